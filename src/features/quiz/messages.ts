import { useText } from '../../ui/i18n';
/** Texts of the Quiz tab (SPEC points 2, 5, 6 and 8). */
export const QUIZ_TEXT = {
  createHeading: 'Create New Quiz Question',
  create: 'Create New Quiz Question',
  type: 'Question Type',
  mcq: 'Multiple Choice',
  tf: 'True/False',
  /** A True/False question's two answers as shown (the stored values stay 'True' and 'False'). */
  trueLabel: 'True',
  falseLabel: 'False',
  question: 'Question',
  correctAnswer: 'Correct Answer',
  distractors: 'Distractors (comma-separated)',
  add: 'Add Question',
  adding: 'Adding...',
  cancel: 'Cancel',
  save: 'Save',
  editHeading: 'Edit Quiz Question',
  empty: 'No quiz questions available. Create your own to get started!',
  loading: 'Loading quiz...',
  viewerEmpty: 'No quiz questions available.',
  position: (n: number, m: number) => `Question ${n} of ${m}`,
  answered: (count: number, total: number, pct: number) => `Answered: ${count}/${total} (${pct}%)`,
  score: (x: number, y: number) => `Score: ${x}/${y}`,
  options: 'Answer options',
  submit: 'Submit Answer',
  restart: 'Restart Quiz',
  prev: 'Previous question',
  next: 'Next question',
  edit: 'Edit',
  delete: 'Delete',
  correct: 'Correct!',
  incorrect: (answer: string) => `Incorrect. Correct answer: ${answer}`,
  confirmDelete: 'Are you sure you want to delete this quiz question?',
  mustLogIn: 'You must be logged in to update or delete a quiz question.',
  created: 'Quiz question added successfully!',
  updated: 'Quiz question updated successfully!',
  deleted: 'Quiz question deleted successfully!',
  createError: (reason: string) => `Error saving custom quiz: ${reason}`,
  updateError: 'An error occurred while updating the quiz question.',
  deleteFailed: (status: number) =>
    `Failed to delete quiz question. Server responded with ${status}`,
  deleteError: 'An error occurred while deleting the quiz question.',
  showSource: 'Show source',
  cardsBack: (n: number) =>
    n === 1
      ? 'The flashcard on this concept is due again, so you can review it.'
      : `The ${n} flashcards on this concept are due again, so you can review them.`,
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    quiz: typeof QUIZ_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useQuizText = () => useText('quiz', QUIZ_TEXT);
