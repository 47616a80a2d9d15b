import { errorStatus, errorText } from '../../lib/errors';
import { textOf } from '../../lib/i18n/current';
import { loggedAs, type WriteErrorTexts } from '../../ui/useStudyActions';
import { QUIZ_TEXT } from './messages';

const text = () => textOf('quiz', QUIZ_TEXT);

/** SPEC point 8 quiz errors, for the tab and for changes the server refuses later. */
export const QUIZ_ERRORS: WriteErrorTexts = {
  create: (error) => text().createError(errorText(error)),
  update: (error) => loggedAs(text().updateError)(error),
  delete: (error) => {
    const status = errorStatus(error);
    return status ? text().deleteFailed(status) : text().deleteError;
  },
};
