// `mnemo search --corpus PATH... (--query Q | --queries FILE) [--k 5] [--format text|json|jsonl]`:
// indexes the corpus in memory and prints the ranked passages of each query.
import { readFile } from 'node:fs/promises';
import { quote } from '../../engine/assistant/answer';
import { MemoryIndex } from '../../engine/assistant/memory-index';
import type { ScoredPassage } from '../../engine/assistant/types';
import { englishRelatedWords } from '../assistant/related-words';
import { CorpusError, loadCorpus } from './corpus';
import { parseRetrievalArgs } from './retrieval-args';

export interface RetrievalIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const defaultRetrievalIo: RetrievalIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

const USAGE =
  'Usage: mnemo search --corpus PATH... (--query Q | --queries FILE) [--k 5] [--format text|json|jsonl]\n';
const SNIPPET_WORDS = 40;

export interface SearchHit {
  id: string;
  file: string | null;
  page: number | null;
  score: number;
  snippet: string;
}

export async function runSearchCommand(
  argv: string[],
  io: RetrievalIo = defaultRetrievalIo,
): Promise<number> {
  const args = parseRetrievalArgs(argv);
  const misuse =
    typeof args === 'string'
      ? args
      : (args.query === null) === (args.queriesFile === null)
        ? 'give exactly one of --query and --queries'
        : null;
  if (typeof args === 'string' || misuse !== null) {
    io.stderr(`mnemo search: ${misuse ?? ''}\n${USAGE}`);
    return 2;
  }
  try {
    const queries = args.query !== null ? [args.query] : await readQueries(args.queriesFile ?? '');
    const index = await buildIndex(args.corpus);
    const results = queries.map((query) => ({ query, hits: index.search(query, args.k).map(hit) }));
    if (args.format === 'jsonl') for (const r of results) io.stdout(`${JSON.stringify(r)}\n`);
    else if (args.format === 'json') io.stdout(`${JSON.stringify(results, null, 2)}\n`);
    else io.stdout(results.map((r) => formatText(r.query, r.hits)).join('\n'));
    return 0;
  } catch (error) {
    if (!(error instanceof CorpusError)) throw error;
    io.stderr(`mnemo search: ${error.message}\n`);
    return 1;
  }
}

export async function buildIndex(paths: string[]): Promise<MemoryIndex> {
  const index = new MemoryIndex({ relatedTerms: await englishRelatedWords() });
  for (const p of await loadCorpus(paths)) index.add(p);
  return index;
}

/** One query per line: plain text, or JSON objects with `question` or `query`. */
export async function readQueries(path: string): Promise<string[]> {
  let content: string;
  try {
    content = await readFile(path, 'utf8');
  } catch (error) {
    throw new CorpusError(`${path}: cannot read (${(error as Error).message})`);
  }
  const queries: string[] = [];
  content.split('\n').forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    if (!trimmed.startsWith('{')) {
      queries.push(trimmed);
      return;
    }
    let record: unknown;
    try {
      record = JSON.parse(trimmed);
    } catch {
      throw new CorpusError(`${path}:${i + 1}: not valid JSON`);
    }
    const r = (typeof record === 'object' && record !== null ? record : {}) as Record<
      string,
      unknown
    >;
    const query = typeof r.question === 'string' ? r.question : r.query;
    if (typeof query !== 'string') {
      throw new CorpusError(`${path}:${i + 1}: expected "question" or "query"`);
    }
    queries.push(query);
  });
  return queries;
}

function hit(r: ScoredPassage): SearchHit {
  const best = [...r.sentences].sort((a, b) => b.score - a.score || a.index - b.index)[0];
  return {
    id: r.passage.id,
    file: r.passage.fileName ?? null,
    page: r.passage.page ?? null,
    score: Math.round(r.score * 10_000) / 10_000,
    snippet: quote(best?.text ?? r.passage.text, SNIPPET_WORDS),
  };
}

function formatText(query: string, hits: SearchHit[]): string {
  const lines = hits.map((h, i) => {
    const where = h.page === null ? (h.file ?? '') : `${h.file ?? ''} p. ${h.page}`;
    return `  ${i + 1}. ${h.id}  ${h.score.toFixed(3)}  ${where}\n     ${h.snippet}`;
  });
  return `${query}\n${lines.length > 0 ? lines.join('\n') : '  (no hits)'}\n`;
}
