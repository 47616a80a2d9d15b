import { useState, type FormEvent } from 'react';
import { openViewer } from '../../data/files';
import { search, type SearchHit, type SearchResults } from '../../data/search';
import { errorText } from '../../lib/errors';
import { formatTime } from '../../lib/time';
import { truncate } from '../../lib/truncate';
import { ErrorText } from '../../ui/fields';
import { Highlighted } from './Highlighted';
import { useSearchText } from './messages';
import './search.css';

/** Search in documents; a result opens the viewer at its page or time. */
export function SearchBox() {
  const searchText = useSearchText();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResults | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setResults(await search(query));
    } catch (e) {
      setResults(null);
      setError(searchText.failed(errorText(e)));
    } finally {
      setBusy(false);
    }
  }

  function open(hit: SearchHit) {
    openViewer({
      kind: 'file',
      fileId: hit.file_id,
      position: { page: hit.page, seconds: hit.start_seconds },
    });
  }

  return (
    <section className="search" aria-label={searchText.label}>
      <form role="search" className="search-form" onSubmit={(e) => void submit(e)}>
        <input
          type="search"
          aria-label={searchText.label}
          placeholder={searchText.placeholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            if (!e.target.value) setResults(null);
          }}
        />
        <button type="submit" className="btn" disabled={busy || !query.trim()}>
          {busy ? searchText.searching : searchText.submit}
        </button>
      </form>
      {error && <ErrorText>{error}</ErrorText>}
      {results && (
        <div aria-live="polite">
          {results.onDevice && <p className="search-note muted">{searchText.onDevice}</p>}
          {results.hits.length === 0 ? (
            <p className="muted">{searchText.noResults}</p>
          ) : (
            <ul className="search-results">
              {results.hits.map((hit) => (
                <li key={hit.chunk_id}>
                  <button type="button" className="search-hit" onClick={() => open(hit)}>
                    <span className="search-hit-title">
                      {truncate(hit.file_name, 30)}
                      {hit.page != null && ` · ${searchText.page(hit.page)}`}
                      {hit.start_seconds != null && ` · ${formatTime(hit.start_seconds)}`}
                    </span>
                    <span className="search-hit-snippet">
                      <Highlighted text={hit.snippet} ranges={hit.highlights} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
