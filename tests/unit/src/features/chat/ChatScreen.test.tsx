// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastList, ToastProvider } from '../../../../../src/ui/toasts';
import { SessionContext, type Session } from '../../../../../src/data/session';

const live = vi.hoisted(() => ({
  status: 'connected',
  notice: null as ((n: string) => void) | null,
}));
vi.mock('../../../../../src/data/live', () => ({
  useSocketStatus: () => live.status,
  onSocketNotice: (l: (n: string) => void) => {
    live.notice = l;
    return () => undefined;
  },
}));
vi.mock('../../../../../src/data/chat-view', () => ({
  useActiveHistory: () => null,
  useMessages: () => [],
  selectHistory: vi.fn(),
}));
vi.mock('../../../../../src/data/chat', () => ({
  sendMessage: vi.fn(),
  answerWaitingQuestion: vi.fn(),
}));
vi.mock('../../../../../src/data/all-files', () => ({ useAllFiles: () => [] }));
vi.mock('../../../../../src/data/files', () => ({
  setFilesPaging: vi.fn(),
  openViewer: vi.fn(),
}));
vi.mock('../../../../../src/data/uploads', () => ({
  uploadFilesLocalFirst: vi.fn(),
  addYoutubeLocalFirst: vi.fn(),
}));

const { default: ChatScreen } = await import('../../../../../src/features/chat/ChatScreen');

const signOut = vi.fn(async () => undefined);
function setup(session: Partial<Session> = {}) {
  const value = {
    user: { uid: 'u' },
    authLoading: false,
    signingOut: false,
    signOut,
    ...session,
  } as unknown as Session;
  render(
    <SessionContext.Provider value={value}>
      <ToastProvider>
        <ToastList />
        <ChatScreen
          knowledge={<p>knowledge slot</p>}
          search={<p>search slot</p>}
          history={<p>history slot</p>}
          viewer={<p>viewer slot</p>}
        />
      </ToastProvider>
    </SessionContext.Provider>,
  );
  return userEvent.setup();
}

function mobile(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  live.status = 'connected';
  live.notice = null;
  signOut.mockClear();
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChatScreen', () => {
  it('waits for the session', () => {
    setup({ authLoading: true });
    expect(screen.getByText('Loading user session...')).toBeTruthy();
  });

  it('shows three columns with the panels, input, indicator and logout', async () => {
    mobile(false);
    const user = setup();
    for (const slot of ['knowledge slot', 'search slot', 'history slot', 'viewer slot']) {
      expect(screen.getByText(slot)).toBeTruthy();
    }
    expect(screen.getByPlaceholderText('Type your message or paste a link...')).toBeTruthy();
    // The footer's indicators load after the screen's first paint.
    expect(screen.queryByText('Connected')).toBeNull();
    expect(await screen.findByText('Connected', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('becomes three tabs at 768 px or less', async () => {
    mobile(true);
    const user = setup();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Knowledge',
      'Chat',
      'History',
    ]);
    expect(screen.getByText('knowledge slot').closest('aside')?.hidden).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Knowledge' }));
    expect(screen.getByText('knowledge slot').closest('aside')?.hidden).toBe(false);
    expect(
      screen.getByPlaceholderText('Type your message or paste a link...').closest('main')?.hidden,
    ).toBe(true);
  });

  it('toasts socket notices', async () => {
    setup();
    await screen.findByText('Connected', {}, { timeout: 10_000 });
    // The panels mount in a transition: their effect (where the screen subscribes) may come a task
    // after 'Connected' is on screen, and a listener left by an earlier test must not stand in.
    await vi.waitFor(() => expect(live.notice).not.toBeNull(), { timeout: 10_000 });
    act(() => live.notice?.('reconnecting'));
    expect(screen.getByText('Connection lost. Reconnecting...')).toBeTruthy();
    act(() => live.notice?.('failed'));
    expect(
      screen.getByText('Could not re-establish real-time connection. Please refresh the page.'),
    ).toBeTruthy();
  });
});
