import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { unzipSync, strFromU8 } from 'fflate';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { buildAnkiPackage, type AnkiCard } from '../../../../src/lib/anki-package';

const NOW = Date.parse('2026-03-10T15:00:00Z');

const CARDS: AnkiCard[] = [
  {
    id: 11,
    front: 'What is <ATP>?',
    back: 'Energy\ncurrency',
    source: 'bio.pdf, page 3',
    deck: 'bio.pdf',
  },
  {
    id: 12,
    front: 'What is osmosis?',
    back: 'Water moving across a membrane',
    source: 'bio.pdf, page 5',
    deck: 'bio.pdf',
    review: {
      due: NOW + 4 * 86_400_000,
      intervalDays: 6,
      stability: 6.2,
      difficulty: 4.9,
      retention: 0.9,
      reps: 3,
      lapses: 0,
    },
    history: [
      { at: NOW - 7 * 86_400_000, rating: 3, durationMs: 4000, kind: 0 },
      { at: NOW - 2 * 86_400_000, rating: 3, durationMs: 3000, kind: 1 },
    ],
  },
  { id: 13, front: 'Custom', back: 'Mine', source: '', deck: 'History notes' },
];

describe('the Anki package', () => {
  it('is a zip whose collection.anki2 is an SQLite database with one note and card per flashcard', async () => {
    const SQL = await initSqlJs();
    const apkg = await buildAnkiPackage(SQL, CARDS, NOW);
    const files = unzipSync(apkg);
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media as Uint8Array)).toBe('{}');

    // Opened with SQLite itself, not with the library that wrote it.
    const db = new Database(Buffer.from(files['collection.anki2'] as Uint8Array));
    const col = db.prepare('select ver, models, decks, dconf from col').get() as {
      ver: number;
      models: string;
      decks: string;
      dconf: string;
    };
    expect(col.ver).toBe(11);
    const models = Object.values(
      JSON.parse(col.models) as Record<string, { id: number; flds: { name: string }[] }>,
    );
    expect(models).toHaveLength(1);
    expect(models[0]?.flds.map((f) => f.name)).toEqual(['Front', 'Back', 'Source']);
    const decks = JSON.parse(col.decks) as Record<string, { id: number; name: string }>;
    expect(
      Object.values(decks)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['Default', 'History notes', 'bio.pdf']);
    expect(Object.keys(JSON.parse(col.dconf) as object)).toEqual(['1']);

    const notes = db
      .prepare('select id, guid, mid, flds, sfld, csum from notes order by id')
      .all() as {
      id: number;
      guid: string;
      mid: number;
      flds: string;
      sfld: string;
      csum: number;
    }[];
    expect(notes.map((n) => n.flds.split('\x1f'))).toEqual([
      ['What is &lt;ATP&gt;?', 'Energy<br>currency', 'bio.pdf, page 3'],
      ['What is osmosis?', 'Water moving across a membrane', 'bio.pdf, page 5'],
      ['Custom', 'Mine', ''],
    ]);
    expect(notes.map((n) => n.guid)).toEqual(['mnemo-11', 'mnemo-12', 'mnemo-13']);
    expect(new Set(notes.map((n) => n.mid))).toEqual(new Set([models[0]?.id]));
    // Anki's duplicate check: the first 8 hex digits of the sort field's SHA-1.
    const sha1 = (text: string) =>
      parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
    expect(notes.map((n) => n.csum)).toEqual(notes.map((n) => sha1(n.sfld)));
    expect(notes[0]?.sfld).toBe('What is <ATP>?');

    const cards = db
      .prepare('select nid, did, ord, type, queue, due, ivl, reps, data from cards order by id')
      .all() as {
      nid: number;
      did: number;
      ord: number;
      type: number;
      queue: number;
      due: number;
      ivl: number;
      reps: number;
      data: string;
    }[];
    expect(cards.map((c) => c.nid)).toEqual(notes.map((n) => n.id));
    const deckOf = (name: string) => Object.values(decks).find((d) => d.name === name)?.id;
    expect(cards.map((c) => c.did)).toEqual([
      deckOf('bio.pdf'),
      deckOf('bio.pdf'),
      deckOf('History notes'),
    ]);
    // New cards in order; the reviewed one keeps its interval, due day and FSRS memory.
    expect(cards.map((c) => [c.type, c.queue])).toEqual([
      [0, 0],
      [2, 2],
      [0, 0],
    ]);
    expect(cards[1]).toMatchObject({ ivl: 6, reps: 3 });
    expect(cards[1]?.due).toBeGreaterThanOrEqual(4);
    expect(JSON.parse(cards[1]?.data ?? '{}')).toEqual({ s: 6.2, d: 4.9, dr: 0.9 });
    const revlog = db.prepare('select cid, ease, time, type from revlog order by id').all();
    expect(revlog).toEqual([
      { cid: notes[1]?.id, ease: 3, time: 4000, type: 0 },
      { cid: notes[1]?.id, ease: 3, time: 3000, type: 1 },
    ]);
    db.close();
  });
});
