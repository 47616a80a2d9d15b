import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../src/features/auth/messages';
import { CHAT_TEXT } from '../../src/features/chat/messages';
import { CONCEPT_TEXT } from '../../src/features/concepts/messages';
import { FLASHCARD_TEXT } from '../../src/features/flashcards/messages';
import { HOME_TEXT } from '../../src/features/home/messages';
import { KNOWLEDGE_TEXT } from '../../src/features/knowledge/messages';
import { firstName, ONBOARDING_TEXT } from '../../src/features/onboarding/messages';
import { QUIZ_TEXT } from '../../src/features/quiz/messages';
import { VIEWER_TEXT } from '../../src/features/viewer/messages';
import { conceptSource, jumpOutcome } from '../../src/lib/concepts';
import { pageLabel } from '../../src/lib/pagination';
import { displayFileName, historyPreview } from '../../src/lib/truncate';

/** [the spec's words, the text the app shows, the text expected for the values used] */
type Row = [spec: string, shown: string | undefined, expected?: string];

function table(rows: Row[]) {
  it.each(rows)('%s', (spec, shown, expected) => {
    expect(shown).toBe(expected ?? spec);
  });
}

const jump = (fields: Parameters<typeof conceptSource>[0]) => {
  const source = conceptSource(fields);
  return source ? jumpOutcome(source).toast : undefined;
};

describe('SPEC point 2, home page and sign-in component', () => {
  table([
    ['Try', HOME_TEXT.cta, 'Try Mnemo'],
    ['Loading...', AUTH_TEXT.loading],
    ['Sign in with', AUTH_TEXT.signIn, 'Sign in with Google'],
    ['Sign up with', AUTH_TEXT.signUp, 'Sign up with Google'],
    ['Sign Out', AUTH_TEXT.signOut],
    ['Signing out...', AUTH_TEXT.signingOut],
  ]);
});

describe('SPEC point 2, onboarding', () => {
  table([
    ['there', firstName(null)],
    ["You're All Set!", ONBOARDING_TEXT.doneTitle],
    ['Get Started', ONBOARDING_TEXT.getStarted],
    ['Skip Tour', ONBOARDING_TEXT.skip],
    ['Next', ONBOARDING_TEXT.next],
  ]);
});

describe('SPEC point 2, chat screen', () => {
  table([
    ['Loading user session...', CHAT_TEXT.loadingSession],
    ['Type your message or paste a link...', CHAT_TEXT.placeholder],
    ['Upload Files', CHAT_TEXT.uploadFiles],
    ['Add YouTube Video', CHAT_TEXT.addYoutube],
    ['Add Video', CHAT_TEXT.addVideo],
    ['No messages', historyPreview([])],
    ['Your Files', KNOWLEDGE_TEXT.heading],
    [
      'YouTube: ',
      displayFileName({ file_name: 'https://youtu.be/abcdefghijk', file_type: 'youtube' }),
      'YouTube: https://youtu.be/abcdefghijk',
    ],
    ['Loading files...', KNOWLEDGE_TEXT.loading],
    ['No files uploaded yet', KNOWLEDGE_TEXT.empty],
    ['Page X of Y', pageLabel(2, 10, 35), 'Page 2 of 4'],
  ]);
});

describe('SPEC point 2, file viewer', () => {
  table([
    [
      'Unsupported file type: {type}',
      VIEWER_TEXT.unsupported('docx'),
      'Unsupported file type: docx',
    ],
    ['Loading file...', VIEWER_TEXT.loading],
    [
      'Unsupported file type or could not determine type for: {file name}',
      VIEWER_TEXT.undetermined('notes.xyz'),
      'Unsupported file type or could not determine type for: notes.xyz',
    ],
  ]);
});

describe('SPEC point 2, Key Concepts tab', () => {
  table([
    ['Add Concept', CONCEPT_TEXT.add],
    ['Untitled Concept', CONCEPT_TEXT.untitled],
    ['Custom', CONCEPT_TEXT.custom],
    ['Found in: Page N', conceptSource({ source_page_number: 4 })?.text, 'Found in: Page 4'],
    ['Added:', CONCEPT_TEXT.added('1/2/2026'), 'Added: 1/2/2026'],
    ['Custom concept', CONCEPT_TEXT.customConcept],
    ['No source location available', CONCEPT_TEXT.noSource],
    ['Navigated to page N', jump({ source_page_number: 7 }), 'Navigated to page 7'],
    [
      'Playing segment (range, Ns)',
      jump({ source_video_timestamp_start_seconds: 65, source_video_timestamp_end_seconds: 95 }),
      'Playing segment (01:05 - 01:35, 30s)',
    ],
    ['Jumped to range', jump({ source_video_timestamp_start_seconds: 65 }), 'Jumped to 01:05'],
    ['Add Key Concept', CONCEPT_TEXT.submit],
    ['Adding...', CONCEPT_TEXT.adding],
  ]);
});

describe('SPEC point 2, Flashcards tab', () => {
  table([
    ['Create New Flashcard', FLASHCARD_TEXT.create],
    ['No flashcards available. Create your own to get started!', FLASHCARD_TEXT.empty],
    ['Loading flashcards...', FLASHCARD_TEXT.loading],
    ['Card N of M', FLASHCARD_TEXT.position(2, 5), 'Card 2 of 5'],
    ['No flashcards available.', FLASHCARD_TEXT.viewerEmpty],
  ]);
});

describe('SPEC point 2, Quiz tab', () => {
  table([
    ['Create New Quiz Question', QUIZ_TEXT.create],
    ['No quiz questions available. Create your own to get started!', QUIZ_TEXT.empty],
    ['Loading quiz...', QUIZ_TEXT.loading],
    ['Question N of M', QUIZ_TEXT.position(1, 3), 'Question 1 of 3'],
    ['Score: X/Y', QUIZ_TEXT.score(2, 3), 'Score: 2/3'],
    ['No quiz questions available.', QUIZ_TEXT.viewerEmpty],
    ['Edit Quiz Question', QUIZ_TEXT.editHeading],
    ['Distractors (comma-separated)', QUIZ_TEXT.distractors],
  ]);
});
