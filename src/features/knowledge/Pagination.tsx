import { hasNextPage, hasPrevPage, pageLabel, PAGE_SIZES } from '../../lib/pagination';
import { useKnowledgeText } from './messages';

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
  const knowledgeText = useKnowledgeText();
  return (
    <nav className="kb-pagination" aria-label={knowledgeText.pagination}>
      <button
        type="button"
        className="btn"
        disabled={!hasPrevPage(page)}
        onClick={() => onChange({ page: page - 1 })}
      >
        {knowledgeText.prev}
      </button>
      <span aria-live="polite">{pageLabel(page, pageSize, total)}</span>
      <button
        type="button"
        className="btn"
        disabled={!hasNextPage(page, pageSize, total)}
        onClick={() => onChange({ page: page + 1 })}
      >
        {knowledgeText.next}
      </button>
      <label className="kb-page-size">
        <span className="visually-hidden">{knowledgeText.pageSize}</span>
        <select
          value={pageSize}
          aria-label={knowledgeText.pageSize}
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
