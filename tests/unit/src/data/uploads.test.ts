// Uploads, local-first (real Dexie on fake-indexeddb): files attached while the server cannot be
// reached wait in the outbox with their bytes, are sent as the one upload they were, before the
// message sent with them, and leave the queue when removed from the list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '../../../../contract';
import type { MnemoDb } from '../../../../src/data/db';
import { fileRecord } from '../fixtures';
import { closeUserDb, freshDb } from './real-db';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));
vi.mock('../../../../src/data/device-engine', () => ({ answerOnDevice: async () => null }));

const { ApiError, NETWORK_ERROR } = await import('../../../../src/data/api');
const uploads = await import('../../../../src/data/uploads');
const chat = await import('../../../../src/data/chat');
const outbox = await import('../../../../src/data/outbox');

const prefs = { selectedLanguage: 'French', comprehensionLevel: 'Advanced' } as const;
const txt = (name: string, text = `bytes of ${name}`) =>
  new File([text], name, { type: 'text/plain' });

type Init = { method?: string; body?: FormData | string };
const offline = () => apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
/** What the server received: each call with the files of a multipart body (name: text). */
const received: { call: string; files: string[] }[] = [];
function online(refuseUploads = false) {
  apiFetch.mockReset();
  let nextId = 100;
  apiFetch.mockImplementation(async (path: string, init: Init = {}) => {
    const call = `${init.method ?? 'GET'} ${path.split('?')[0]}`;
    const files: string[] = [];
    if (init.body instanceof FormData) {
      for (const part of init.body.getAll('files') as File[])
        files.push(`${part.name}: ${await part.text()}`);
    }
    received.push({ call, files });
    if (call === 'POST /api/v1/files') {
      if (refuseUploads) throw new ApiError(415, 'notes.txt: this file type is not supported.');
      const made: FileRecord[] =
        typeof init.body === 'string'
          ? [fileRecord(nextId++, { file_name: 'youtube', file_type: 'youtube' })]
          : files.map((f) => fileRecord(nextId++, { file_name: f.split(':')[0] ?? '' }));
      const n = made.length;
      return { status: 'success', message: `${n} file(s) uploaded.`, data: { files: made } };
    }
    if (call === 'POST /api/v1/histories') return { id: 50, title: 't' };
    if (call === 'POST /api/v1/messages') return [];
    return undefined;
  });
}

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  apiFetch.mockReset();
  received.length = 0;
});
afterEach(() => closeUserDb());

