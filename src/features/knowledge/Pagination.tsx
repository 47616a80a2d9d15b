import { hasNextPage, hasPrevPage, pageLabel, PAGE_SIZES } from '../../lib/pagination';
import { KNOWLEDGE_TEXT } from './messages';

export function Pagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (next: { page: number; pageSize?: number }) => void;
}) {
  return (
    <nav className="kb-pagination" aria-label="Pagination">
      <button
        type="button"
        className="btn"
        disabled={!hasPrevPage(page)}
        onClick={() => onChange({ page: page - 1 })}
      >
        {KNOWLEDGE_TEXT.prev}
      </button>
      <span aria-live="polite">{pageLabel(page, pageSize, total)}</span>
      <button
        type="button"
        className="btn"
        disabled={!hasNextPage(page, pageSize, total)}
        onClick={() => onChange({ page: page + 1 })}
      >
        {KNOWLEDGE_TEXT.next}
      </button>
      <label className="kb-page-size">
        <span className="visually-hidden">{KNOWLEDGE_TEXT.pageSize}</span>
        <select
          value={pageSize}
          aria-label={KNOWLEDGE_TEXT.pageSize}
          onChange={(e) => onChange({ page: 1, pageSize: Number(e.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
