import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAskCommand } from '../../../../server/cli/ask';
import { runSearchCommand, type RetrievalIo } from '../../../../server/cli/search';

let dir = '';
const file = (name: string): string => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mnemo-search-'));
  const records = [
    { id: 'geo-1', text: 'Glaciers carve U-shaped valleys as they move downhill.' },
    { id: 'geo-2', text: 'Rivers carve V-shaped valleys and deposit sediment in deltas.' },
    { id: 'bio-1', text: 'Mitochondria produce ATP, the energy currency of the cell.' },
  ];
  await writeFile(file('corpus.jsonl'), records.map((r) => JSON.stringify(r)).join('\n'));
  await writeFile(
    file('notes.txt'),
    'The Treaty of Westphalia was signed in 1648.\n\nIt ended the Thirty Years War.\n',
  );
  await writeFile(
    file('queries.txt'),
    'what do mitochondria produce\n\nhow do rivers carve valleys\n',
  );
  await writeFile(
    file('queries.jsonl'),
    [
      JSON.stringify({ question: 'glaciers valleys' }),
      JSON.stringify({ query: 'energy of the cell' }),
      JSON.stringify({ question: 'volcanic ash' }),
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function captured(): RetrievalIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
}

function jsonLines(io: { out: string[] }): { query: string; hits: Record<string, unknown>[] }[] {
  return io.out
    .join('')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as { query: string; hits: Record<string, unknown>[] });
}

describe('mnemo search', () => {
  it('prints one JSONL line per query, in input order, from a text queries file', async () => {
    const io = captured();
    const code = await runSearchCommand(
      ['--corpus', file('corpus.jsonl'), '--queries', file('queries.txt'), '--format', 'jsonl'],
      io,
    );
    expect(code).toBe(0);
    const lines = jsonLines(io);
    expect(lines.map((l) => l.query)).toEqual([
      'what do mitochondria produce',
      'how do rivers carve valleys',
    ]);
    expect(lines[0]?.hits[0]).toMatchObject({ id: 'bio-1', file: 'corpus.jsonl', page: null });
    expect(lines[1]?.hits[0]?.id).toBe('geo-2');
    expect(Object.keys(lines[1]?.hits[0] ?? {})).toEqual([
      'id',
      'file',
      'page',
      'score',
      'snippet',
    ]);
  });

  it('reads JSONL queries with question or query, keeping queries without hits', async () => {
    const io = captured();
    await runSearchCommand(
      [
        '--corpus',
        file('corpus.jsonl'),
        file('notes.txt'),
        '--queries',
        file('queries.jsonl'),
        '--format=jsonl',
        '--k',
        '1',
      ],
      io,
    );
    const lines = jsonLines(io);
    expect(lines.map((l) => l.query)).toEqual([
      'glaciers valleys',
      'energy of the cell',
      'volcanic ash',
    ]);
    expect(lines.map((l) => l.hits.length)).toEqual([1, 1, 0]);
    expect(lines[0]?.hits[0]?.id).toBe('geo-1');
  });

  it('indexes text files as paragraph chunks with file#n ids', async () => {
    const io = captured();
    await runSearchCommand(
      ['--corpus', file('notes.txt'), '--query', 'Westphalia', '--format', 'json'],
      io,
    );
    const [result] = JSON.parse(io.out.join('')) as { hits: { id: string; file: string }[] }[];
    expect(result?.hits[0]?.id).toMatch(/^notes\.txt#\d+$/);
    expect(result?.hits[0]?.file).toBe('notes.txt');
  });

  it('rejects misuse with exit code 2 and a missing file with 1', async () => {
    const io = captured();
    expect(await runSearchCommand(['--corpus', file('corpus.jsonl')], io)).toBe(2);
    expect(io.err.join('')).toContain('Usage: mnemo search');
    expect(await runSearchCommand(['--corpus', file('nope.jsonl'), '--query', 'x'], io)).toBe(1);
    expect(io.err.join('')).toContain('cannot read');
  });
});

describe('mnemo ask', () => {
  it('prints the markdown answer with the question after the corpus', async () => {
    const io = captured();
    const code = await runAskCommand(
      ['--corpus', file('notes.txt'), 'When was the Treaty of Westphalia signed?'],
      io,
    );
    expect(code).toBe(0);
    expect(io.out.join('')).toMatch(/^The Treaty of Westphalia was signed in 1648\./);
    expect(io.out.join('')).toContain('](file://');
  });

  it('says when nothing matches', async () => {
    const io = captured();
    await runAskCommand(['--corpus', file('corpus.jsonl'), '--', 'How do volcanoes erupt?'], io);
    expect(io.out.join('')).toContain("I couldn't find anything about that in your files.");
  });
});
