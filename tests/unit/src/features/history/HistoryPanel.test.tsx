// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastList, ToastProvider } from '../../../../../src/ui/toasts';

const state = vi.hoisted(() => ({
  histories: [] as unknown[] | undefined,
  active: null as number | null,
}));
const chat = {
  pullHistories: vi.fn(async () => undefined),
  newChat: vi.fn(),
  deleteHistory: vi.fn(),
  selectHistory: vi.fn(),
};
vi.mock('../../../../../src/data/chat', () => ({
  useHistories: () => state.histories,
  useActiveHistory: () => state.active,
  pullHistories: () => chat.pullHistories(),
  newChat: () => chat.newChat(),
  deleteHistory: (id: number) => chat.deleteHistory(id),
  selectHistory: (id: number | null) => chat.selectHistory(id),
}));

const { HistoryPanel } = await import('../../../../../src/features/history/HistoryPanel');

const h = (id: number, content?: string) => ({
  id,
  title: 't',
  created_at: '',
  updated_at: '',
  file_ids: [],
  messages: content
    ? [
        {
          id,
          content,
          sender: 'user',
          timestamp: '',
          is_liked: false,
          is_disliked: false,
          history_id: id,
        },
      ]
    : [],
});

function setup() {
  render(
    <ToastProvider>
      <ToastList />
      <HistoryPanel />
    </ToastProvider>,
  );
  return userEvent.setup();
}

const apiError = (status: number) =>
  Object.assign(new Error('x'), { status, detail: 'x', body: null });

beforeEach(() => {
  state.histories = [];
  state.active = null;
  Object.values(chat).forEach((f) => f.mockClear());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HistoryPanel', () => {
  it('lists previews in the given (newest first) order, 140 characters or No messages', () => {
    state.histories = [h(2, 'x'.repeat(150)), h(1)];
    setup();
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain(`${'x'.repeat(140)}...`);
    expect(items[1]?.textContent).toContain('No messages');
    expect(chat.pullHistories).toHaveBeenCalled();
  });

  it('selects a chat', async () => {
    state.histories = [h(2, 'hello')];
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'hello' }));
    expect(chat.selectHistory).toHaveBeenCalledWith(2);
  });

  it('starts a new chat with its toasts', async () => {
    const user = setup();
    chat.newChat.mockResolvedValueOnce({ id: 9 });
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await screen.findByText('New chat started')).toBeTruthy();
    expect(chat.selectHistory).toHaveBeenCalledWith(9);
    chat.newChat.mockRejectedValueOnce(apiError(500));
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await screen.findByText('Failed to start new chat')).toBeTruthy();
    chat.newChat.mockRejectedValueOnce(apiError(0));
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await screen.findByText('Error starting new chat')).toBeTruthy();
  });

  it('deletes after confirmation with its toasts', async () => {
    state.histories = [h(2, 'hello')];
    state.active = 2;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Delete chat: hello' }));
    expect(chat.deleteHistory).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    chat.deleteHistory.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Delete chat: hello' }));
    expect(await screen.findByText('Chat history deleted')).toBeTruthy();
    expect(chat.selectHistory).toHaveBeenCalledWith(null);
    chat.deleteHistory.mockRejectedValueOnce(apiError(404));
    await user.click(screen.getByRole('button', { name: 'Delete chat: hello' }));
    expect(await screen.findByText('Failed to delete history')).toBeTruthy();
    chat.deleteHistory.mockRejectedValueOnce(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Delete chat: hello' }));
    expect(await screen.findByText('Error deleting history')).toBeTruthy();
  });
});
