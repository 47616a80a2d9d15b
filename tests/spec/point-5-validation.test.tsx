// @vitest-environment jsdom
// SPEC point 5 "Validation rules": each quoted message where the student reads it, on the real
// chat screen and study tabs (real Dexie over fake-indexeddb, the API behind a stubbed fetch).
// The texts are written out here, never imported, so a change of wording fails.
import {
  flashcard,
  mount,
  quizQuestion,
  screen,
  seedFiles,
  server,
  shown,
  stage,
  unstage,
  mountChat,
} from './harness';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenSource } from '../../src/data/api';
import { useSend } from '../../src/features/chat/useSend';
import { fileRecord } from '../unit/src/fixtures';

beforeEach(() => void stage());
afterEach(unstage);

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const zip = (name: string) => new File(['PK'], name, { type: 'application/zip' });

/** Picks files in the chat input's file picker (as a browser does, whatever `accept` says). */
function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('.chat-input input[type="file"]');
  if (!input) throw new Error('no file picker');
  fireEvent.change(input, { target: { files } });
}

async function chat() {
  return mountChat();
}

/**
 * The send of the chat screen, given files the input itself never keeps (it drops unsupported
 * types and stops at 10 when they are picked): what the send refuses shows as the same toasts.
 */
function Sender({ text, files }: { text: string; files: File[] }) {
  const { send } = useSend(null);
  return (
    <button type="button" onClick={() => void send(text, files)}>
      send
    </button>
  );
}

describe('SPEC point 5, quiz creation', () => {
  it("'MCQ questions must have at least one distractor.'", async () => {
    await seedFiles(fileRecord(1, { file_name: 'notes.pdf' }));
    const { user } = await chat();
    await user.click(await screen.findByRole('button', { name: /^notes\.pdf/ }, { timeout: 6000 }));
    await user.click(await screen.findByRole('tab', { name: 'Quiz' }, { timeout: 6000 }));
    await user.click(await screen.findByRole('button', { name: '+ Create New Quiz Question' }));
    await user.type(screen.getByLabelText('Question'), 'Capital of France?');
    await user.type(screen.getByLabelText('Correct Answer'), 'Paris');
    await user.type(screen.getByLabelText('Distractors (comma-separated)'), ' , ');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'MCQ questions must have at least one distractor.',
    );
    expect(server.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });
});

describe('SPEC point 5, sending and attachments', () => {
  it("'Nothing to send. Please type a message or attach files.'", async () => {
    const { user } = await chat();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await shown('Nothing to send. Please type a message or attach files.')).toBeTruthy();
  });

  it("'Some attached files have unsupported types and will be ignored.'", async () => {
    const { user } = mount(<Sender text="hello" files={[pdf('a.pdf'), zip('b.zip')]} />);
    server.on('POST', /^\/api\/v1\/files$/, () => server.hold());
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(
      await shown('Some attached files have unsupported types and will be ignored.'),
    ).toBeTruthy();
  });

  it("'{n} file(s) were not added due to unsupported type.'", async () => {
    await chat();
    pick([pdf('a.pdf'), zip('b.zip'), zip('c.zip')]);
    expect(await shown('2 file(s) were not added due to unsupported type.')).toBeTruthy();
    expect(screen.getByText('a.pdf')).toBeTruthy();
  });

  it("'No supported files selected. Please choose PDF, video, image (JPG, PNG, GIF), or text files.'", async () => {
    await chat();
    pick([zip('b.zip')]);
    expect(
      await shown(
        'No supported files selected. Please choose PDF, video, image (JPG, PNG, GIF), or text files.',
      ),
    ).toBeTruthy();
  });

  it("'Maximum of 10 files. Adding first {n} of the selected supported files.'", async () => {
    await chat();
    pick(Array.from({ length: 7 }, (_, i) => pdf(`a${i}.pdf`)));
    pick(Array.from({ length: 5 }, (_, i) => pdf(`b${i}.pdf`)));
    expect(
      await shown('Maximum of 10 files. Adding first 3 of the selected supported files.'),
    ).toBeTruthy();
    expect(screen.getByText('b2.pdf')).toBeTruthy();
    expect(screen.queryByText('b3.pdf')).toBeNull();
  });

  it("'Cannot add more files. Maximum of 10 files already attached.'", async () => {
    await chat();
    pick(Array.from({ length: 10 }, (_, i) => pdf(`a${i}.pdf`)));
    pick([pdf('one-more.pdf')]);
    expect(
      await shown('Cannot add more files. Maximum of 10 files already attached.'),
    ).toBeTruthy();
  });

  it("'Cannot send: Maximum of 10 files allowed per upload.'", async () => {
    const files = Array.from({ length: 11 }, (_, i) => pdf(`a${i}.pdf`));
    const { user } = mount(<Sender text="" files={files} />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await shown('Cannot send: Maximum of 10 files allowed per upload.')).toBeTruthy();
    expect(server.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it("'No valid files to send, and no message typed.'", async () => {
    const { user } = mount(<Sender text="  " files={[zip('b.zip')]} />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await shown('No valid files to send, and no message typed.')).toBeTruthy();
  });
});

describe('SPEC point 5, video links, voice and deletes', () => {
  async function openVideoForm() {
    const view = await chat();
    await view.user.click(screen.getByRole('button', { name: 'Add files or a video' }));
    await view.user.click(screen.getByRole('menuitem', { name: /Add YouTube Video/ }));
    // The field's code loads when it is asked for.
    await screen.findByRole('button', { name: 'Add Video' }, { timeout: 6000 });
    return view;
  }

  it("'Please enter a YouTube Video URL.'", async () => {
    const { user } = await openVideoForm();
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await shown('Please enter a YouTube Video URL.')).toBeTruthy();
  });

  it("'Authentication token not found. Please log in again.'", async () => {
    const { user } = await openVideoForm();
    setTokenSource(async () => null);
    await user.type(
      await screen.findByLabelText('YouTube Video URL', {}, { timeout: 6000 }),
      'https://www.youtube.com/watch?v=abcdefghijk',
    );
    await user.click(screen.getByRole('button', { name: 'Add Video' }));
    expect(await shown('Authentication token not found. Please log in again.')).toBeTruthy();
  });

  it("'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.'", async () => {
    const { user } = await chat();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    expect(
      await shown(
        'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.',
      ),
    ).toBeTruthy();
  });

  it("'Speech grammar is not supported in your browser.'", async () => {
    vi.stubGlobal('SpeechRecognition', function SpeechRecognition() {});
    const { user } = await chat();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    expect(await shown('Speech grammar is not supported in your browser.')).toBeTruthy();
  });

  it("'Are you sure you want to delete this flashcard?'", async () => {
    server.flashcards = [flashcard(1)];
    await seedFiles(fileRecord(1, { file_name: 'notes.pdf' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await chat();
    await user.click(await screen.findByRole('button', { name: /^notes\.pdf/ }, { timeout: 6000 }));
    await user.click(await screen.findByRole('tab', { name: 'Flashcards' }, { timeout: 6000 }));
    await shown('Card 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this flashcard?');
    expect(screen.getByText('Card 1 of 1')).toBeTruthy();
  });

  it("'Are you sure you want to delete this quiz question?'", async () => {
    server.quizzes = [quizQuestion(1)];
    await seedFiles(fileRecord(1, { file_name: 'notes.pdf' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await chat();
    await user.click(await screen.findByRole('button', { name: /^notes\.pdf/ }, { timeout: 6000 }));
    await user.click(await screen.findByRole('tab', { name: 'Quiz' }, { timeout: 6000 }));
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this quiz question?');
  });
});
