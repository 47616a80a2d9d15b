// @vitest-environment jsdom
// SPEC point 9 "Business constants and limits": each constant where it takes effect, on the real
// screens (real Dexie over fake-indexeddb, the API behind a stubbed fetch), with the clock read
// where a delay is the constant. The values are written out here, never imported.
import {
  concept,
  flashcard,
  history,
  mount,
  screen,
  seedFiles,
  server,
  shown,
  signedIn,
  stage,
  unstage,
  mountChat,
} from './harness';
import { act, fireEvent, render, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from '../../src/app/lazy';
import { RouteError } from '../../src/app/RouteError';
import { startLive, stopLive } from '../../src/data/live';
import WelcomePage from '../../src/features/onboarding/WelcomePage';
import { SettingsPage } from '../../src/features/settings/SettingsPage';
import { configureAnalytics, type EventProps } from '../../src/telemetry/analytics';
import { CaptureQueue } from '../../src/telemetry/capture-queue';
import { ToastList, ToastProvider, useToast } from '../../src/ui/toasts';
import { fileRecord } from '../unit/src/fixtures';
import { NamedWorker, net } from './fake-socket';

vi.mock('comlink', async (actual) =>
  (await import('./fake-socket')).comlinkWithFakeSocket(await actual()),
);

const root = path.resolve(import.meta.dirname, '../..');

beforeEach(() => void stage());
afterEach(async () => {
  vi.useRealTimers();
  configureAnalytics(null);
  await unstage();
});

/** Delays passed to setTimeout from now on (the timers still run). */
function recordDelays() {
  const real = globalThis.setTimeout;
  const delays: number[] = [];
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    run: () => void,
    ms?: number,
    ...rest: unknown[]
  ) => {
    delays.push(ms ?? 0);
    return real(run, ms, ...rest);
  }) as typeof setTimeout);
  return delays;
}

async function openViewer(patch: Parameters<typeof fileRecord>[1] = {}) {
  await seedFiles(fileRecord(1, { file_name: 'lecture.mp4', file_type: 'video', ...patch }));
  const view = await mountChat();
  const name = new RegExp(`^${(patch.file_name ?? 'lecture.mp4').replace(/\./g, '\\.')}`);
  await view.user.click(await screen.findByRole('button', { name }, { timeout: 6000 }));
  return view;
}

