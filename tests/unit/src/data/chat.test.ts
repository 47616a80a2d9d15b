// Chat, local-first (real Dexie on fake-indexeddb): a question shows at once, waits while the
// server cannot be reached, and is posted in order (a new chat created first); the server's
// stored messages replace it and any answer this device gave meanwhile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistory, Message } from '../../../../contract';
import type { MnemoDb } from '../../../../src/data/db';
import { closeUserDb, freshDb } from './real-db';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));
const refreshSubscription = vi.fn();
vi.mock('../../../../src/data/session/subscription', () => ({
  refreshSubscription: () => refreshSubscription(),
}));
const answerOnDevice = vi.fn();
vi.mock('../../../../src/data/device-engine', () => ({
  answerOnDevice: (...a: unknown[]) => answerOnDevice(...a),
}));

const { ApiError, NETWORK_ERROR } = await import('../../../../src/data/api');
const chat = await import('../../../../src/data/chat');
const outbox = await import('../../../../src/data/outbox');

const msg = (id: number, sender: 'user' | 'bot', content = `m${id}`): Message => ({
  id,
  content,
  sender,
  timestamp: `2026-01-01T00:00:0${id % 10}Z`,
  is_liked: 0,
  is_disliked: 0,
});
const history: ChatHistory = {
  id: 7,
  title: 'T',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  file_ids: [],
  messages: [msg(1, 'user'), msg(2, 'bot')],
};
const prefs = { selectedLanguage: 'German', comprehensionLevel: 'Intermediate' } as const;

type Init = { method?: string; body?: string };
const offline = () => apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
/** The server: new histories get id 50, a question gets [user 60, bot 61]. */
function online() {
  apiFetch.mockReset();
  apiFetch.mockImplementation(async (path: string, init: Init = {}) => {
    if (path.startsWith('/api/v1/histories') && init.method === 'POST')
      return { id: 50, title: new URLSearchParams(path.split('?')[1]).get('title') };
    if (path.startsWith('/api/v1/messages')) {
      const q = new URLSearchParams(path.split('?')[1]).get('message') ?? '';
      return [msg(60, 'user', q), msg(61, 'bot', `Server answer to ${q}`)];
    }
    if (path.startsWith('/api/v1/histories?updated_since='))
      return {
        items: [history],
        sync: { cursor: 'c1', full: true, deleted_ids: [], has_more: false },
      };
    return undefined;
  });
}
const calls = () =>
  apiFetch.mock.calls.map((call) => {
    const [path, init] = call as [string, Init?];
    return `${init?.method ?? 'GET'} ${path}`;
  });

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  apiFetch.mockReset();
  answerOnDevice.mockReset();
  chat.selectHistory(null);
});
afterEach(() => closeUserDb());

