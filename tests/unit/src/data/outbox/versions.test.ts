// An app update must read the queue an older version left behind.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../../contract';
import { flashcardRecord } from '../../fixtures';

const apiFetch = vi.fn();
vi.mock('../../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

const { closeUserDb, openUserDb, dbName } = await import('../../../../../src/data/db');
const outbox = await import('../../../../../src/data/outbox');
const { payloadOf, registerOp } = await import('../../../../../src/data/outbox/registry');
const { upgradeLegacyRow } = await import('../../../../../src/data/outbox/rows');

const card = (id: number, question = 'Q'): Flashcard =>
  flashcardRecord(id, { file_id: 3, question, answer: 'A' });

/** The database as the first outbox (schema version 1, unversioned rows) left it. */
async function legacyDatabase(uid: string): Promise<void> {
  const old = new Dexie(dbName(uid));
  old.version(1).stores({
    files: 'id, status, created_at',
    keyConcepts: 'id, file_id',
    flashcards: 'id, file_id',
    quizQuestions: 'id, file_id',
    histories: 'id, updated_at',
    messages: 'id, history_id',
    meta: 'key',
    outbox: '++seq, created_at',
  });
  await old.table('flashcards').put(card(9, 'Edited before the update'));
  await old.table('outbox').add({
    created_at: '2026-01-01T00:00:00Z',
    op: 'flashcard.update',
    payload: {
      kind: 'update',
      entity: 'flashcard',
      fileId: 3,
      id: 9,
      body: { question: 'Edited before the update', answer: 'A' },
      before: card(9),
    },
    attempts: 2,
  });
  old.close();
}

afterEach(() => {
  closeUserDb();
  apiFetch.mockReset();
});

describe('versioned queue rows', () => {
  it('upgrades a queue written before versions and sends it as it was meant', async () => {
    await legacyDatabase('legacy-1');
    const db = openUserDb('legacy-1');
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ v: 1, type: 'study.update', key: 'flashcard:9', fileId: 3 });
    expect(row?.attempts).toBe(2);

    apiFetch.mockResolvedValue({ status: 'success', data: card(9, 'Edited before the update') });
    await outbox.flushOutbox();
    expect(apiFetch).toHaveBeenCalledWith(
      '/api/v1/files/3/flashcards/9',
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(JSON.parse((apiFetch.mock.calls[0] as [string, { body: string }])[1].body)).toEqual({
      question: 'Edited before the update',
      answer: 'A',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it("reads an older payload through its handler's upgrade and refuses a newer one", () => {
    registerOp('test.rename', {
      version: 3,
      upgrade: (payload, from) => ({ ...(payload as object), upgradedFrom: from }),
      tables: () => [],
      send: async () => undefined,
      settle: async () => undefined,
      undo: async () => undefined,
      failure: () => ({ subject: 'test', action: 'update', fileId: null }),
    });
    const row = {
      v: 2,
      type: 'test.rename',
      key: 'x',
      fileId: null,
      payload: { a: 1 },
      created_at: '',
    };
    expect(payloadOf(row)?.payload).toEqual({ a: 1, upgradedFrom: 2 });
    expect(payloadOf({ ...row, v: 4 })).toBeNull();
    expect(payloadOf({ ...row, type: 'unknown.kind' })).toBeNull();
  });

  it('keeps the sequence number and attempts of a legacy row', () => {
    const upgraded = upgradeLegacyRow({
      seq: 5,
      created_at: 'then',
      op: 'quiz.delete',
      payload: { kind: 'delete', entity: 'quiz', fileId: 1, id: 4, before: {} },
      attempts: 1,
    } as never);
    expect(upgraded).toMatchObject({
      seq: 5,
      v: 1,
      type: 'study.delete',
      key: 'quiz:4',
      attempts: 1,
    });
  });
});
