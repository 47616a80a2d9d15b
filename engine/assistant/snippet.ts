import type { ScoredPassage } from './rank';
import { analyzeWords } from './text';

const MAX_SNIPPET = 280;

/** The passage's best sentence (trimmed to a readable length) with the query's words marked as ranges. */
export function snippetOf(
  ranked: ScoredPassage,
  query: string,
): { snippet: string; highlights: [number, number][] } {
  const best = [...ranked.sentences].sort((a, b) => b.score - a.score || a.index - b.index)[0];
  let snippet = (best?.text ?? ranked.passage.text).replace(/\s+/g, ' ').trim();
  if (snippet.length > MAX_SNIPPET) snippet = `${snippet.slice(0, MAX_SNIPPET - 1).trimEnd()}…`;
  const stems = new Set(
    analyzeWords(query)
      .filter((w) => !w.stop)
      .map((w) => w.stem),
  );
  const highlights: [number, number][] = [];
  for (const match of snippet.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    const [word] = analyzeWords(match[0]);
    if (word && stems.has(word.stem) && match.index !== undefined) {
      highlights.push([match.index, match.index + match[0].length]);
    }
  }
  return { snippet, highlights };
}
