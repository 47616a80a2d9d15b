import { useText } from '../../ui/i18n';
/** Texts of the Study screen and its entry points (the spec's button words where it has them). */
export const STUDY_TEXT = {
  entry: 'Study',
  dueToday: (n: number) => `${n} due today`,
  title: 'Study',
  titleOf: (name: string) => `Study: ${name}`,
  back: 'Back to chat',
  allFiles: 'All files',
  loading: 'Loading your cards...',
  question: 'Question',
  answer: 'Answer',
  showAnswer: 'Show answer',
  showAnswerHint: 'Space',
  answers: 'How well did you know it?',
  known: 'Known',
  needsReview: 'Needs Review',
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  showSource: 'Show source',
  fromFile: (name: string) => `From ${name}`,
  remaining: (due: number, fresh: number) => `${due} to review · ${fresh} new`,
  nothingDue: 'Nothing is due right now. Well done!',
  nothingDueHint: 'New cards and reviews come back here as they fall due.',
  noCards: 'No flashcards yet. Upload a file or create flashcards to start studying.',
  sessionDone: 'Session complete',
  reviewed: (n: number) => `Reviewed: ${n}`,
  againRate: (pct: number) => `Again: ${pct}%`,
  nextDue: (interval: string) => `Next card due in ${interval}`,
  noneScheduled: 'No reviews scheduled yet.',
  reviewFailed: 'Your answer could not be saved on this device.',
  stats: 'Your progress',
  statDueToday: 'Due today',
  statDueWeek: 'Due this week',
  statReviewsToday: 'Reviews today',
  statRetention: 'True retention (30 days)',
  statStreak: 'Streak',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  noRetention: '–',
  transfer: 'Export and import',
  exportScope: 'Cards of',
  allFilesOption: 'All files',
  exportApkg: 'Export for Anki (.apkg)',
  exportCsv: 'Export CSV',
  exportTsv: 'Export TSV (Quizlet)',
  exporting: 'Exporting...',
  exported: (n: number, name: string) => `Exported ${n} flashcard(s) to ${name}.`,
  exportFailed: (reason: string) => `Export failed: ${reason}`,
  importInto: 'Import into',
  chooseFile: 'Choose a file',
  importCsv: 'Import CSV or TSV',
  importing: 'Importing...',
  imported: (n: number, name: string) => `Imported ${n} flashcard(s) into ${name}.`,
  importSkipped: (n: number) => ` ${n} line(s) without a question and an answer were skipped.`,
  importFailedCards: (n: number) => ` ${n} card(s) could not be saved.`,
  importFailed: (reason: string) => `Import failed: ${reason}`,
  importHelp:
    'One card per line: question, then answer (a third column, such as the source, is ignored).',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    study: typeof STUDY_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useStudyText = () => useText('study', STUDY_TEXT);
