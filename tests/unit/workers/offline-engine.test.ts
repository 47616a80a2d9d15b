// The engine on this device (real Dexie on fake-indexeddb): over the mirrored chunks it gives
// the answer the built-in engine gives for the same chunks, and search hits of the API's shape
// with the same snippets and highlights.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChunkRecord, FileRecord } from '../../../contract';
import { composeAnswer } from '../../../engine/assistant/answer';
import { MemoryIndex } from '../../../engine/assistant/memory-index';
import { NO_HIT } from '../../../engine/assistant/messages';
import { snippetOf } from '../../../engine/assistant/snippet';
import { dbName, MnemoDb } from '../../../src/data/database';
import { ANSWER_PASSAGES, OfflineEngine } from '../../../workers/offline-engine';

const ORIGIN = 'http://127.0.0.1:8080';
const PAGES = [
  'Cells are the basic unit of life. Every living organism is made of one or more cells.',
  'Mitochondria are the powerhouse of the cell. They turn glucose and oxygen into ATP, the energy currency of the cell, in a process called cellular respiration.',
  'Osmosis is the movement of water across a semipermeable membrane from a region of low solute concentration to a region of high solute concentration.',
  'Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs light, and the plant makes glucose from carbon dioxide and water, releasing oxygen.',
  'Ribosomes build proteins from amino acids. The sequence of amino acids is read from messenger RNA.',
];
const OTHER = 'The French Revolution began in 1789. The Bastille was stormed on 14 July 1789.';

const file = (id: number, name: string): FileRecord => ({
  id,
  file_name: name,
  file_url: `${ORIGIN}/api/v1/files/${id}/content/1700000000.sig/${name}`,
  file_type: 'pdf',
  status: 'processed',
  error_message: null,
  size_bytes: 1000,
  page_count: PAGES.length,
  created_at: `2026-01-0${id}T00:00:00Z`,
});
const chunk = (id: number, fileId: number, name: string, text: string, page: number) =>
  ({
    id,
    file_id: fileId,
    file_name: name,
    file_type: 'pdf',
    text,
    page,
    start_seconds: null,
    end_seconds: null,
  }) satisfies ChunkRecord;

const CHUNKS = [
  ...PAGES.map((text, i) => chunk(i + 1, 1, 'biology.pdf', text, i + 1)),
  chunk(40, 2, 'history.pdf', OTHER, 1),
];

/** The built-in engine over the same chunks, as the server's in-memory twin runs it. */
function engineAnswer(question: string, fileIds: number[] = []): string {
  const index = new MemoryIndex();
  for (const c of CHUNKS)
    index.add({
      id: String(c.id).padStart(12, '0'),
      text: c.text,
      fileId: String(c.file_id),
      fileName: c.file_name,
      page: c.page,
    });
  const scope =
    fileIds.length > 0 ? (p: { fileId?: string }) => fileIds.includes(Number(p.fileId)) : undefined;
  const ranked = index.search(question, ANSWER_PASSAGES, undefined, scope);
  const urls = new Map(
    [file(1, 'biology.pdf'), file(2, 'history.pdf')].map((f) => [String(f.id), f.file_url]),
  );
  return composeAnswer(question, ranked, {
    comprehensionLevel: 'Intermediate',
    citationUrl: (p) => urls.get(p.fileId ?? '') ?? null,
  });
}

let n = 0;
let db: MnemoDb;
let engine: OfflineEngine;
beforeEach(async () => {
  n += 1;
  db = new MnemoDb(dbName(`engine-${n}`));
  await db.files.bulkPut([file(1, 'biology.pdf'), file(2, 'history.pdf')]);
  await db.chunks.bulkPut(CHUNKS);
  engine = new OfflineEngine(db, ORIGIN);
});
afterEach(() => db.close());

describe('answers on this device', () => {
  it.each([
    'What is the powerhouse of the cell?',
    'How does osmosis move water?',
    'Where does photosynthesis take place?',
    'When did the French Revolution begin?',
  ])('equal the built-in engine for the same chunks: %s', async (question) => {
    const answer = await engine.answer(question, [], 'Intermediate');
    expect(answer).toBe(engineAnswer(question));
    expect(answer).toMatch(
      /\[biology\.pdf p\. \d\]\(http:\/\/127\.0\.0\.1:8080\/api\/v1\/files\/1\/content\/|\[history\.pdf p\. 1\]/,
    );
  });

  it('keep to the files the chat is scoped to', async () => {
    const answer = await engine.answer(
      'When did the French Revolution begin?',
      [1],
      'Intermediate',
    );
    expect(answer).toBe(engineAnswer('When did the French Revolution begin?', [1]));
    expect(answer).toBe(NO_HIT);
  });

  it('answer questions about the collection from the mirrored files', async () => {
    const answer = await engine.answer('What files do I have?', [], 'Beginner');
    expect(answer).toContain('You have 2 files:');
    expect(answer?.indexOf('history.pdf')).toBeLessThan(answer?.indexOf('biology.pdf') ?? 0);
  });

  it('follow the mirror as chunks come and go', async () => {
    expect(await engine.size()).toBe(CHUNKS.length);
    await db.chunks.delete(40);
    expect(await engine.answer('When did the French Revolution begin?', [], 'Beginner')).toBe(
      NO_HIT,
    );
    await db.chunks.put(chunk(41, 2, 'history.pdf', OTHER, 2));
    expect(await engine.answer('When did the French Revolution begin?', [], 'Beginner')).toContain(
      '[history.pdf p. 2]',
    );
  });

  it('say nothing when no chunk is mirrored', async () => {
    await db.chunks.clear();
    expect(await engine.answer('What is osmosis?', [], 'Beginner')).toBeNull();
    expect(await engine.search('osmosis', 10)).toBeNull();
  });
});

describe('search on this device', () => {
  it('gives hits of the API shape with the snippet and highlights of the server', async () => {
    const hits = await engine.search('glucose energy', 10);
    expect(hits?.map((h) => h.chunk_id)).toEqual([2, 4]);
    const [best] = hits ?? [];
    expect(best).toEqual({
      chunk_id: 2,
      file_id: 1,
      file_name: 'biology.pdf',
      file_type: 'pdf',
      page: 2,
      start_seconds: null,
      end_seconds: null,
      score: expect.any(Number) as number,
      snippet: expect.any(String) as string,
      highlights: expect.any(Array) as unknown[],
    });
    // The same snippet and ranges the server computes for that ranked chunk.
    const index = new MemoryIndex();
    index.add({ id: '000000000002', text: PAGES[1] ?? '' });
    const [ranked] = index.search('glucose energy', 1);
    if (!ranked) throw new Error('the engine found nothing');
    const server = snippetOf(ranked, 'glucose energy');
    expect({ snippet: best?.snippet, highlights: best?.highlights }).toEqual(server);
    const marked = best?.highlights.map(([s, e]) => best.snippet.slice(s, e).toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['glucose', 'energy']));
  });

  it('finds nothing for words no chunk holds', async () => {
    expect(await engine.search('quantum chromodynamics', 10)).toEqual([]);
  });
});