describe('uploads made offline', () => {
  it('wait in the queue with their bytes and show in the list', async () => {
    offline();
    const { message, batch } = await uploads.uploadFilesLocalFirst(
      [txt('notes.txt'), txt('more.txt')],
      prefs,
    );
    expect(message).toBeNull();
    expect(outbox.isTemporaryId(batch)).toBe(true);
    const rows = await db.uploads.toArray();
    expect(rows.map((r) => [r.file_name, r.file_type, r.kind])).toEqual(
      expect.arrayContaining([
        ['notes.txt', 'text', 'file'],
        ['more.txt', 'text', 'file'],
      ]),
    );
    expect(await rows[0]?.blob?.text()).toMatch(/^bytes of /);
    expect(new Set(rows.map((r) => r.batch)).size).toBe(1);
    const queued = await db.outbox.toArray();
    expect(queued.map((r) => [r.type, r.v])).toEqual([['file.upload', 1]]);
    expect(queued[0]?.payload).toMatchObject({
      names: ['notes.txt', 'more.txt'],
      language: 'French',
      comprehensionLevel: 'Advanced',
    });
  });

  it('are sent as one upload, before the message sent with them', async () => {
    offline();
    const { batch } = await uploads.uploadFilesLocalFirst(
      [txt('notes.txt'), txt('more.txt')],
      prefs,
    );
    await chat.sendMessage('Summarize my notes', null, prefs, batch);
    online();
    await outbox.flushOutbox();
    expect(received.map((r) => r.call)).toEqual([
      'POST /api/v1/files',
      'POST /api/v1/histories',
      'POST /api/v1/messages',
    ]);
    // The message names the files it was sent with, by the ids the server gave them.
    const posted = apiFetch.mock.calls.map((c) => String(c[0])).at(-1) ?? '';
    expect(new URLSearchParams(posted.split('?')[1]).get('file-ids')).toBe('100,101');
    expect(received[0]?.files).toEqual([
      'notes.txt: bytes of notes.txt',
      'more.txt: bytes of more.txt',
    ]);
    expect(apiFetch.mock.calls[0]?.[0]).toBe(
      '/api/v1/files?language=French&comprehensionLevel=Advanced',
    );
    // The waiting rows gave way to the server's files.
    expect(await db.uploads.count()).toBe(0);
    expect((await db.files.toArray()).map((f) => f.file_name).sort()).toEqual([
      'more.txt',
      'notes.txt',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leave the queue when removed from the list; the rest of their upload still goes', async () => {
    offline();
    await uploads.uploadFilesLocalFirst([txt('keep.txt'), txt('drop.txt')], prefs);
    await uploads.uploadFilesLocalFirst([txt('alone.txt')], prefs);
    const byName = async (name: string) =>
      (await db.uploads.toArray()).find((r) => r.file_name === name)?.id ?? 0;
    await uploads.cancelUpload(await byName('drop.txt'));
    await uploads.cancelUpload(await byName('alone.txt'));
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toMatchObject({ names: ['keep.txt'] });
    online();
    await outbox.flushOutbox();
    expect(received.map((r) => r.files)).toEqual([['keep.txt: bytes of keep.txt']]);
  });

  it('a refused upload is undone and named; the message sent with it still goes', async () => {
    const refused = vi.fn();
    const off = outbox.onOutboxFailure(refused);
    offline();
    const { batch } = await uploads.uploadFilesLocalFirst([txt('notes.txt')], prefs);
    await chat.sendMessage('What is in my notes?', null, prefs, batch);
    online(true);
    await outbox.flushOutbox();
    off();
    expect(await db.uploads.count()).toBe(0);
    expect(refused).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'upload', action: 'create', detail: ['notes.txt'] }),
    );
    expect(received.map((r) => r.call)).toEqual([
      'POST /api/v1/files',
      'POST /api/v1/histories',
      'POST /api/v1/messages',
    ]);
    const posted = apiFetch.mock.calls.map((c) => String(c[0])).at(-1) ?? '';
    expect(posted).not.toContain('file-ids');
  });

  it('online, the form hears the server message, or its refusal', async () => {
    online();
    expect((await uploads.uploadFilesLocalFirst([txt('a.txt')], prefs)).message).toBe(
      '1 file(s) uploaded.',
    );
    online(true);
    await expect(uploads.uploadFilesLocalFirst([txt('notes.txt')], prefs)).rejects.toMatchObject({
      status: 415,
    });
    expect(await db.uploads.count()).toBe(0);
  });

  it('a YouTube link added offline is queued the same way', async () => {
    offline();
    expect(await uploads.addYoutubeLocalFirst(' https://youtu.be/dQw4w9WgXcQ ')).toBeNull();
    expect(await db.uploads.toArray()).toEqual([
      expect.objectContaining({ kind: 'youtube', file_name: 'https://youtu.be/dQw4w9WgXcQ' }),
    ]);
    online();
    await outbox.flushOutbox();
    const [path, init] = apiFetch.mock.calls[0] as [string, { body: string }];
    expect(path).toBe('/api/v1/files');
    expect(JSON.parse(init.body)).toEqual({ type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(await db.uploads.count()).toBe(0);
    expect(await db.files.count()).toBe(1);
  });

  it('keep the status the socket gave a file processed before the upload answer arrived', async () => {
    offline();
    await uploads.uploadFilesLocalFirst([txt('quick.txt')], prefs);
    await db.files.put(fileRecord(100, { file_name: 'quick.txt', status: 'processed' }));
    online();
    await outbox.flushOutbox();
    expect((await db.files.get(100))?.status).toBe('processed');
  });
});