describe('chat data', () => {
  it('pulls histories and their messages', async () => {
    online();
    await chat.pullHistories();
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/histories?updated_since=0');
    expect(await db.histories.get(7)).not.toHaveProperty('messages');
    expect(await db.messages.get(2)).toMatchObject({ history_id: 7, sender: 'bot' });
  });

  it('posts a question in the selected chat with language and level, keeping the server messages', async () => {
    online();
    await chat.pullHistories();
    const sent = await chat.sendMessage('What is ATP?', 7, prefs);
    expect(calls().at(-1)).toBe(
      'POST /api/v1/messages?message=What+is+ATP%3F&history-id=7&language=German&comprehensionLevel=Intermediate',
    );
    expect(sent.answer?.map((m) => m.id)).toEqual([60, 61]);
    const rows = await db.messages.where('history_id').equals(7).toArray();
    expect(rows.map((m) => m.id).sort()).toEqual([1, 2, 60, 61]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a question asked offline, in a new chat titled by it, and sends both in order', async () => {
    offline();
    const sent = await chat.sendMessage('Explain osmosis', null, prefs);
    expect(sent.answer).toBeNull();
    expect(outbox.isTemporaryId(sent.historyId)).toBe(true);
    expect(await db.histories.get(sent.historyId)).toMatchObject({ title: 'Explain osmosis' });
    expect(await db.messages.get(sent.localId)).toMatchObject({
      content: 'Explain osmosis',
      sender: 'user',
      local: 'waiting',
      history_id: sent.historyId,
    });
    expect((await db.outbox.toArray()).map((r) => r.type)).toEqual([
      'chat.history',
      'chat.message',
    ]);

    // The engine on this device answers meanwhile.
    answerOnDevice.mockResolvedValue('On-device answer [notes.pdf p. 2](u#page=2)');
    expect(await chat.answerWaitingQuestion(sent, 'Explain osmosis', prefs)).toBe(true);
    expect(answerOnDevice).toHaveBeenCalledWith('Explain osmosis', [], 'Intermediate');
    const device = (await db.messages.toArray()).find((m) => m.local === 'device');
    expect(device).toMatchObject({ sender: 'bot', answers: sent.localId });

    online();
    await outbox.flushOutbox();
    expect(calls()).toEqual([
      'POST /api/v1/histories?title=Explain+osmosis',
      'POST /api/v1/messages?message=Explain+osmosis&history-id=50&language=German&comprehensionLevel=Intermediate',
    ]);
    // The history keeps the server's messages only: no waiting question, no device answer.
    expect(await db.histories.get(sent.historyId)).toBeUndefined();
    const kept = await db.messages.where('history_id').equals(50).toArray();
    expect(kept.map((m) => [m.id, m.content, m.local])).toEqual([
      [60, 'Explain osmosis', undefined],
      [61, 'Server answer to Explain osmosis', undefined],
    ]);
    expect(await db.messages.count()).toBe(2);
  });

  it('does not answer on the device once the question has been sent', async () => {
    online();
    await chat.pullHistories();
    const sent = await chat.sendMessage('hi', 7, prefs);
    answerOnDevice.mockResolvedValue('late');
    expect(await chat.answerWaitingQuestion(sent, 'hi', prefs)).toBe(false);
    expect((await db.messages.toArray()).some((m) => m.local)).toBe(false);
  });

  it('keeps questions not sent yet through a pull', async () => {
    offline();
    const sent = await chat.sendMessage('Still waiting', 7, prefs);
    online();
    await chat.pullHistories();
    expect(await db.messages.get(sent.localId)).toMatchObject({ local: 'waiting' });
    expect(await db.messages.get(2)).toBeDefined();
  });

  it('starts a new chat on the device and creates it on the server in order', async () => {
    offline();
    const row = await chat.newChat();
    expect(outbox.isTemporaryId(row.id)).toBe(true);
    online();
    await outbox.flushOutbox();
    expect(calls()).toEqual(['POST /api/v1/histories?title=New+Chat']);
    expect(await db.histories.get(50)).toMatchObject({ id: 50 });
  });

  it('drops a chat made offline, with its queued questions, when it is deleted', async () => {
    offline();
    const sent = await chat.sendMessage('Never mind', null, prefs);
    await chat.deleteHistory(sent.historyId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
    online();
    await outbox.flushOutbox();
    expect(calls()).toEqual([]);
  });

  it('deletes a history with its messages', async () => {
    online();
    await chat.pullHistories();
    await chat.deleteHistory(7);
    expect(apiFetch.mock.calls.at(-1)).toEqual(['/api/chat/history/7', { method: 'DELETE' }]);
    expect(await db.histories.count()).toBe(0);
    expect(await db.messages.count()).toBe(0);
  });

  it('undoes a question the server refuses and says so', async () => {
    const refused = vi.fn();
    const off = outbox.onOutboxFailure(refused);
    offline();
    await chat.sendMessage('x'.repeat(20), 7, prefs);
    apiFetch.mockReset();
    apiFetch.mockRejectedValue(new ApiError(404, 'Not Found'));
    await outbox.flushOutbox();
    off();
    expect(await db.messages.count()).toBe(0);
    expect(refused).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'message', action: 'create', detail: ['x'.repeat(20)] }),
    );
  });

  it('reads the subscription again when a queued question meets the chat gate (402)', async () => {
    offline();
    await chat.sendMessage('Still subscribed?', 7, prefs);
    apiFetch.mockReset();
    apiFetch.mockRejectedValue(new ApiError(402, 'Your subscription does not open the chat.'));
    refreshSubscription.mockClear();
    await outbox.flushOutbox();
    expect(refreshSubscription).toHaveBeenCalled();
    expect(await db.messages.count()).toBe(0);
  });
});