/** The media query list of a window `width` px wide (max-width queries only). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

describe('SPEC point 9, business constants and limits', () => {
  it('Toast default duration 5000 ms', () => {
    vi.useFakeTimers();
    function Notify() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show('Saved.')}>
          notify
        </button>
      );
    }
    render(
      <ToastProvider>
        <Notify />
        <ToastList />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved.')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('Chunk load timeout 120000 ms', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const Page = lazyRoute<object>(() => new Promise<{ default: () => null }>(() => undefined), 4);
    const router = createMemoryRouter([
      { path: '/', element: <Page />, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(119_999)));
    expect(screen.queryByText('Loading chunk 4 failed')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    vi.useRealTimers();
    expect(await shown('Loading chunk 4 failed')).toBeTruthy();
  });

  it('Onboarding has 3 steps', async () => {
    const { user } = mount(<WelcomePage />, { path: '/welcome', session: signedIn() });
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('Maximum 10 files per upload or attachment', async () => {
    await mountChat();
    const input = document.querySelector<HTMLInputElement>('.chat-input input[type="file"]');
    const files = Array.from(
      { length: 12 },
      (_, i) => new File(['%PDF'], `f${i}.pdf`, { type: 'application/pdf' }),
    );
    fireEvent.change(input as HTMLInputElement, { target: { files } });
    const attached = within(screen.getByRole('list', { name: 'Attached files' }));
    expect(attached.getAllByRole('listitem')).toHaveLength(10);
  });

  it('Rapid-submit guard for new key concepts: 2000 ms', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    server.on('POST', /key-concepts$/, {
      status: 400,
      statusText: 'Bad Request',
      body: { detail: 'Refused.' },
    });
    const { user } = await openViewer({ file_type: 'pdf', file_name: 'notes.pdf' });
    await user.click(
      await screen.findByRole('button', { name: '+ Add Concept' }, { timeout: 6000 }),
    );
    await user.type(screen.getByLabelText('Concept Title'), 'Osmosis');
    await user.type(screen.getByLabelText('Explanation'), 'Water moves.');
    const posts = () => server.calls.filter((c) => c.startsWith('POST')).length;
    await user.click(screen.getByRole('button', { name: 'Add Key Concept' }));
    await vi.waitFor(() => expect(posts()).toBe(1));
    await screen.findByRole('alert');
    now.mockReturnValue(1_001_999);
    await user.click(screen.getByRole('button', { name: 'Add Key Concept' }));
    expect(posts()).toBe(1);
    now.mockReturnValue(1_002_000);
    await user.click(screen.getByRole('button', { name: 'Add Key Concept' }));
    await vi.waitFor(() => expect(posts()).toBe(2));
  });

  it('Highlight after a jump without a segment end: 2 s', async () => {
    server.concepts = [
      concept(1, { source_video_timestamp_start_seconds: 10 }),
      concept(2, {
        source_video_timestamp_start_seconds: 10,
        source_video_timestamp_end_seconds: 25,
      }),
    ];
    const { user } = await openViewer();
    const card = (id: number) => screen.getByText(`Concept ${id}`).closest('li');
    const delays = recordDelays();
    await user.click(await shown('Found in: 00:10'));
    expect(card(1)?.classList.contains('highlighted')).toBe(true);
    expect(delays).toContain(2000);
    // With a segment, the length of the segment.
    delays.length = 0;
    await user.click(await shown('Found in: 00:10 - 00:25'));
    expect(card(2)?.classList.contains('highlighted')).toBe(true);
    expect(delays).toContain(15000);
  });

  it('File-list page sizes offered: 10, 25, 50', async () => {
    await seedFiles(...Array.from({ length: 21 }, (_, i) => fileRecord(i + 1)));
    const { user } = await mountChat();
    const size = screen.getByRole('combobox', { name: 'Files per page' }) as HTMLSelectElement;
    expect([...size.options].map((o) => o.textContent)).toEqual(['10', '25', '50']);
    // The shared state defaults to page 1 and size 10.
    expect(size.value).toBe('10');
    await vi.waitFor(() => expect(server.calls).toContain('GET /api/v1/files?page=1&page_size=10'));
    // A next page exists while page times page size is below the total (21).
    await shown('Page 1 of 3');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    await user.click(next);
    await shown('Page 2 of 3');
    expect(next.disabled).toBe(false);
    await user.click(next);
    await shown('Page 3 of 3');
    expect(next.disabled).toBe(true);
  });

  it('History preview 140 characters', async () => {
    server.histories = [history(1, [`${'x'.repeat(200)}`])];
    await seedFiles(
      fileRecord(1, { file_name: `${'a'.repeat(40)}.pdf` }),
      fileRecord(2, { file_name: `https://youtu.be/${'b'.repeat(40)}`, file_type: 'youtube' }),
    );
    await mountChat();
    expect(await shown(`${'x'.repeat(140)}...`)).toBeTruthy();
    // File names cut at 30 characters, video-link names at 40.
    expect(screen.getByText(`${'a'.repeat(27)}...`)).toBeTruthy();
    expect(screen.getByText(`YouTube: https://youtu.be/${'b'.repeat(11)}...`)).toBeTruthy();
  });

  it('Mobile layout breakpoint 768 px', async () => {
    windowWidth(768);
    await mountChat();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Knowledge',
      'Chat',
      'History',
    ]);
    unstageView();
    windowWidth(769);
    await mountChat();
    expect(screen.queryByRole('tab', { name: 'Knowledge' })).toBeNull();
  });

  it('Time display: mm:ss, or hh:mm:ss when at least 3600 s', async () => {
    server.concepts = [
      concept(1, { source_video_timestamp_start_seconds: 3599 }),
      concept(2, { source_video_timestamp_start_seconds: 3600 }),
      concept(3, { source_video_timestamp_start_seconds: 0 }),
    ];
    await openViewer();
    expect(await shown('Found in: 59:59')).toBeTruthy();
    expect(screen.getByText('Found in: 01:00:00')).toBeTruthy();
    // An empty value gives '00:00'.
    expect(screen.getByText('Found in: 00:00')).toBeTruthy();
  });

  it('Flashcard review percentage rounded to a whole number', async () => {
    server.flashcards = [flashcard(1), flashcard(2), flashcard(3)];
    const { user } = await openViewer({ file_type: 'pdf', file_name: 'notes.pdf' });
    await user.click(await screen.findByRole('tab', { name: 'Flashcards' }, { timeout: 6000 }));
    await shown('Card 1 of 3');
    // The first card shows before the others have loaded; answering waits for them.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /Known/ }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: /Known/ }));
    expect(await shown('Reviewed: 1/3 (33%)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Known/ }));
    expect(await shown('Reviewed: 2/3 (67%)')).toBeTruthy();
  });

  it('Video extensions: mp4, webm, ogg, mov', async () => {
    const names = ['a.mp4', 'b.webm', 'c.ogg', 'd.mov', 'e.jpg', 'f.jpeg', 'g.png', 'h.gif'];
    await seedFiles(
      ...names.map((name, i) =>
        fileRecord(i + 1, { file_name: name, file_type: 'text', file_url: `/f/${name}` }),
      ),
    );
    const { user } = await mountChat();
    const shownAs: Record<string, string> = {};
    for (const name of names) {
      await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
      const dialog = await screen.findByRole('dialog');
      await vi.waitFor(() => expect(dialog.querySelector('video, img')).toBeTruthy());
      shownAs[name] = dialog.querySelector('video') ? 'video' : 'image';
      await user.click(screen.getByRole('button', { name: 'Close viewer' }));
    }
    // Image extensions: jpg, jpeg, png, gif.
    expect(shownAs).toEqual({
      'a.mp4': 'video',
      'b.webm': 'video',
      'c.ogg': 'video',
      'd.mov': 'video',
      'e.jpg': 'image',
      'f.jpeg': 'image',
      'g.png': 'image',
      'h.gif': 'image',
    });
  });

  it('Socket: up to 5 retries, delay 1000 ms times 2 to the power of the attempt number', async () => {
    vi.stubGlobal('Worker', NamedWorker);
    net.sockets.length = 0;
    net.timers.length = 0;
    await startLive('u1');
    try {
      await mountChat();
      act(() => net.last.open());
      act(() => net.last.drop());
      const delays: number[] = [];
      for (let retry = 1; retry <= 5; retry += 1) {
        act(() => void delays.push(net.tick()));
        act(() => net.last.drop());
      }
      expect(delays).toEqual([2000, 4000, 8000, 16000, 32000]);
      expect(net.timers.filter((t) => !t.cleared)).toHaveLength(0);
      expect(net.sockets).toHaveLength(6);
      expect(
        await shown('Could not re-establish real-time connection. Please refresh the page.'),
      ).toBeTruthy();
    } finally {
      await stopLive();
    }
  });

  it('Analytics send retries: 3, delay 1000 ms times 2 to the power of the attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sleeps: number[] = [];
    const send = vi.fn(async () => new Response('', { status: 503 }));
    const queue = new CaptureQueue({
      url: 'https://analytics.example/batch/',
      apiKey: 'phc_test',
      fetch: send,
      sleep: async (ms) => void sleeps.push(ms),
    });
    queue.enqueue({ event: 'page_view', properties: {} });
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('Speech recognition is continuous with interim results', async () => {
    const made: { continuous: boolean; interimResults: boolean }[] = [];
    class Recognition {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult = null;
      onend = null;
      onerror = null;
      constructor() {
        made.push(this);
      }
      start() {}
      stop() {}
      abort() {}
    }
    vi.stubGlobal('SpeechRecognition', Recognition);
    vi.stubGlobal('SpeechGrammarList', function SpeechGrammarList() {});
    const { user } = await mountChat();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    expect(made[0]).toMatchObject({ continuous: true, interimResults: true });
  });

  it("The plan is called 'standard' in analytics", async () => {
    const captured: { name: string; props: EventProps }[] = [];
    configureAnalytics({
      capture: (name, props) => void captured.push({ name, props }),
      identify: () => undefined,
      reset: () => undefined,
      flush: async () => undefined,
    });
    const { user } = await mountChat();
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    const click = captured.find((c) => c.name === 'button_click');
    expect(click?.props.plan).toBe('standard');
  });

  it('Defaults: language English, comprehension level Beginner, dark mode off', async () => {
    mount(<SettingsPage payment={null} />, { path: '/settings' });
    const language = (await screen.findByRole('combobox', {
      name: 'Language',
    })) as HTMLSelectElement;
    expect(language.value).toBe('English');
    expect((screen.getByRole('radio', { name: 'Beginner' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: /Dark mode/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('Identity library timing: the token is refreshed 5 minutes before expiry, with retry backoff from 30 s doubling up to 16 minutes', () => {
    // The identity library's own policy (we do not override it): read from the version shipped.
    const declared = fs.readFileSync(
      path.join(root, 'node_modules/@firebase/auth/dist/node/src/core/user/proactive_refresh.d.ts'),
      'utf8',
    );
    expect(declared).toMatch(/OFFSET = 300000/);
    expect(declared).toMatch(/RETRY_BACKOFF_MIN = 30000/);
    expect(declared).toMatch(/RETRY_BACKOFF_MAX = 960000/);
  });
});

describe('SPEC point 9, analytics events', () => {
  const bullet =
    'Analytics event names used: homepage_signup_click, homepage_message_attempt, homepage_file_selected (file type and size), homepage_interaction, cta_clicked, user_logged_in, user_signup, user_signin, user_signin_attempt, user_signup_attempt, user_logout_attempt, onboarding_started, onboarding_step, onboarding_completed, onboarding_skipped, page_view, button_click, user_logout, chat_message_sent, file_upload, file_delete_initiated, file_view_clicked, file_view_closed, error';
  const names = bullet
    .replace(/^[^:]*: /, '')
    .replace(/ \([^)]*\)/g, '')
    .split(', ');
  const source = fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(root, 'src', file), 'utf8'))
    .join('\n');

  it.each(names)('%s is sent by the app', (name) => {
    expect(source).toContain(`'${name}'`);
  });
});

/** Unmounts the screen mounted so far (the database stays). */
function unstageView() {
  document.body.innerHTML = '';
}
