import { createErrorText } from '../../lib/errors';
import { loggedAs, type WriteErrorTexts } from '../../ui/useStudyActions';
import { CONCEPT_TEXT } from './messages';

/** SPEC point 8 key concept errors, for the tab and for changes the server refuses later. */
export const CONCEPT_ERRORS: WriteErrorTexts = {
  create: createErrorText,
  update: loggedAs(CONCEPT_TEXT.saveError),
  delete: loggedAs(CONCEPT_TEXT.deleteError),
};
