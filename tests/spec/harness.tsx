// The conformance suite's stage: the app's real screens on a real Dexie over fake-indexeddb, the
// API answered by an in-memory stand-in behind a stubbed `fetch` (so the app's own request and
// error handling runs), a signed-in student's session, toasts shown. Tests drive the screens with
// Testing Library and assert the exact words the student reads.
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { ChatHistory, FileRecord, Flashcard, KeyConcept, QuizQuestion } from '../../contract';
import { setTokenSource } from '../../src/data/api';
import { closeUserDb, openUserDb, type MnemoDb } from '../../src/data/db';
import { closeViewer, setFilesPaging } from '../../src/data/files';
import { disposeOutbox } from '../../src/data/outbox';
import type { Session } from '../../src/data/session';
import OutboxNotices from '../../src/app/OutboxNotices';
import { ToastList, ToastProvider } from '../../src/ui/toasts';
import {
  fakeSession,
  subscriptionWith,
  TEST_USER,
  WithSession,
} from '../unit/src/app/fake-session';

export { fakeSession, subscriptionWith, TEST_USER };

/** What a stand-in route answers: a JSON body (200), or a status with a body. */
export type Answer = { status: number; statusText?: string; body?: unknown } | 'offline';
type Handler = (req: {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}) => Answer | Promise<Answer>;

export const ok = (body: unknown): Answer => ({ status: 200, body });

/** The server's data for the signed-in student, and per-test overrides of any call. */
export const server = {
  files: [] as FileRecord[],
  concepts: [] as KeyConcept[],
  flashcards: [] as Flashcard[],
  quizzes: [] as QuizQuestion[],
  histories: [] as ChatHistory[],
  calls: [] as string[],
  /** The JSON body of the request being answered. */
  body: null as unknown,
  overrides: [] as { method: string; pattern: RegExp; handler: Handler }[],
  /** Answers `METHOD pattern` (matched against the path without the query) with `handler`. */
  on(method: string, pattern: RegExp, handler: Handler | Answer): void {
    const h: Handler = typeof handler === 'function' ? handler : () => handler;
    this.overrides.unshift({ method, pattern, handler: h });
  },
  held: [] as ((answer: Answer) => void)[],
  /** An answer that does not come while the test runs (released as 'offline' after it). */
  hold(): Promise<Answer> {
    return new Promise((resolve) => this.held.push(resolve));
  },
  reset(): void {
    for (const release of this.held) release('offline');
    this.held = [];
    this.files = [];
    this.concepts = [];
    this.flashcards = [];
    this.quizzes = [];
    this.histories = [];
    this.calls = [];
    this.overrides = [];
  },
};

const list = (key: string, items: unknown[]) =>
  ok({ status: 'success', data: { [key]: items }, count: items.length, message: '' });

// A whole screen on a real database takes a second or two on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const SYNC = { cursor: 'c1', full: true, deleted_ids: [], has_more: false };

/** The mirror's incremental reads (`updated_since`): everything, once. */
function syncAnswer(path: string): Answer | null {
  if (path === '/api/v1/reviews')
    return ok({ status: 'success', data: { logs: [], states: [] }, sync: SYNC });
  if (path === '/api/v1/histories') return ok({ items: server.histories, sync: SYNC });
  if (path === '/api/v1/files')
    return ok({
      items: server.files,
      page: 1,
      page_size: 100,
      total: server.files.length,
      sync: SYNC,
    });
  const lists: Record<string, [string, unknown[]]> = {
    '/api/v1/key-concepts': ['key_concepts', server.concepts],
    '/api/v1/flashcards': ['flashcards', server.flashcards],
    '/api/v1/quiz-questions': ['quizzes', server.quizzes],
  };
  const found = lists[path];
  if (!found) return null;
  const [key, items] = found;
  return ok({
    status: 'success',
    data: { [key]: items },
    count: items.length,
    message: '',
    sync: SYNC,
  });
}

const TEMPLATES = {
  'key-concepts': () => concept(0),
  flashcards: () => flashcard(0),
  'quiz-questions': () => quizQuestion(0),
} as const;
let nextId = 900;

