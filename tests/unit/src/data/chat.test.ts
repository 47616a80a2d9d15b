import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistory, Message } from '../../../../contract';
import { memoryDb } from './fake-db';

const apiFetch = vi.fn();
let current = memoryDb();
vi.mock('../../../../src/data/api', () => ({ apiFetch: (...a: unknown[]) => apiFetch(...a) }));
vi.mock('../../../../src/data/db', () => ({
  getDb: () => current.db,
  requireDb: () => current.db,
  useDb: () => current.db,
}));

const chat = await import('../../../../src/data/chat');

const msg = (id: number, sender: 'user' | 'bot'): Message => ({
  id,
  content: `m${id}`,
  sender,
  timestamp: `2026-01-01T00:00:0${id}Z`,
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

beforeEach(() => {
  current = memoryDb();
  apiFetch.mockReset();
});

describe('chat data', () => {
  const sync = { cursor: 'c1', full: true, deleted_ids: [], has_more: false };

  it('pulls histories and their messages', async () => {
    apiFetch.mockResolvedValue({ items: [history], sync });
    await chat.pullHistories();
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/histories?updated_since=0');
    expect(current.tables.histories.rows.get(7)).not.toHaveProperty('messages');
    expect(current.tables.messages.rows.get(2)).toMatchObject({ history_id: 7, sender: 'bot' });
  });

  it('creates a history with the title in the query', async () => {
    apiFetch.mockResolvedValue({ id: 9, title: 'Hello there' });
    const row = await chat.createHistory('Hello there');
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/histories?title=Hello+there');
    expect(row).toMatchObject({ id: 9, title: 'Hello there' });
    expect(current.tables.histories.rows.has(9)).toBe(true);
  });

  it('starts a new chat', async () => {
    apiFetch.mockResolvedValue({ id: 11 });
    await chat.newChat();
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/chat/history');
    expect(current.tables.histories.rows.has(11)).toBe(true);
  });

  it('sends a message with history, language and level and stores both messages', async () => {
    await current.tables.histories.put({ ...history, messages: undefined });
    apiFetch.mockResolvedValue([msg(3, 'user'), msg(4, 'bot')]);
    await chat.sendMessage('What is ATP?', 7, {
      selectedLanguage: 'German',
      comprehensionLevel: 'Intermediate',
    });
    expect(apiFetch.mock.calls[0]?.[0]).toBe(
      '/api/v1/messages?message=What+is+ATP%3F&history-id=7&language=German&comprehensionLevel=Intermediate',
    );
    expect(current.tables.messages.rows.get(4)).toMatchObject({ history_id: 7 });
  });

  it('deletes a history with its messages', async () => {
    apiFetch.mockResolvedValueOnce({ items: [history], sync }).mockResolvedValueOnce(undefined);
    await chat.pullHistories();
    await chat.deleteHistory(7);
    expect(apiFetch.mock.calls[1]).toEqual(['/api/chat/history/7', { method: 'DELETE' }]);
    expect(current.tables.histories.rows.size).toBe(0);
    expect(current.tables.messages.rows.size).toBe(0);
  });
});
