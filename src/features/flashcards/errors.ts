import { mutationErrorText } from '../../lib/errors';
import { textOf } from '../../lib/i18n/current';
import type { WriteErrorTexts } from '../../ui/useStudyActions';
import { FLASHCARD_TEXT } from './messages';

type Prefix = 'saveFailed' | 'updateFailed' | 'deleteFailed';

/** In the language shown when the error happens. */
const failure = (prefix: Prefix) => (error: unknown) => {
  const text = textOf('flashcards', FLASHCARD_TEXT);
  return mutationErrorText(error, text[prefix], text.saveFailed);
};

/** SPEC point 8 flashcard errors, for the tab and for changes the server refuses later. */
export const FLASHCARD_ERRORS: WriteErrorTexts = {
  create: failure('saveFailed'),
  update: failure('updateFailed'),
  delete: failure('deleteFailed'),
};