/** A created or updated study item as the server answers it: the template, then the body's fields. */
function studyWrite(
  kind: keyof typeof TEMPLATES,
  fileId: number,
  id: number | null,
  body: unknown,
): Answer {
  const lists = {
    'key-concepts': server.concepts,
    flashcards: server.flashcards,
    'quiz-questions': server.quizzes,
  };
  const items = lists[kind] as { id: number }[];
  const before =
    id === null
      ? { ...TEMPLATES[kind](), id: nextId++, file_id: fileId }
      : items.find((i) => i.id === id);
  if (!before) return { status: 404, statusText: 'Not Found', body: { detail: 'Not found' } };
  const fields = Object.fromEntries(
    Object.entries(body as object).filter(([key, value]) => key in before && value !== undefined),
  );
  const item = { ...before, ...fields };
  if (id === null) items.push(item);
  else items.splice(items.indexOf(before), 1, item);
  return ok({ status: 'success', data: item, message: 'ok' });
}

function defaultAnswer(method: string, path: string, query: URLSearchParams): Answer {
  if (path === '/api/health') return ok({ status: 'ok' });
  const write =
    /^\/api\/v1\/files\/(\d+)\/(key-concepts|flashcards|quiz-questions)(?:\/(\d+))?$/.exec(path);
  if (write && method !== 'GET' && method !== 'DELETE') {
    const kind = write[2] as keyof typeof TEMPLATES;
    return studyWrite(kind, Number(write[1]), write[3] ? Number(write[3]) : null, server.body);
  }
  if (method === 'POST' && path === '/api/v1/histories') {
    const id = nextId++;
    return ok({
      id,
      title: query.get('title') ?? 'New Chat',
      created_at: '2026-01-09T00:00:00Z',
      updated_at: '2026-01-09T00:00:00Z',
      file_ids: [],
      messages: [],
    });
  }
  if (method === 'GET' && query.has('updated_since')) {
    const answer = syncAnswer(path);
    if (answer) return answer;
  }
  const m = /^\/api\/v1\/files\/(\d+)\/(key-concepts|flashcards|quiz-questions)$/.exec(path);
  if (method === 'GET' && m) {
    const fileId = Number(m[1]);
    if (m[2] === 'key-concepts')
      return ok({
        status: 'success',
        data: { key_concepts: server.concepts.filter((c) => c.file_id === fileId) },
      });
    if (m[2] === 'flashcards')
      return list(
        'flashcards',
        server.flashcards.filter((c) => c.file_id === fileId),
      );
    return list(
      'quizzes',
      server.quizzes.filter((c) => c.file_id === fileId),
    );
  }
  if (method === 'GET' && path === '/api/v1/files') {
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 10);
    const items = server.files.slice((page - 1) * size, page * size);
    return ok({ items, page, page_size: size, total: server.files.length });
  }
  const one = /^\/api\/v1\/files\/(\d+)$/.exec(path);
  if (method === 'GET' && one) {
    const file = server.files.find((f) => f.id === Number(one[1]));
    return file
      ? ok(file)
      : { status: 404, statusText: 'Not Found', body: { detail: 'File not found' } };
  }
  if (method === 'GET' && path === '/api/v1/histories') return ok({ items: server.histories });
  if (method === 'DELETE') return ok({ status: 'success', message: '' });
  // No batches: the outbox then sends one change at a time, each through its own route.
  return {
    status: 404,
    statusText: 'Not Found',
    body: { detail: `not stubbed: ${method} ${path}` },
  };
}

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const body =
    typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
  server.calls.push(`${method} ${url.pathname}${url.search}`);
  server.body = body;
  const req = { method, path: url.pathname, query: url.searchParams, body };
  const override = server.overrides.find(
    (o) => o.method === method && o.pattern.test(url.pathname),
  );
  const answer = override
    ? await override.handler(req)
    : defaultAnswer(method, url.pathname, url.searchParams);
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
    status: answer.status,
    statusText: answer.statusText ?? '',
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Upload bodies: the bytes kept in fake-indexeddb come back as Node's Blob, which jsdom's
 * FormData refuses; the stand-in server reads only the part names anyway.
 */
class PartsForm {
  readonly parts: [string, unknown, string | undefined][] = [];
  append(name: string, value: unknown, fileName?: string): void {
    this.parts.push([name, value, fileName]);
  }
  getAll(name: string): unknown[] {
    return this.parts.filter(([n]) => n === name).map(([, v]) => v);
  }
}

let db: MnemoDb | null = null;
let dbCount = 0;

