// @vitest-environment jsdom
// SPEC point 2 "Screens and routes": each quoted string where the student reads it, on the real
// screens (real Dexie over fake-indexeddb, the API behind a stubbed fetch). The texts are written
// out here, never imported, so a change of wording fails.
import {
  concept,
  fakeSession,
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
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatRoute from '../../src/app/ChatRoute';
import { SignInPanel } from '../../src/features/auth/SignInPanel';
import { FlashcardViewer } from '../../src/features/flashcards/FlashcardViewer';
import { HomePage } from '../../src/features/home/HomePage';
import WelcomePage from '../../src/features/onboarding/WelcomePage';
import { QuizViewer } from '../../src/features/quiz/QuizViewer';
import { fileRecord } from '../unit/src/fixtures';

beforeEach(() => void stage());
afterEach(unstage);

/** The chat screen with `notes.pdf` (file 1, processed) and the viewer open on it. */
async function openViewer(patch: Parameters<typeof fileRecord>[1] = {}) {
  await seedFiles(fileRecord(1, { file_name: 'notes.pdf', ...patch }));
  const view = await mountChat();
  const fileName = patch.file_name ?? 'notes.pdf';
  const name =
    patch.file_type === 'youtube' ? /^YouTube: / : new RegExp(`^${fileName.replace(/\./g, '\\.')}`);
  await view.user.click(await screen.findByRole('button', { name }, { timeout: 6000 }));
  return view;
}

async function openTab(name: 'Flashcards' | 'Quiz', patch = {}) {
  const view = await openViewer(patch);
  await view.user.click(await screen.findByRole('tab', { name }, { timeout: 6000 }));
  return view;
}

describe('SPEC point 2, home page and sign-in component', () => {
  it("'Try' + the product's name: the call to action", () => {
    mount(<HomePage />, { path: '/', session: fakeSession() });
    expect(screen.getByRole('link', { name: 'Try Mnemo' }).textContent).toBe('Try Mnemo');
  });

  it("'Loading...' until the auth state is known", () => {
    mount(<SignInPanel redirectPath="/chat" />, {
      path: '/login',
      session: fakeSession({ authLoading: true }),
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it("'Sign in with' and 'Sign up with' the provider when logged out", () => {
    mount(<SignInPanel redirectPath="/chat" />, { path: '/login', session: fakeSession() });
    expect(screen.getByRole('button', { name: /^Sign in with Google/ }).textContent).toContain(
      'Sign in with Google',
    );
    expect(screen.getByRole('button', { name: /^Sign up with Google/ }).textContent).toContain(
      'Sign up with Google',
    );
  });

  it("'Sign Out' when logged in", () => {
    mount(<SignInPanel redirectPath="/chat" />, { path: '/login', session: signedIn() });
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it("'Signing out...' while signing out", () => {
    mount(<SignInPanel redirectPath="/chat" />, {
      path: '/login',
      session: signedIn({ signingOut: true }),
    });
    expect(screen.getByRole('button', { name: 'Signing out...' })).toBeTruthy();
  });
});

describe('SPEC point 2, onboarding', () => {
  it("greets 'there' with no name", () => {
    mount(<WelcomePage />, {
      path: '/welcome',
      session: signedIn({ user: { ...TEST_USER, displayName: null } }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('there');
  });

  it("'Skip Tour' and 'Next' on steps 1 and 2", async () => {
    const { user } = mount(<WelcomePage />, { path: '/welcome', session: signedIn() });
    for (let step = 1; step <= 2; step += 1) {
      expect(screen.getByRole('button', { name: 'Skip Tour' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.queryByRole('button', { name: 'Skip Tour' })).toBeNull();
  });

  it("step 3: 'You're All Set!' with 'Get Started' to /chat", async () => {
    const { user } = mount(<WelcomePage />, { path: '/welcome', session: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: "You're All Set!" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('elsewhere').textContent).toBe('/chat');
  });
});

describe('SPEC point 2, chat screen', () => {
  it("'Loading user session...' while the session loads", () => {
    mount(<ChatRoute />, { session: signedIn({ authLoading: true }) });
    expect(screen.getByText('Loading user session...')).toBeTruthy();
  });

  it("placeholder 'Type your message or paste a link...'", async () => {
    await mountChat();
    expect(screen.getByPlaceholderText('Type your message or paste a link...')).toBeTruthy();
  });

  it("the plus menu offers 'Upload Files' and 'Add YouTube Video'", async () => {
    const { user } = await mountChat();
    await user.click(screen.getByRole('button', { name: 'Add files or a video' }));
    expect(screen.getByRole('menuitem', { name: /Upload Files/ }).textContent).toContain(
      'Upload Files',
    );
    expect(screen.getByRole('menuitem', { name: /Add YouTube Video/ }).textContent).toContain(
      'Add YouTube Video',
    );
  });

  it("the video option opens a URL field with 'Add Video'", async () => {
    const { user } = await mountChat();
    await user.click(screen.getByRole('button', { name: 'Add files or a video' }));
    await user.click(screen.getByRole('menuitem', { name: /Add YouTube Video/ }));
    expect(
      await screen.findByRole('button', { name: 'Add Video' }, { timeout: 6000 }),
    ).toBeTruthy();
  });

  it("a history item with no message reads 'No messages'", async () => {
    server.histories = [history(1, [])];
    await mountChat();
    expect(await shown('No messages')).toBeTruthy();
  });

  it("the heading 'Your Files'", async () => {
    await mountChat();
    expect(await screen.findByRole('heading', { name: 'Your Files' })).toBeTruthy();
  });

  it("video links listed with 'YouTube: ' and cut to 40", async () => {
    await seedFiles(
      fileRecord(2, {
        file_name: 'https://www.youtube.com/watch?v=abcdefghijk',
        file_type: 'youtube',
      }),
    );
    await mountChat();
    expect(await shown('YouTube: https://www.youtube.com/watc...')).toBeTruthy();
  });

  it("'Loading files...' before the first page is known", async () => {
    server.on('GET', /^\/api\/v1\/files$/, () => server.hold());
    await mountChat();
    expect(await shown('Loading files...')).toBeTruthy();
  });

  it("'No files uploaded yet' with none", async () => {
    await mountChat();
    expect(await shown('No files uploaded yet')).toBeTruthy();
  });

  it("'Page X of Y' with Prev and Next", async () => {
    await seedFiles(...Array.from({ length: 25 }, (_, i) => fileRecord(i + 1)));
    const { user } = await mountChat();
    expect(await shown('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await shown('Page 2 of 3')).toBeTruthy();
  });
});

describe('SPEC point 2, file viewer', () => {
  it("'Unsupported file type: {type}' for a type it cannot show", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openViewer({ file_name: 'notes.xyz', file_type: 'text', file_url: '/f/1/notes.xyz' });
    expect(await shown('Unsupported file type: text')).toBeTruthy();
  });

  it("'Loading file...' until the file is known", async () => {
    server.on('GET', /^\/api\/v1\/files$/, () => server.hold());
    const { openViewer: open } = await import('../../src/data/files');
    await mountChat();
    open({ kind: 'file', fileId: 77, position: null });
    expect((await screen.findAllByText('Loading file...')).length).toBeGreaterThan(0);
  });

  it("the error handler receives 'Unsupported file type or could not determine type for: {file name}'", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openViewer({ file_name: 'notes.xyz', file_type: 'text', file_url: '/f/1/notes.xyz' });
    await waitFor(() =>
      expect(errors.mock.calls.map((c) => (c[0] as Error).message)).toContain(
        'Unsupported file type or could not determine type for: notes.xyz',
      ),
    );
  });
});

describe('SPEC point 2, Key Concepts tab', () => {
  it("'Add Concept' in the header", async () => {
    await openViewer();
    expect(await screen.findByRole('button', { name: '+ Add Concept' })).toBeTruthy();
  });

  it("'Untitled Concept' for a concept without a title", async () => {
    server.concepts = [concept(1, { concept_title: '' })];
    await openViewer();
    expect(await shown('Untitled Concept')).toBeTruthy();
  });

  it("the 'Custom' badge of a custom concept", async () => {
    server.concepts = [concept(1, { is_custom: true })];
    await openViewer();
    expect(await shown('Custom')).toBeTruthy();
  });

  it("the source link 'Found in: Page N'", async () => {
    server.concepts = [concept(1, { source_page_number: 4 })];
    await openViewer();
    expect(await shown('Found in: Page 4')).toBeTruthy();
  });

  it("the date line 'Added:' and the date", async () => {
    server.concepts = [concept(1)];
    await openViewer();
    const date = new Date('2026-01-05T12:00:00Z').toLocaleDateString();
    expect(await shown(`Added: ${date}`)).toBeTruthy();
    expect((await screen.findByText(/^Added: /)).textContent).toMatch(/^Added: \S/);
  });

  it("the date line 'Custom concept' for a custom one", async () => {
    server.concepts = [concept(1, { is_custom: true })];
    await openViewer();
    expect(await shown('Custom concept')).toBeTruthy();
  });

  it("'No source location available' without a source", async () => {
    server.concepts = [concept(1)];
    await openViewer();
    expect(await shown('No source location available')).toBeTruthy();
  });

  it("jumping to a page toasts 'Navigated to page N'", async () => {
    server.concepts = [concept(1, { source_page_number: 7 })];
    const { user } = await openViewer();
    await user.click(await shown('Found in: Page 7'));
    expect(await shown('Navigated to page 7')).toBeTruthy();
  });

  it("a segment toasts 'Playing segment (range, Ns)'", async () => {
    server.concepts = [
      concept(1, {
        source_video_timestamp_start_seconds: 65,
        source_video_timestamp_end_seconds: 95,
      }),
    ];
    const { user } = await openViewer({ file_type: 'video', file_name: 'lecture.mp4' });
    await user.click(await shown('Found in: 01:05 - 01:35'));
    expect(await shown('Playing segment (01:05 - 01:35, 30s)')).toBeTruthy();
  });

  it("a start time alone toasts 'Jumped to range'", async () => {
    server.concepts = [concept(1, { source_video_timestamp_start_seconds: 65 })];
    const { user } = await openViewer({ file_type: 'video', file_name: 'lecture.mp4' });
    await user.click(await shown('Found in: 01:05'));
    expect(await shown('Jumped to 01:05')).toBeTruthy();
  });

  it("the create form's 'Add Key Concept', 'Adding...' while submitting", async () => {
    server.on('POST', /key-concepts$/, () => server.hold());
    const { user } = await openViewer();
    await user.click(await screen.findByRole('button', { name: '+ Add Concept' }));
    await user.type(screen.getByLabelText('Concept Title'), 'Osmosis');
    await user.type(screen.getByLabelText('Explanation'), 'Water moves.');
    await user.click(screen.getByRole('button', { name: 'Add Key Concept' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeTruthy();
  });
});

describe('SPEC point 2, Flashcards tab', () => {
  it("the 'Create New Flashcard' form", async () => {
    const { user } = await openTab('Flashcards');
    await user.click(await screen.findByRole('button', { name: '+ Create New Flashcard' }));
    expect(screen.getByRole('heading', { name: 'Create New Flashcard' })).toBeTruthy();
  });

  it("empty: 'No flashcards available. Create your own to get started!'", async () => {
    await openTab('Flashcards');
    expect(await shown('No flashcards available. Create your own to get started!')).toBeTruthy();
  });

  it("loading: 'Loading flashcards...'", async () => {
    server.on('GET', /flashcards$/, () => server.hold());
    await openTab('Flashcards');
    expect(await shown('Loading flashcards...')).toBeTruthy();
  });

  it("'Card N of M'", async () => {
    server.flashcards = [flashcard(1), flashcard(2), flashcard(3)];
    const { user } = await openTab('Flashcards');
    expect(await shown('Card 1 of 3')).toBeTruthy();
    // The first card shows before the others have loaded; moving waits for them.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next card' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next card' }));
    expect(await shown('Card 2 of 3')).toBeTruthy();
  });

  it("the viewer's empty text 'No flashcards available.'", () => {
    mount(<FlashcardViewer cards={[]} onUpdate={async () => true} onDelete={() => undefined} />);
    expect(screen.getByText('No flashcards available.')).toBeTruthy();
  });
});

describe('SPEC point 2, Quiz tab', () => {
  it("the 'Create New Quiz Question' form", async () => {
    const { user } = await openTab('Quiz');
    await user.click(await screen.findByRole('button', { name: '+ Create New Quiz Question' }));
    expect(screen.getByRole('heading', { name: 'Create New Quiz Question' })).toBeTruthy();
  });

  it("empty: 'No quiz questions available. Create your own to get started!'", async () => {
    await openTab('Quiz');
    expect(
      await shown('No quiz questions available. Create your own to get started!'),
    ).toBeTruthy();
  });

  it("loading: 'Loading quiz...'", async () => {
    server.on('GET', /quiz-questions$/, () => server.hold());
    await openTab('Quiz');
    expect(await shown('Loading quiz...')).toBeTruthy();
  });

  it("'Question N of M'", async () => {
    server.quizzes = [quizQuestion(1), quizQuestion(2), quizQuestion(3)];
    await openTab('Quiz');
    expect(await shown('Question 1 of 3')).toBeTruthy();
  });

  it("'Score: X/Y'", async () => {
    server.quizzes = [quizQuestion(1), quizQuestion(2)];
    const { user } = await openTab('Quiz');
    await user.click(await screen.findByRole('radio', { name: /Paris/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(await shown('Score: 1/2')).toBeTruthy();
  });

  it("the viewer's empty text 'No quiz questions available.'", () => {
    mount(<QuizViewer questions={[]} onUpdate={async () => true} onDelete={() => undefined} />);
    expect(screen.getByText('No quiz questions available.')).toBeTruthy();
  });

  it("the edit screen 'Edit Quiz Question' with 'Distractors (comma-separated)'", async () => {
    server.quizzes = [quizQuestion(1)];
    const { user } = await openTab('Quiz');
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit Quiz Question' })).toBeTruthy();
    expect(screen.getByLabelText('Distractors (comma-separated)')).toBeTruthy();
  });
});
