import { useEffect } from 'react';
import { onOutboxFailure, type OutboxFailure, type StudyEntity } from '../data/outbox';
import { CHAT_ERRORS } from '../features/chat/messages';
import { CONCEPT_ERRORS } from '../features/concepts/errors';
import { FLASHCARD_ERRORS } from '../features/flashcards/errors';
import { HISTORY_TEXT } from '../features/history/messages';
import { QUIZ_ERRORS } from '../features/quiz/errors';
import { errorText } from '../lib/errors';
import { textOf } from '../lib/i18n/current';
import type { WriteErrorTexts } from '../ui/useStudyActions';
import { useToast } from '../ui/toasts';

const ERRORS: Record<StudyEntity, WriteErrorTexts> = {
  concept: CONCEPT_ERRORS,
  flashcard: FLASHCARD_ERRORS,
  quiz: QUIZ_ERRORS,
};

/** What a screen would have said had the change been refused while it was open. */
function refusalText({ subject, action, error, detail }: OutboxFailure): string | null {
  const chatErrors = textOf('chatErrors', CHAT_ERRORS);
  const historyText = textOf('history', HISTORY_TEXT);
  const texts = ERRORS[subject as StudyEntity] as WriteErrorTexts | undefined;
  if (texts) return texts[action](error);
  switch (subject) {
    case 'upload':
      // The server's reason, with the files it was about (nothing of that upload was stored).
      return `${(detail ?? []).join(', ')}: ${errorText(error, chatErrors.uploadFailed)}`;
    case 'youtube':
      return chatErrors.youtubeFailed(errorText(error, chatErrors.youtubeDefaultReason));
    case 'message':
      return chatErrors.sendFailed(errorText(error));
    case 'history':
      return historyText.startFailed;
    default:
      return null;
  }
}

/**
 * A change made offline that the server later refused was undone; this says so on any screen,
 * with the error text the screen that made it would have shown.
 */
export default function OutboxNotices() {
  const toast = useToast();
  useEffect(
    () =>
      onOutboxFailure((failure) => {
        const text = refusalText(failure);
        if (text) toast.show(text, 'error');
      }),
    [toast],
  );
  return null;
}
