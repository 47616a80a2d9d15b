import { describe, expect, it } from 'vitest';
import type { FileRecord, SocketEvent } from '../../../../contract';
import type { MnemoDb } from '../../../../src/data/db';
import { applyFileEvent, socketUrl } from '../../../../src/data/live';

const FILE: FileRecord = {
  id: 7,
  file_name: 'notes.pdf',
  file_url: '/files/7',
  file_type: 'pdf',
  status: 'processing',
  error_message: null,
  size_bytes: 10,
  page_count: 1,
  created_at: '2025-01-01T00:00:00Z',
};

/** An in-memory stand-in for the few Dexie calls applyFileEvent makes. */
function memoryDb() {
  const files = new Map<number, FileRecord>([[FILE.id, { ...FILE }]]);
  const derived = { keyConcepts: [7, 8], flashcards: [7], quizQuestions: [7, 7, 9] };
  const byFile = (name: keyof typeof derived) => ({
    where: () => ({
      anyOf: (ids: number[]) => ({
        delete: async () => {
          derived[name] = derived[name].filter((fileId) => !ids.includes(fileId));
        },
      }),
    }),
  });
  const db = {
    files: {
      put: async (row: FileRecord) => void files.set(row.id, row),
      update: async (id: number, patch: Partial<FileRecord>) => {
        const row = files.get(id);
        if (row) files.set(id, { ...row, ...patch });
      },
      delete: async (id: number) => void files.delete(id),
      bulkDelete: async (ids: number[]) => ids.forEach((id) => files.delete(id)),
    },
    keyConcepts: byFile('keyConcepts'),
    flashcards: byFile('flashcards'),
    quizQuestions: byFile('quizQuestions'),
    transaction: async (_mode: string, _tables: unknown, body: () => Promise<void>) => body(),
  };
  return { db: db as unknown as MnemoDb, files, derived };
}

const data = (
  patch: Partial<{ status: FileRecord['status'] | null; error_message: string | null }>,
) => ({
  file_id: 7,
  status: null,
  error_message: null,
  ...patch,
});

describe('live file events (SPEC point 4)', () => {
  it('file_status_update sets status and error_message', async () => {
    const { db, files } = memoryDb();
    await applyFileEvent(db, { event: 'file_status_update', data: data({ status: 'extracted' }) });
    expect(files.get(7)?.status).toBe('extracted');
  });

  it('file_status_error marks the file failed with its message', async () => {
    const { db, files } = memoryDb();
    const event: SocketEvent = {
      event: 'file_status_error',
      data: data({ error_message: 'The PDF is encrypted.' }),
    };
    await applyFileEvent(db, event);
    expect(files.get(7)).toMatchObject({
      status: 'failed',
      error_message: 'The PDF is encrypted.',
    });
  });

  it('file_processed replaces the whole record', async () => {
    const { db, files } = memoryDb();
    const result = { ...FILE, status: 'processed' as const, page_count: 12 };
    await applyFileEvent(db, { event: 'file_processed', result });
    expect(files.get(7)).toEqual(result);
  });

  it('file_deleted removes the file and what was made from it', async () => {
    const { db, files, derived } = memoryDb();
    await applyFileEvent(db, { event: 'file_deleted', data: data({}) });
    expect(files.has(7)).toBe(false);
    expect(derived).toEqual({ keyConcepts: [8], flashcards: [], quizQuestions: [9] });
  });
});

describe('socketUrl', () => {
  it('uses ws on http and wss on https, same host', () => {
    expect(socketUrl('abc', { protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/ws/abc',
    );
    expect(socketUrl('abc', { protocol: 'https:', host: 'mnemo.app' })).toBe(
      'wss://mnemo.app/ws/abc',
    );
  });
});

describe('answers the server posts by itself', () => {
  it('chat_message stores the message in its chat and moves the chat up', async () => {
    const messages: unknown[] = [];
    const histories = new Map([[3, { id: 3, updated_at: '2026-01-01T00:00:00Z' }]]);
    const db = {
      messages: { put: async (row: unknown) => void messages.push(row) },
      histories: {
        update: async (id: number, patch: { updated_at: string }) => {
          const row = histories.get(id);
          if (row) histories.set(id, { ...row, ...patch });
        },
      },
      transaction: async (_mode: string, _a: unknown, _b: unknown, body: () => Promise<void>) =>
        body(),
    } as unknown as MnemoDb;
    const message = {
      id: 12,
      content:
        'The Calvin cycle fixes carbon dioxide [lecture.pdf p. 2](https://x/lecture.pdf#page=2)',
      sender: 'bot' as const,
      timestamp: '2026-01-02T00:00:00Z',
      is_liked: 0 as const,
      is_disliked: 0 as const,
    };
    await applyFileEvent(db, { event: 'chat_message', data: { history_id: 3, message } });
    expect(messages).toEqual([{ ...message, history_id: 3 }]);
    expect(histories.get(3)?.updated_at).toBe('2026-01-02T00:00:00Z');
  });
});
