import { useText } from '../../ui/i18n';
/** Texts of the Flashcards tab (SPEC points 2, 5, 6 and 8). */
export const FLASHCARD_TEXT = {
  createHeading: 'Create New Flashcard',
  create: 'Create New Flashcard',
  question: 'Question',
  answer: 'Answer',
  add: 'Add Flashcard',
  adding: 'Adding...',
  cancel: 'Cancel',
  save: 'Save',
  empty: 'No flashcards available. Create your own to get started!',
  loading: 'Loading flashcards...',
  viewerEmpty: 'No flashcards available.',
  position: (n: number, m: number) => `Card ${n} of ${m}`,
  reviewed: (count: number, total: number, pct: number) => `Reviewed: ${count}/${total} (${pct}%)`,
  front: 'Question',
  back: 'Answer',
  flipHint: 'Click the card or press Space to flip',
  flipLabel: (side: string) => `Flashcard, showing ${side}. Activate to flip.`,
  prev: 'Previous card',
  next: 'Next card',
  known: 'Known',
  needsReview: 'Needs Review',
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
  answers: 'How well did you know it?',
  dueToday: (n: number) => `${n} due today`,
  studyDue: 'Study due cards',
  showSource: 'Show source',
  reviewFailed: 'Your answer could not be saved on this device.',
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Are you sure you want to delete this flashcard?',
  mustLogIn: 'You must be logged in to update or delete a flashcard.',
  updated: 'Flashcard updated successfully!',
  deleted: 'Flashcard deleted successfully!',
  created: 'Flashcard added successfully!',
  updateFailed: 'Failed to update flashcard',
  deleteFailed: 'Failed to delete flashcard',
  saveFailed: 'Failed to save flashcard',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    flashcards: typeof FLASHCARD_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useFlashcardText = () => useText('flashcards', FLASHCARD_TEXT);
