import { createErrorText } from '../../lib/errors';
import { textOf } from '../../lib/i18n/current';
import { loggedAs, type WriteErrorTexts } from '../../ui/useStudyActions';
import { CONCEPT_TEXT } from './messages';

const text = () => textOf('concepts', CONCEPT_TEXT);

/** SPEC point 8 key concept errors, for the tab and for changes the server refuses later. */
export const CONCEPT_ERRORS: WriteErrorTexts = {
  create: createErrorText,
  update: (error) => loggedAs(text().saveError)(error),
  delete: (error) => loggedAs(text().deleteError)(error),
};
