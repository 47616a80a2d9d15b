import { useText } from '../../ui/i18n';
/** Texts of the Key Concepts tab (SPEC points 2 and 8). */
export const CONCEPT_TEXT = {
  add: 'Add Concept',
  sort: 'Sort concepts',
  untitled: 'Untitled Concept',
  custom: 'Custom',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  expand: (title: string) => `Expand ${title}`,
  collapse: (title: string) => `Collapse ${title}`,
  noSource: 'No source location available',
  added: (date: string) => `Added: ${date}`,
  customConcept: 'Custom concept',
  titleField: 'Concept Title',
  explanationField: 'Explanation',
  pageField: 'Source Page Number',
  startField: 'Video Start Time',
  endField: 'Video End Time',
  submit: 'Add Key Concept',
  adding: 'Adding...',
  loading: 'Loading key concepts...',
  empty: 'No key concepts available.',
  confirmDelete: 'Are you sure you want to delete this key concept?',
  saved: 'Key concept saved!',
  deleted: 'Key concept deleted!',
  created: 'Key concept added successfully!',
  saveError: 'Error saving concept',
  deleteError: 'Error deleting concept',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    concepts: typeof CONCEPT_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useConceptText = () => useText('concepts', CONCEPT_TEXT);
