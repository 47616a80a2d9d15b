// The chunk mirror's list call (README "Incremental lists") and what a device does with it:
// search and chat answers computed on the device from the mirrored chunks equal the server's
// own for the same chunks; on both databases.
import 'fake-indexeddb/auto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendMessageResponse } from '../../../contract/chat';
import { ChunkListResponse } from '../../../contract/chunks';
import { FileListResponse } from '../../../contract/files';
import { SearchResponse } from '../../../contract/search';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import { MnemoDb } from '../../../src/data/database';
import { OfflineEngine } from '../../../workers/offline-engine';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  bearer,
  settled,
  startTestServer,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

const NOTES = [
  'Cell biology',
  'Cells are the basic unit of life. Every living organism is made of one or more cells, and every cell comes from an existing cell by division. The cell membrane separates the inside of the cell from its surroundings and controls what enters and leaves.',
  'Mitochondria are the powerhouse of the cell. They turn glucose and oxygen into ATP, the energy currency of the cell, in a process called cellular respiration. Cells that need a lot of energy, such as muscle cells, hold thousands of mitochondria.',
  'Osmosis is the movement of water across a semipermeable membrane from a region of low solute concentration to a region of high solute concentration. A cell placed in salty water loses water by osmosis and shrinks.',
  'Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs light energy, and the plant makes glucose from carbon dioxide and water, releasing oxygen as a by-product. The glucose is stored as starch.',
  'Ribosomes build proteins from amino acids. The sequence of amino acids is read from messenger RNA, which carries the code of a gene from the nucleus to the ribosome. Proteins fold into shapes that decide their work.',
].join('\n\n');
const MORE = [
  'Plate tectonics',
  'The outer shell of the Earth is broken into plates that move a few centimetres a year. Where two plates pull apart, magma rises and forms new crust along mid-ocean ridges. Where they collide, one plate sinks below the other in a subduction zone, and volcanoes and earthquakes follow.',
  'Mountains such as the Himalayas rise where two continental plates push against each other. Neither plate sinks, so the crust folds and thickens over millions of years.',
  'The French Revolution',
  'The French Revolution began in 1789, when the Estates-General met at Versailles for the first time since 1614. On 14 July 1789 a crowd stormed the Bastille, a royal fortress and prison in Paris. The monarchy was abolished in 1792, and King Louis XVI was executed in January 1793.',
  'Newton and motion',
  "Newton's first law says that a body stays at rest or keeps moving in a straight line unless a force acts on it. The second law says that force equals mass times acceleration. The third law says that every action has an equal and opposite reaction, which is why a rocket moves forward as gas rushes out behind it.",
].join('\n\n');
const BIG = `${NOTES}\n\n${MORE}`;

const QUESTIONS = [
  'What is the powerhouse of the cell?',
  'What happens to a cell placed in salty water?',
  'Where does photosynthesis take place?',
  'When was the Bastille stormed?',
  'What does the second law of motion say?',
  'What happens where two plates collide?',
  'What files do I have?',
];

describe.each(DATABASES)('the chunk mirror on %s', (kind) => {
  let server: TestServer;
  let runtime: ProcessingLoop;
  let alice: TestUser;
  let bob: TestUser;
  let fileId = 0;
  const get = (user: TestUser, url: string) => server.app.inject({ url, headers: bearer(user) });
  const chunksSince = async (user: TestUser, since: string, limit?: number) =>
    ChunkListResponse.parse(
      (
        await get(
          user,
          `/api/v1/chunks?updated_since=${encodeURIComponent(since)}${limit ? `&limit=${limit}` : ''}`,
        )
      ).json(),
    );

  beforeAll(async () => {
    server = await startTestServer(kind, { PROCESSING_CONCURRENCY: '1' });
    runtime = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
    alice = await server.signUp();
    bob = await server.signUp();
    fileId = (await uploadFile(server, alice, 'biology-notes.txt', BIG)).id;
    expect((await waitForFile(server, alice, fileId, settled)).status).toBe('processed');
  });
  afterAll(async () => {
    await runtime.stop();
    await server.close();
  });

  it('lists every chunk of the caller with its file, then only what changed', async () => {
    const all = await chunksSince(alice, '0');
    expect(all.sync).toMatchObject({ full: true, deleted_ids: [], has_more: false });
    expect(all.items.length).toBeGreaterThan(1);
    expect(all.items[0]).toMatchObject({
      file_id: fileId,
      file_name: 'biology-notes.txt',
      file_type: 'text',
      page: null,
    });
    expect(all.items.map((c) => c.text).join(' ')).toContain('powerhouse of the cell');
    // Rows older than the cursor's overlap are not listed again.
    await sql`update chunks set updated_at = ${new Date(Date.now() - 60_000).toISOString()}`.execute(
      server.ctx.db.kysely,
    );
    const next = await chunksSince(alice, (await chunksSince(alice, '0')).sync.cursor);
    expect(next).toMatchObject({ items: [], sync: { full: false, has_more: false } });
    expect((await chunksSince(bob, '0')).items).toEqual([]);
  });

  it('pages a long listing', async () => {
    const first = await chunksSince(alice, '0', 1);
    expect(first.items).toHaveLength(1);
    expect(first.sync).toMatchObject({ full: true, has_more: true });
    const second = await chunksSince(alice, first.sync.cursor, 1000);
    expect(second.sync.has_more).toBe(false);
    const ids = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(ids).size).toBe((await chunksSince(alice, '0')).items.length);
  });

  it('refuses a cursor it did not give', async () => {
    const res = await get(alice, '/api/v1/chunks?updated_since=nonsense');
    expect(res.statusCode).toBe(422);
  });

  describe('on the device, over the mirrored chunks', () => {
    let db: MnemoDb;
    let engine: OfflineEngine;
    beforeAll(async () => {
      db = new MnemoDb(`chunks-it-${kind}`);
      const files = FileListResponse.parse((await get(alice, '/api/v1/files')).json());
      await db.files.bulkPut(files.items);
      const all = await chunksSince(alice, '0');
      await db.chunks.bulkPut(all.items);
      engine = new OfflineEngine(db, server.config.publicUrl);
    });
    afterAll(() => db.close());

    it.each(QUESTIONS)('answers as the server does: %s', async (question) => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/v1/messages?${new URLSearchParams({ message: question, comprehensionLevel: 'Intermediate' }).toString()}`,
        headers: bearer(alice),
      });
      const [, reply] = SendMessageResponse.parse(res.json());
      // Every one of these is answered from the file (a citation or the file list names it).
      expect(reply?.content).toContain('biology-notes.txt');
      const device = await engine.answer(question, [], 'Intermediate');
      expect(device).toBe(reply?.content);
    });

    it.each(['glucose energy', 'membrane', 'amino acids protein', 'plates crust'])(
      'searches as the server does: %s',
      async (q) => {
        const res = await get(alice, `/api/v1/search?q=${encodeURIComponent(q)}&k=10`);
        const server = SearchResponse.parse(res.json()).data.hits;
        expect(server.length).toBeGreaterThan(0);
        expect(await engine.search(q, 10)).toEqual(server);
      },
    );
  });
});
