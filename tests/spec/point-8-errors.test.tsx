// @vitest-environment jsdom
// SPEC point 8 "The error catalogue": each quoted message where the student reads it (toasts,
// alerts, error texts of the lists and forms), on the real screens with a real Dexie over
// fake-indexeddb and the API behind a stubbed fetch. "Socket" and "Live events" are in
// point-8-socket.test.tsx. Texts are written out here, never imported, so a change of wording
// fails. A device whose storage refuses a write (quota) stands for the failures that are not the
// server's answer.
import {
  concept,
  flashcard,
  history,
  mount,
  quizQuestion,
  screen,
  seedFiles,
  server,
  shown,
  signedIn,
  stage,
  TEST_USER,
  unstage,
  mountChat,
} from './harness';
import { fireEvent, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from '../../src/app/lazy';
import { RouteError } from '../../src/app/RouteError';
import { setTokenSource } from '../../src/data/api';
import type { MnemoDb } from '../../src/data/db';
import { deleteAccount } from '../../src/data/session/account';
import { sessionStore } from '../../src/data/session/store';
import {
  cancelSubscription,
  startTrial,
  subscribe,
  updatePayment,
} from '../../src/data/session/subscription';
import { PaymentSection } from '../../src/features/billing/PaymentSection';
import { SettingsPage } from '../../src/features/settings/SettingsPage';
import { subscriptionWith, TEST_CONFIG } from '../unit/src/app/fake-session';
import { fileRecord } from '../unit/src/fixtures';

// Stripe.js cannot load here: a stand-in with the parts the card form uses.
const loadStripeJs = vi.hoisted(() => vi.fn());
vi.mock('../../src/features/billing/stripe-js', () => ({ loadStripeJs }));

let db: MnemoDb;
beforeEach(() => {
  db = stage();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(unstage);

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
/** Changes can no longer be kept on this device (its disk is full): queuing one fails. */
const storageFull = () => vi.spyOn(db.outbox, 'add').mockRejectedValue(quotaExceeded());

/** The toast whose text starts with `lead`, whole (a second line keeps its line break). */
async function toastText(lead: string): Promise<string> {
  const found = await screen.findByText((_, el) =>
    Boolean(el?.classList.contains('toast-message') && el.textContent?.startsWith(lead)),
  );
  return found.textContent ?? '';
}

async function openViewer(patch: Parameters<typeof fileRecord>[1] = {}) {
  await seedFiles(fileRecord(1, { file_name: 'notes.pdf', ...patch }));
  const view = await mountChat();
  await view.user.click(
    await screen.findByRole('button', { name: /^notes\.pdf/ }, { timeout: 6000 }),
  );
  return view;
}

async function openTab(name: 'Key Concepts' | 'Flashcards' | 'Quiz') {
  const view = await openViewer();
  await view.user.click(await screen.findByRole('tab', { name }, { timeout: 6000 }));
  return view;
}

const refuse = (status: number, statusText: string, body: unknown = {}) => ({
  status,
  statusText,
  body,
});

describe('SPEC point 8, Generic', () => {
  it("the router's error screen: 'Unexpected Application Error!' and the message", async () => {
    function Broken(): never {
      throw new Error('The page broke.');
    }
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('The page broke.');
  });

  it("a chunk that fails to load: 'Loading chunk N failed'", async () => {
    const Page = lazyRoute<object>(
      () => Promise.reject<{ default: () => null }>(new TypeError('Failed to fetch')),
      3,
    );
    const router = createMemoryRouter([
      { path: '/', element: <Page />, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe(
      'Loading chunk 3 failed',
    );
  });

  it("a non-OK answer: the file error 'API Error: {text}'", async () => {
    server.on('GET', /^\/api\/v1\/files$/, refuse(500, 'Internal Server Error', 'db down'));
    await mountChat();
    expect(await shown('Error loading files: API Error: db down')).toBeTruthy();
  });

  it("a network exception: 'Failed to communicate with the server.'", async () => {
    server.on('GET', /^\/api\/v1\/search$/, 'offline');
    const { user } = await mountChat();
    await user.type(screen.getByRole('searchbox', { name: 'Search your files' }), 'osmosis{Enter}');
    expect(await shown('Search failed: Failed to communicate with the server.')).toBeTruthy();
  });

  it("a missing token: 'Authentication session expired. Please refresh.'", async () => {
    setTokenSource(async () => null);
    await mountChat();
    expect(
      await shown('Error loading files: Authentication session expired. Please refresh.'),
    ).toBeTruthy();
  });

  it("the viewer's fetches without a token: 'User token not available'", async () => {
    await seedFiles(fileRecord(1, { file_name: 'notes.pdf' }));
    const view = await mountChat();
    await view.user.click(
      await screen.findByRole('button', { name: /^notes\.pdf/ }, { timeout: 6000 }),
    );
    setTokenSource(async () => null);
    await view.user.click(await screen.findByRole('tab', { name: 'Flashcards' }));
    expect(await shown('User token not available')).toBeTruthy();
  });

  it("no detail and no status text: 'HTTP error! status: {code}'", async () => {
    server.on('GET', /key-concepts$/, refuse(500, '', 'x'));
    await openViewer();
    expect(await shown('Failed to fetch key concepts: HTTP error! status: 500')).toBeTruthy();
  });

  it("without detail: 'Failed to fetch key concepts: {status text}'", async () => {
    server.on('GET', /key-concepts$/, refuse(500, 'Internal Server Error'));
    await openViewer();
    expect(await shown('Failed to fetch key concepts: Internal Server Error')).toBeTruthy();
  });

  it("key concepts: 'Invalid response format from server'", async () => {
    server.on('GET', /key-concepts$/, { status: 200, body: { status: 'error' } });
    await openViewer();
    expect(await shown('Invalid response format from server')).toBeTruthy();
  });

  it("flashcards: 'API returned malformed data structure for flashcards'", async () => {
    server.on('GET', /flashcards$/, { status: 200, body: { status: 'success', data: {} } });
    await openTab('Flashcards');
    expect(await shown('API returned malformed data structure for flashcards')).toBeTruthy();
  });

  it("quizzes: 'API returned malformed data structure for quizzes'", async () => {
    server.on('GET', /quiz-questions$/, { status: 200, body: { status: 'success', data: {} } });
    await openTab('Quiz');
    expect(await shown('API returned malformed data structure for quizzes')).toBeTruthy();
  });

  it("unknown: 'An unknown error occurred'", async () => {
    server.on('POST', /quiz-questions$/, refuse(400, 'Bad Request', { detail: '' }));
    const { user } = await openTab('Quiz');
    await user.click(await screen.findByRole('button', { name: '+ Create New Quiz Question' }));
    await user.type(screen.getByLabelText('Question'), 'Capital?');
    await user.type(screen.getByLabelText('Correct Answer'), 'Paris');
    await user.type(screen.getByLabelText('Distractors (comma-separated)'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await shown('Error saving custom quiz: An unknown error occurred')).toBeTruthy();
  });
});

describe('SPEC point 8, Files', () => {
  it("list: 'Failed to fetch files.'", async () => {
    server.on('GET', /^\/api\/v1\/files$/, { status: 200, body: { items: 'none' } });
    await mountChat();
    expect(await shown('Error loading files: Failed to fetch files.')).toBeTruthy();
  });

  it("list: 'An unexpected error occurred while fetching files.'", async () => {
    server.on('GET', /^\/api\/v1\/files$/, refuse(300, 'Multiple Choices'));
    await mountChat();
    expect(
      await shown('Error loading files: An unexpected error occurred while fetching files.'),
    ).toBeTruthy();
  });

  it("list: 'Error loading files: {message}'", async () => {
    server.on(
      'GET',
      /^\/api\/v1\/files$/,
      refuse(503, 'Service Unavailable', { detail: 'Maintenance.' }),
    );
    await mountChat();
    expect(await shown('Error loading files: API Error: Maintenance.')).toBeTruthy();
  });

  it("delete: 'File deleted successfully!'", async () => {
    await seedFiles(fileRecord(1, { file_name: 'notes.pdf' }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await mountChat();
    await user.click(
      await screen.findByRole('button', { name: 'Delete notes.pdf' }, { timeout: 6000 }),
    );
    expect(await shown('File deleted successfully!')).toBeTruthy();
  });

  it("delete: 'Failed to delete file.'", async () => {
    await seedFiles(fileRecord(1, { file_name: 'notes.pdf' }));
    server.on('DELETE', /^\/api\/v1\/files\/1$/, refuse(500, 'Internal Server Error'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await mountChat();
    await user.click(
      await screen.findByRole('button', { name: 'Delete notes.pdf' }, { timeout: 6000 }),
    );
    expect(await shown('Failed to delete file.')).toBeTruthy();
  });

  it("upload refused: 'File upload failed. Please try again.' (the server's reason below)", async () => {
    server.on(
      'POST',
      /^\/api\/v1\/files$/,
      refuse(413, 'Payload Too Large', { detail: 'File is too large.' }),
    );
    const { user } = await mountChat();
    const input = document.querySelector<HTMLInputElement>('.chat-input input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['%PDF'], 'big.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await toastText('File upload failed.')).toBe(
      'File upload failed. Please try again.\nFile is too large.',
    );
  });

  it("upload not made: 'An error occurred during file upload. Please try again.'", async () => {
    const { user } = await mountChat();
    const input = document.querySelector<HTMLInputElement>('.chat-input input[type="file"]');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    storageFull();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const text = await toastText('An error occurred during file upload.');
    const [lead, reason] = text.split('\n');
    expect(lead).toBe('An error occurred during file upload. Please try again.');
    expect(reason).toContain('The quota has been exceeded.');
  });

  async function addVideo(url = 'https://www.youtube.com/watch?v=abcdefghijk') {
    const view = await mountChat();
    await view.user.click(screen.getByRole('button', { name: 'Add files or a video' }));
    await view.user.click(screen.getByRole('menuitem', { name: /Add YouTube Video/ }));
    await view.user.type(
      await screen.findByLabelText('YouTube Video URL', {}, { timeout: 6000 }),
      url,
    );
    await view.user.click(screen.getByRole('button', { name: 'Add Video' }));
    return view;
  }

  it("video link refused: 'Failed to add YouTube video: {reason}'", async () => {
    server.on(
      'POST',
      /^\/api\/v1\/files$/,
      refuse(400, 'Bad Request', { detail: 'Not a YouTube link.' }),
    );
    await addVideo();
    expect(await shown('Failed to add YouTube video: Not a YouTube link.')).toBeTruthy();
  });

  it("video link, default reason 'Please check the URL and try again.'", async () => {
    server.on('POST', /^\/api\/v1\/files$/, refuse(400, 'Bad Request', { detail: '' }));
    await addVideo();
    expect(
      await shown('Failed to add YouTube video: Please check the URL and try again.'),
    ).toBeTruthy();
  });

  it("video link added: 'YouTube video added and is now processing.'", async () => {
    server.on('POST', /^\/api\/v1\/files$/, {
      status: 200,
      body: {
        status: 'success',
        message: '1 file(s) uploaded.',
        data: { files: [fileRecord(5, { file_type: 'youtube', status: 'uploaded' })] },
      },
    });
    await addVideo();
    expect(await shown('YouTube video added and is now processing.')).toBeTruthy();
  });
});

describe('SPEC point 8, Key concepts', () => {
  async function editFirst(user: ReturnType<typeof mount>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 6000 }));
    const title = screen.getByDisplayValue('Concept 1');
    await user.clear(title);
    await user.type(title, 'Osmosis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it("'Key concept saved!'", async () => {
    server.concepts = [concept(1)];
    const { user } = await openViewer();
    await editFirst(user);
    expect(await shown('Key concept saved!')).toBeTruthy();
  });

  it("'Error saving concept'", async () => {
    server.concepts = [concept(1)];
    server.on('PATCH', /key-concepts\/1$/, refuse(422, 'Unprocessable Entity', { detail: 'no' }));
    const { user } = await openViewer();
    await editFirst(user);
    expect(await shown('Error saving concept')).toBeTruthy();
  });

  it("'Key concept deleted!'", async () => {
    server.concepts = [concept(1)];
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openViewer();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 6000 }));
    expect(await shown('Key concept deleted!')).toBeTruthy();
  });

  it("'Error deleting concept'", async () => {
    server.concepts = [concept(1)];
    server.on('DELETE', /key-concepts\/1$/, refuse(403, 'Forbidden'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openViewer();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 6000 }));
    expect(await shown('Error deleting concept')).toBeTruthy();
  });

  async function createConcept(user: ReturnType<typeof mount>['user']) {
    await user.click(
      await screen.findByRole('button', { name: '+ Add Concept' }, { timeout: 6000 }),
    );
    await user.type(screen.getByLabelText('Concept Title'), 'Osmosis');
    await user.type(screen.getByLabelText('Explanation'), 'Water moves.');
    await user.click(screen.getByRole('button', { name: 'Add Key Concept' }));
  }

  it("'Key concept added successfully!'", async () => {
    const { user } = await openViewer();
    await createConcept(user);
    expect(await shown('Key concept added successfully!')).toBeTruthy();
  });

  it('create errors: the detail list as msg (location), in a toast and in the form', async () => {
    server.on(
      'POST',
      /key-concepts$/,
      refuse(422, 'Unprocessable Entity', {
        detail: [{ msg: 'must not be blank', loc: ['body', 'concept_title'] }],
      }),
    );
    const { user } = await openViewer();
    await createConcept(user);
    expect(await toastText('must not be blank')).toBe('must not be blank (body.concept_title)');
    expect(screen.getByRole('alert').textContent).toBe('must not be blank (body.concept_title)');
  });
});

describe('SPEC point 8, Flashcards', () => {
  async function cards() {
    server.flashcards = [flashcard(1)];
    const view = await openTab('Flashcards');
    await shown('Card 1 of 1');
    return view;
  }

  async function editCard(user: ReturnType<typeof mount>['user']) {
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Question'), ' (edited)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it("'Failed to {update|delete} flashcard: {status text}'", async () => {
    server.on('PUT', /flashcards\/1$/, refuse(409, 'Conflict'));
    server.on('DELETE', /flashcards\/1$/, refuse(409, 'Conflict'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await cards();
    await editCard(user);
    expect(await shown('Failed to update flashcard: Conflict')).toBeTruthy();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel' }).catch(() => document.body),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await shown('Failed to delete flashcard: Conflict')).toBeTruthy();
  });

  it("'Failed to save flashcard'", async () => {
    const { user } = await openTab('Flashcards');
    await user.click(await screen.findByRole('button', { name: '+ Create New Flashcard' }));
    await user.type(screen.getByLabelText('Question'), 'Q?');
    await user.type(screen.getByLabelText('Answer'), 'A.');
    storageFull();
    await user.click(screen.getByRole('button', { name: 'Add Flashcard' }));
    expect(await shown('Failed to save flashcard')).toBeTruthy();
  });

  it("'Flashcard updated successfully!'", async () => {
    const { user } = await cards();
    await editCard(user);
    expect(await shown('Flashcard updated successfully!')).toBeTruthy();
  });

  it("'Flashcard deleted successfully!'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await cards();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await shown('Flashcard deleted successfully!')).toBeTruthy();
  });

  it("'Flashcard added successfully!'", async () => {
    const { user } = await openTab('Flashcards');
    await user.click(await screen.findByRole('button', { name: '+ Create New Flashcard' }));
    await user.type(screen.getByLabelText('Question'), 'Q?');
    await user.type(screen.getByLabelText('Answer'), 'A.');
    await user.click(screen.getByRole('button', { name: 'Add Flashcard' }));
    expect(await shown('Flashcard added successfully!')).toBeTruthy();
  });
});

describe('SPEC point 8, Quiz', () => {
  async function quiz() {
    server.quizzes = [quizQuestion(1)];
    const view = await openTab('Quiz');
    await shown('Question 1 of 1');
    return view;
  }

  async function createQuestion(user: ReturnType<typeof mount>['user']) {
    await user.click(await screen.findByRole('button', { name: '+ Create New Quiz Question' }));
    await user.type(screen.getByLabelText('Question'), 'Capital?');
    await user.type(screen.getByLabelText('Correct Answer'), 'Paris');
    await user.type(screen.getByLabelText('Distractors (comma-separated)'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
  }

  async function editQuestion(user: ReturnType<typeof mount>['user']) {
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Question'), ' (edited)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it("'Error saving custom quiz: {reason}'", async () => {
    server.on(
      'POST',
      /quiz-questions$/,
      refuse(422, 'Unprocessable Entity', { detail: 'question: must not be blank' }),
    );
    const { user } = await openTab('Quiz');
    await createQuestion(user);
    expect(await shown('Error saving custom quiz: question: must not be blank')).toBeTruthy();
  });

  it("'An error occurred while updating the quiz question.'", async () => {
    server.on('PUT', /quiz-questions\/1$/, refuse(409, 'Conflict'));
    const { user } = await quiz();
    await editQuestion(user);
    expect(await shown('An error occurred while updating the quiz question.')).toBeTruthy();
  });

  it("'Failed to delete quiz question. Server responded with {status}'", async () => {
    server.on('DELETE', /quiz-questions\/1$/, refuse(403, 'Forbidden'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await quiz();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await shown('Failed to delete quiz question. Server responded with 403')).toBeTruthy();
  });

  it("'An error occurred while deleting the quiz question.'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await quiz();
    storageFull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await shown('An error occurred while deleting the quiz question.')).toBeTruthy();
  });

  it("'Quiz question added successfully!'", async () => {
    const { user } = await openTab('Quiz');
    await createQuestion(user);
    expect(await shown('Quiz question added successfully!')).toBeTruthy();
  });

  it("'Quiz question updated successfully!'", async () => {
    const { user } = await quiz();
    await editQuestion(user);
    expect(await shown('Quiz question updated successfully!')).toBeTruthy();
  });

  it("'Quiz question deleted successfully!'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await quiz();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await shown('Quiz question deleted successfully!')).toBeTruthy();
  });

  it("answer feedback 'Correct!'", async () => {
    const { user } = await quiz();
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await shown('Correct!')).toBeTruthy();
  });

  it("answer feedback 'Incorrect. Correct answer: {answer}'", async () => {
    const { user } = await quiz();
    await user.click(screen.getByRole('radio', { name: /Lyon/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await shown('Incorrect. Correct answer: Paris')).toBeTruthy();
  });
});

describe('SPEC point 8, Chat history', () => {
  it("'New chat started'", async () => {
    const { user } = await mountChat();
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await shown('New chat started')).toBeTruthy();
  });

  it("'Failed to start new chat' when the server refuses it", async () => {
    server.on('POST', /^\/api\/v1\/histories$/, refuse(400, 'Bad Request', { detail: 'no' }));
    const { user } = await mountChat();
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    // The new chat is sent with the first question asked in it.
    await user.type(
      screen.getByPlaceholderText('Type your message or paste a link...'),
      'hello{Enter}',
    );
    expect(await shown('Failed to start new chat')).toBeTruthy();
  });

  it("'Error starting new chat' when it cannot be made", async () => {
    const { user } = await mountChat();
    storageFull();
    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await shown('Error starting new chat')).toBeTruthy();
  });

  async function deleteChat() {
    server.histories = [history(1, ['hello', 'hi'])];
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const view = await mountChat();
    await view.user.click(
      await screen.findByRole('button', { name: 'Delete chat: hello' }, { timeout: 6000 }),
    );
    return view;
  }

  it("'Chat history deleted'", async () => {
    await deleteChat();
    expect(await shown('Chat history deleted')).toBeTruthy();
  });

  it("'Failed to delete history'", async () => {
    server.on('DELETE', /^\/api\/chat\/history\/1$/, refuse(500, 'Internal Server Error'));
    await deleteChat();
    expect(await shown('Failed to delete history')).toBeTruthy();
  });

  it("'Error deleting history'", async () => {
    server.on('DELETE', /^\/api\/chat\/history\/1$/, 'offline');
    await deleteChat();
    expect(await shown('Error deleting history')).toBeTruthy();
  });
});

describe('SPEC point 8, Voice', () => {
  /** A browser's speech recognition that fails with `code` when started. */
  function recognitionFailing(code: string) {
    class FailingRecognition {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult: unknown = null;
      onend: (() => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: code });
          this.onend?.();
        }, 0);
      }
      stop() {}
      abort() {}
    }
    vi.stubGlobal('SpeechRecognition', FailingRecognition);
    vi.stubGlobal('SpeechGrammarList', function SpeechGrammarList() {});
  }

  /** The toast shown when voice input fails with `code`. */
  async function voiceFailure(code: string): Promise<string> {
    recognitionFailing(code);
    const { user } = await mountChat();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    return (
      (await screen.findByText((_, el) => Boolean(el?.classList.contains('toast-message'))))
        .textContent ?? ''
    );
  }

  it("not-allowed: 'Microphone access denied. Please allow microphone access.'", async () => {
    expect(await voiceFailure('not-allowed')).toBe(
      'Microphone access denied. Please allow microphone access.',
    );
  });

  it("network: 'Network error. Please check your connection.'", async () => {
    expect(await voiceFailure('network')).toBe('Network error. Please check your connection.');
  });

  it("no-speech: 'No speech was detected.'", async () => {
    expect(await voiceFailure('no-speech')).toBe('No speech was detected.');
  });

  it("audio-capture: 'No microphone was found.'", async () => {
    expect(await voiceFailure('audio-capture')).toBe('No microphone was found.');
  });

  it("service-not-allowed: 'Speech recognition service is not allowed.'", async () => {
    expect(await voiceFailure('service-not-allowed')).toBe(
      'Speech recognition service is not allowed.',
    );
  });

  it("others: 'Speech recognition error: {code}'", async () => {
    expect(await voiceFailure('aborted')).toBe('Speech recognition error: aborted');
  });
});

describe('SPEC point 8, Account deletion', () => {
  /** Settings with the session's real account deletion; its alerts are recorded. */
  async function deleteFromSettings() {
    const alerts: string[] = [];
    vi.spyOn(window, 'alert').mockImplementation((text) => void alerts.push(String(text)));
    const { user } = mount(<SettingsPage payment={null} />, {
      path: '/settings',
      session: signedIn({ deleteAccount }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.click(await screen.findByRole('button', { name: /Yes, delete/ }));
    return alerts;
  }

  beforeEach(() => sessionStore.set({ user: TEST_USER }));
  afterEach(() => sessionStore.set({ user: null, landing: null }));

  it("success: 'Your account has been successfully deleted.', then signed out to /", async () => {
    const alerts = await deleteFromSettings();
    await vi.waitFor(() => expect(alerts).toEqual(['Your account has been successfully deleted.']));
    await vi.waitFor(() => expect(sessionStore.get().user).toBeNull());
    expect(sessionStore.get().landing).toBe('/');
  });

  it("server error: 'Failed to delete account: {error or Unknown error}'", async () => {
    server.on('DELETE', /^\/api\/v1\/users$/, refuse(500, '', { detail: '' }));
    const alerts = await deleteFromSettings();
    await vi.waitFor(() => expect(alerts).toEqual(['Failed to delete account: Unknown error']));
  });

  it('a network error alert', async () => {
    server.on('DELETE', /^\/api\/v1\/users$/, 'offline');
    const alerts = await deleteFromSettings();
    await vi.waitFor(() =>
      expect(alerts).toEqual([
        'A network error occurred while deleting your account. Please check your connection and try again.',
      ]),
    );
  });

  it("'Authentication failed. Please try logging in again.'", async () => {
    server.on('DELETE', /^\/api\/v1\/users$/, refuse(401, 'Unauthorized'));
    const alerts = await deleteFromSettings();
    await vi.waitFor(() =>
      expect(alerts).toEqual(['Authentication failed. Please try logging in again.']),
    );
  });

  it("'No user found.'", async () => {
    sessionStore.set({ user: null });
    const alerts = await deleteFromSettings();
    await vi.waitFor(() => expect(alerts).toEqual(['No user found.']));
  });
});

describe('SPEC point 8, Payment', () => {
  const card = {
    mount: (target: HTMLElement) => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Card number');
      target.append(input);
    },
    on: () => undefined,
    destroy: () => undefined,
  };
  const stripe = {
    elements: () => ({ create: () => card }),
    createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_1' } }),
    confirmCardPayment: async () => ({ paymentIntent: { status: 'succeeded' } }),
    confirmCardSetup: async () => ({ setupIntent: { status: 'succeeded' } }),
  };

  /** The Payment section of Settings with the session's real subscription calls. */
  function payment(status: string | null, stripeKey: string | null = 'pk_test_1') {
    loadStripeJs.mockReset();
    loadStripeJs.mockResolvedValue(stripe);
    return mount(<PaymentSection />, {
      path: '/settings',
      session: signedIn({
        config: { ...TEST_CONFIG, billing: 'stripe', stripePublishableKey: stripeKey },
        subscription: status === 'no data' ? null : subscriptionWith(status),
        startTrial,
        cancelSubscription,
        subscribe,
        updatePayment,
      }),
    });
  }

  async function submitCard(user: ReturnType<typeof mount>['user'], label: string) {
    const button = await screen.findByRole('button', { name: label });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
  }

  it("'Payment system is unavailable. Please refresh the page.'", async () => {
    payment('past_due', null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment system is unavailable. Please refresh the page.',
    );
  });

  it("'Failed to complete subscription.'", async () => {
    server.on('POST', /subscribe$/, refuse(409, 'Conflict', { detail: 'Already subscribed.' }));
    const { user } = payment('no data');
    await submitCard(user, 'Subscribe');
    expect(await shown('Failed to complete subscription.')).toBeTruthy();
  });

  it("'Failed to update payment details.'", async () => {
    server.on('POST', /update-payment$/, refuse(500, 'Internal Server Error'));
    const { user } = payment('past_due');
    await submitCard(user, 'Update Payment Details');
    expect(await shown('Failed to update payment details.')).toBeTruthy();
  });

  it("'Failed to cancel subscription.'", async () => {
    server.on('POST', /cancel$/, refuse(500, 'Internal Server Error'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = payment('active');
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await shown('Failed to cancel subscription.')).toBeTruthy();
  });

  it("'An error occurred while starting your trial.'", async () => {
    server.on('POST', /start-trial$/, 'offline');
    const { user } = payment(null);
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await shown('An error occurred while starting your trial.')).toBeTruthy();
  });

  it("'An error occurred while subscribing.'", async () => {
    server.on('POST', /subscribe$/, 'offline');
    const { user } = payment('no data');
    await submitCard(user, 'Subscribe');
    expect(await shown('An error occurred while subscribing.')).toBeTruthy();
  });
});
