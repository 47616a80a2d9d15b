import { useEffect } from 'react';
import { isUnreachable } from '../lib/errors';
import { pullKeyConcepts } from './concepts';
import { useDb } from './db';
import { pullFlashcards } from './flashcards';
import { pullQuizQuestions } from './quiz';

/**
 * SPEC point 4 "Data loading in the viewer": while the file shown is not processed, its key
 * concepts, flashcards and quiz questions are fetched (again at each status change), though the
 * viewer shows the status message instead of the tabs. Once processed, each tab fetches its own
 * list when it is empty (useFileItems). Requests for the same list share one flight.
 */
export function useFetchWhileNotProcessed(fileId: number | null, status: string | undefined) {
  const db = useDb();
  useEffect(() => {
    if (!db || fileId === null || fileId < 0 || status === undefined || status === 'processed') {
      return;
    }
    for (const pull of [pullKeyConcepts, pullFlashcards, pullQuizQuestions]) {
      pull(fileId).catch((error: unknown) => {
        // Not shown: the viewer shows the file's status until it is processed.
        if (!isUnreachable(error)) console.warn('Viewer fetch failed', error);
      });
    }
  }, [db, fileId, status]);
}
