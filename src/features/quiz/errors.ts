import { errorStatus, errorText } from '../../lib/errors';
import { loggedAs, type WriteErrorTexts } from '../../ui/useStudyActions';
import { QUIZ_TEXT } from './messages';

/** SPEC point 8 quiz errors, for the tab and for changes the server refuses later. */
export const QUIZ_ERRORS: WriteErrorTexts = {
  create: (error) => QUIZ_TEXT.createError(errorText(error)),
  update: loggedAs(QUIZ_TEXT.updateError),
  delete: (error) => {
    const status = errorStatus(error);
    return status ? QUIZ_TEXT.deleteFailed(status) : QUIZ_TEXT.deleteError;
  },
};