/** A fresh database and stand-in server for the signed-in test user; call in beforeEach. */
export function stage(): MnemoDb {
  server.reset();
  closeUserDb();
  dbCount += 1;
  db = openUserDb(`spec-${dbCount}-${Math.random().toString(36).slice(2)}`);
  setTokenSource(async () => 'test-token');
  setFilesPaging({ page: 1, pageSize: 10 });
  closeViewer();
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('FormData', PartsForm);
  // The mirror's and outbox's background notes are not what these tests read.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = () => undefined;
  // jsdom has no media playback.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => undefined;
  return db;
}

export async function unstage(): Promise<void> {
  cleanup();
  // Requests held open are shared while in flight (de-duplicated): end them before the next test.
  for (const release of server.held) release('offline');
  server.held = [];
  // The outbox stops sending before its database closes (as on sign-out).
  disposeOutbox();
  await new Promise((resolve) => setTimeout(resolve, 0));
  closeUserDb();
  db = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** Seeds the stand-in server and this device with the same files (as after a pull). */
export async function seedFiles(...files: FileRecord[]): Promise<void> {
  server.files.push(...files);
  await db?.files.bulkPut(files);
}

export const signedIn = (patch: Partial<Session> = {}): Session =>
  fakeSession({ user: TEST_USER, subscription: subscriptionWith('active'), ...patch });

/** Renders `ui` at `path` of a memory router with toasts and a session; other paths are named. */
export function mount(
  ui: ReactNode,
  { path = '/chat', session = signedIn() }: { path?: string; session?: Session } = {},
) {
  const user = userEvent.setup();
  const result = render(
    <ToastProvider>
      <WithSession session={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </WithSession>
      <OutboxNotices />
      <ToastList />
    </ToastProvider>,
  );
  return { user, ...result };
}

/**
 * The chat screen with its panels and footer, which load after its first paint
 * (src/ui/AfterPaint.tsx): mounted, then waited for, so a test acts on the whole screen.
 */
export async function mountChat(session?: Session) {
  const { default: ChatRoute } = await import('../../src/app/ChatRoute');
  const view = mount(<ChatRoute />, session ? { session } : {});
  await waitFor(
    () => {
      if (!document.querySelector('.kb') || !document.querySelector('.chat-connection')) {
        throw new Error("the chat screen's panels have not loaded");
      }
    },
    { timeout: 10_000 },
  );
  // The panels come in a transition (time-sliced), whose effects (the live socket's toasts
  // subscribe there) React runs in a later task than the commit that put them on the page.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}

/** Any other route: says where the screen sent the student. */
function Where() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/** Finds the exact text anywhere on the screen (toasts, forms, lists), waiting for it. */
export const shown = (text: string, timeout = 6000) =>
  screen.findByText(text, undefined, { timeout });

export { screen };

/** Study items of file 1 (override any field). */
export const concept = (id: number, patch: Partial<KeyConcept> = {}): KeyConcept => ({
  id,
  file_id: 1,
  concept_title: `Concept ${id}`,
  concept_explanation: `Explanation ${id}`,
  source_page_number: null,
  source_video_timestamp_start_seconds: null,
  source_video_timestamp_end_seconds: null,
  is_custom: false,
  created_at: '2026-01-05T12:00:00Z',
  ...patch,
});

export const flashcard = (id: number, patch: Partial<Flashcard> = {}): Flashcard => ({
  id,
  file_id: 1,
  question: `Question ${id}?`,
  answer: `Answer ${id}`,
  key_concept_id: null,
  is_custom: false,
  created_at: '2026-01-05T12:00:00Z',
  ...patch,
});

export const quizQuestion = (id: number, patch: Partial<QuizQuestion> = {}): QuizQuestion => ({
  id,
  file_id: 1,
  question: `Capital ${id}?`,
  question_type: 'MCQ',
  correct_answer: 'Paris',
  distractors: ['Lyon', 'Nice'],
  key_concept_id: null,
  is_custom: false,
  difficulty: 'medium',
  created_at: '2026-01-05T12:00:00Z',
  ...patch,
});

export const history = (id: number, messages: string[]): ChatHistory => ({
  id,
  title: messages[0] ?? 'New Chat',
  created_at: `2026-01-0${id}T00:00:00Z`,
  updated_at: `2026-01-0${id}T00:00:00Z`,
  file_ids: [],
  messages: messages.map((content, i) => ({
    id: id * 100 + i,
    content,
    sender: i % 2 === 0 ? 'user' : 'bot',
    timestamp: `2026-01-0${id}T00:00:0${i}Z`,
    is_liked: 0,
    is_disliked: 0,
  })),
});
