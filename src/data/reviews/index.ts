// Spaced repetition on this device (README "Spaced repetition"): reviews are scheduled here at
// once (offline too), their logs go out through the outbox, and logs of other devices come in
// and are replayed with the same scheduler the server runs.
import { registerFileChildTable } from '../mirror';

// A file's deletion (here or, through the mirror, elsewhere) takes its cards' reviews along.
registerFileChildTable((db) => db.reviewLogs);
registerFileChildTable((db) => db.reviewStates);

export {
  useCardState,
  useDueCount,
  useDueQueue,
  useIntervals,
  useNextDue,
  useNow,
  useReviewSync,
  useStudyStats,
} from './hooks';
export { pullReviews } from './pull';
export { reviewConceptAgain } from './quiz';
export { loadDueQueue, loadStudyStats, newCardsSince, type StudyStats } from './queue';
export { recordReview, scheduleOf, type ReviewedCard, type ReviewOptions } from './record';
export type { CardStateRow, ReviewLogRow } from './rows';
