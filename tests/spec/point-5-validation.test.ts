import { describe, expect, it } from 'vitest';
import { CHAT_ERRORS, VOICE_ERRORS } from '../../src/features/chat/messages';
import { FLASHCARD_TEXT } from '../../src/features/flashcards/messages';
import { QUIZ_TEXT } from '../../src/features/quiz/messages';
import { addAttachments, checkSend } from '../../src/lib/attachments';
import { buildQuizPayload, MCQ_NEEDS_DISTRACTOR } from '../../src/lib/quiz';

const pdf = { type: 'application/pdf' };
const zip = { type: 'application/zip' };
const errorOf = (check: ReturnType<typeof checkSend>) => (check.ok ? check.warning : check.error);
const messages = (r: ReturnType<typeof addAttachments>) => r.notices.map((n) => n.message);

/** [the spec's words, the text the app shows, the text expected for the values used] */
type Row = [spec: string, shown: string | null | undefined, expected?: string];

function table(rows: Row[]) {
  it.each(rows)('%s', (spec, shown, expected) => {
    expect(shown).toBe(expected ?? spec);
  });
}

describe('SPEC point 5, quiz creation', () => {
  it('MCQ questions must have at least one distractor.', () => {
    expect(MCQ_NEEDS_DISTRACTOR).toBe('MCQ questions must have at least one distractor.');
    const draft = {
      question_type: 'MCQ',
      question: 'Q',
      correct_answer: 'A',
      distractorsText: ' , ',
    };
    expect(buildQuizPayload({ ...draft, question_type: 'MCQ' })).toEqual({
      ok: false,
      error: 'MCQ questions must have at least one distractor.',
    });
  });
});

describe('SPEC point 5, sending and attachments', () => {
  table([
    ['Nothing to send. Please type a message or attach files.', errorOf(checkSend('  ', []))],
    [
      'Some attached files have unsupported types and will be ignored.',
      errorOf(checkSend('hi', [pdf, zip])),
    ],
    [
      '{n} file(s) were not added due to unsupported type.',
      messages(addAttachments([], [pdf, zip, zip]))[0],
      '2 file(s) were not added due to unsupported type.',
    ],
    [
      'No supported files selected. Please choose PDF, video, image (JPG, PNG, GIF), or text files.',
      messages(addAttachments([], [zip]))[0],
    ],
    [
      'Maximum of 10 files. Adding first {n} of the selected supported files.',
      messages(addAttachments(Array(7).fill(pdf), Array(5).fill(pdf)))[0],
      'Maximum of 10 files. Adding first 3 of the selected supported files.',
    ],
    [
      'Cannot add more files. Maximum of 10 files already attached.',
      messages(addAttachments(Array(10).fill(pdf), [pdf]))[0],
    ],
    [
      'Cannot send: Maximum of 10 files allowed per upload.',
      errorOf(checkSend('', Array(11).fill(pdf))),
    ],
    ['No valid files to send, and no message typed.', errorOf(checkSend('', [zip]))],
  ]);
});

describe('SPEC point 5, video links, voice and deletes', () => {
  table([
    ['Please enter a YouTube Video URL.', CHAT_ERRORS.youtubeRequired],
    ['Authentication token not found. Please log in again.', CHAT_ERRORS.youtubeNoToken],
    [
      'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.',
      VOICE_ERRORS.unsupported,
    ],
    ['Speech grammar is not supported in your browser.', VOICE_ERRORS.noGrammar],
    ['Are you sure you want to delete this flashcard?', FLASHCARD_TEXT.confirmDelete],
    ['Are you sure you want to delete this quiz question?', QUIZ_TEXT.confirmDelete],
  ]);
});
