import { mutationErrorText } from '../../lib/errors';
import type { WriteErrorTexts } from '../../ui/useStudyActions';
import { FLASHCARD_TEXT } from './messages';

const failure = (prefix: string) => (error: unknown) =>
  mutationErrorText(error, prefix, FLASHCARD_TEXT.saveFailed);

/** SPEC point 8 flashcard errors, for the tab and for changes the server refuses later. */
export const FLASHCARD_ERRORS: WriteErrorTexts = {
  create: failure(FLASHCARD_TEXT.saveFailed),
  update: failure(FLASHCARD_TEXT.updateFailed),
  delete: failure(FLASHCARD_TEXT.deleteFailed),
};
