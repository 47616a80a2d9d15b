// An Anki package (.apkg): a zip holding `collection.anki2`, an SQLite database of Anki's
// schema 11 (which every Anki version imports), and an empty `media` list. One note per card
// (fields Front, Back, Source) of a "Mnemo Basic" note type, one deck per file named after it.
// Cards in review keep their schedule (interval, due day, FSRS memory state) and their history.
import { strToU8, zipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';

export interface AnkiCard {
  /** The Mnemo card id (the note's guid derives from it: a re-import updates, not duplicates). */
  id: number;
  front: string;
  back: string;
  source: string;
  deck: string;
  /** The card's schedule when it is in review; new otherwise. */
  review?: {
    due: number;
    intervalDays: number;
    stability: number;
    difficulty: number;
    retention: number;
    reps: number;
    lapses: number;
  };
  /** Its answers, oldest first. */
  history?: { at: number; rating: number; durationMs: number | null; kind: 0 | 1 | 2 }[];
}

const SCHEMA = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

const DAY_MS = 86_400_000;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, '<br>');
}

/** Anki's checksum of a note's sort field: the first 8 hex digits of its SHA-1. */
async function checksum(text: string): Promise<number> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  const hex = Array.from(new Uint8Array(digest).slice(0, 4), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  return parseInt(hex.join(''), 16);
}

function deckJson(id: number, name: string, mod: number) {
  return {
    id,
    name,
    mod,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

const DECK_OPTIONS = {
  id: 1,
  name: 'Default',
  replayq: true,
  lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
  rev: {
    perDay: 200,
    ease4: 1.3,
    fuzz: 0.05,
    minSpace: 1,
    ivlFct: 1,
    maxIvl: 36500,
    bury: false,
    hardFactor: 1.2,
  },
  new: {
    perDay: 20,
    delays: [1, 10],
    separate: true,
    ints: [1, 4, 7],
    initialFactor: 2500,
    bury: false,
    order: 1,
  },
  maxTaken: 60,
  timer: 0,
  autoplay: true,
  mod: 0,
  usn: 0,
  dyn: false,
};

function noteType(id: number, mod: number, deckId: number) {
  const field = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: 'Arial',
    size: 20,
    media: [],
  });
  return {
    id,
    name: 'Mnemo Basic',
    type: 0,
    mod,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: '{{Front}}',
        afmt: '{{FrontSide}}<hr id=answer>{{Back}}{{#Source}}<br><br><small>{{Source}}</small>{{/Source}}',
        did: null,
        bqfmt: '',
        bafmt: '',
      },
    ],
    flds: [field('Front', 0), field('Back', 1), field('Source', 2)],
    css: '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    tags: [],
    vers: [],
    req: [[0, 'all', [0]]],
  };
}

/** The .apkg bytes of `cards`, made at `now`. */
export async function buildAnkiPackage(
  SQL: SqlJsStatic,
  cards: readonly AnkiCard[],
  now: number,
): Promise<Uint8Array> {
  const db = new SQL.Database();
  try {
    db.run(SCHEMA);
    const modSeconds = Math.floor(now / 1000);
    const dayStart = new Date(now);
    dayStart.setHours(0, 0, 0, 0);
    const crt = Math.floor(dayStart.getTime() / 1000);
    const modelId = now;
    const deckNames = [...new Set(cards.map((c) => c.deck))];
    const deckIds = new Map(deckNames.map((name, i) => [name, now + 1 + i]));
    const decks: Record<string, unknown> = { '1': deckJson(1, 'Default', modSeconds) };
    for (const [name, id] of deckIds) decks[String(id)] = deckJson(id, name, modSeconds);
    const conf = {
      nextPos: cards.length + 1,
      estTimes: true,
      activeDecks: [1],
      sortType: 'noteFld',
      timeLim: 0,
      sortBackwards: false,
      addToCur: true,
      curDeck: deckIds.values().next().value ?? 1,
      newBury: true,
      newSpread: 0,
      dueCounts: true,
      curModel: String(modelId),
      collapseTime: 1200,
    };
    db.run('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      now,
      now,
      JSON.stringify(conf),
      JSON.stringify({
        [modelId]: noteType(modelId, modSeconds, deckIds.values().next().value ?? 1),
      }),
      JSON.stringify(decks),
      JSON.stringify({ '1': DECK_OPTIONS }),
      '{}',
    ]);
    const insertNote = db.prepare('insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const insertCard = db.prepare(
      'insert into cards values (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)',
    );
    const insertLog = db.prepare('insert into revlog values (?, ?, -1, ?, 0, 0, 0, ?, ?)');
    const usedLogIds = new Set<number>();
    let position = 0;
    for (const card of cards) {
      position += 1;
      const id = now + position;
      const fields = [card.front, card.back, card.source].map(escapeHtml);
      const sortField = card.front;
      insertNote.run([
        id,
        `mnemo-${card.id}`,
        modelId,
        modSeconds,
        ' mnemo ',
        fields.join('\x1f'),
        sortField,
        await checksum(sortField),
        '',
      ]);
      const deckId = deckIds.get(card.deck) ?? 1;
      const r = card.review;
      if (r) {
        const dueDay = Math.max(0, Math.floor((r.due - crt * 1000) / DAY_MS));
        const memory = JSON.stringify({ s: r.stability, d: r.difficulty, dr: r.retention });
        insertCard.run([
          id,
          id,
          deckId,
          modSeconds,
          2,
          2,
          dueDay,
          Math.max(1, r.intervalDays),
          2500,
          r.reps,
          r.lapses,
          memory,
        ]);
      } else {
        insertCard.run([id, id, deckId, modSeconds, 0, 0, position, 0, 0, 0, 0, '']);
      }
      for (const log of card.history ?? []) {
        let logId = log.at;
        while (usedLogIds.has(logId)) logId += 1;
        usedLogIds.add(logId);
        insertLog.run([logId, id, log.rating, log.durationMs ?? 0, log.kind]);
      }
    }
    insertNote.free();
    insertCard.free();
    insertLog.free();
    const collection = db.export();
    return zipSync({ 'collection.anki2': collection, media: strToU8('{}') });
  } finally {
    db.close();
  }
}
