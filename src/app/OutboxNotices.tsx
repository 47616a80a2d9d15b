import { useEffect } from 'react';
import { onOutboxFailure, type StudyEntity } from '../data/outbox';
import { CONCEPT_ERRORS } from '../features/concepts/errors';
import { FLASHCARD_ERRORS } from '../features/flashcards/errors';
import { QUIZ_ERRORS } from '../features/quiz/errors';
import type { WriteErrorTexts } from '../ui/useStudyActions';
import { useToast } from '../ui/toasts';

const ERRORS: Record<StudyEntity, WriteErrorTexts> = {
  concept: CONCEPT_ERRORS,
  flashcard: FLASHCARD_ERRORS,
  quiz: QUIZ_ERRORS,
};

/**
 * A change made offline that the server later refused was undone; this says so on any screen,
 * with the error text the tab would have shown.
 */
export default function OutboxNotices() {
  const toast = useToast();
  useEffect(
    () =>
      onOutboxFailure(({ subject, action, error }) => {
        const texts = ERRORS[subject as StudyEntity] as WriteErrorTexts | undefined;
        if (texts) toast.show(texts[action](error), 'error');
      }),
    [toast],
  );
  return null;
}
