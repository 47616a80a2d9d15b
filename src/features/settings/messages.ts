import { useText } from '../../ui/i18n';
export const SETTINGS_TEXT = {
  title: 'Settings',
  close: 'Close settings',
  payment: 'Payment',
  language: 'Language',
  languageHelp: 'The language of the app, of generated study material and of answers.',
  /** The choices as SPEC point 5 names them; the other catalogues name each in its own tongue. */
  languageNames: {
    English: 'English',
    French: 'French',
    German: 'German',
    Spanish: 'Spanish',
    Chinese: 'Chinese',
    Japanese: 'Japanese',
  },
  level: 'Comprehension Level',
  levelHelp: 'How detailed and technical explanations should be.',
  levelNames: { Beginner: 'Beginner', Intermediate: 'Intermediate', Advanced: 'Advanced' },
  theme: 'Theme',
  darkMode: 'Dark mode',
  review: 'Review',
  retention: 'Desired retention',
  retentionHelp:
    'How likely you should be to remember a card when it comes back. Higher means more reviews.',
  newPerDay: 'New cards per day',
  newPerDayHelp: 'How many cards you have never studied a study day brings in, across all files.',
  fourButtons: 'Show four answer buttons (Again, Hard, Good, Easy) with their intervals',
  account: 'Account',
  signedInAs: (who: string) => `Signed in as ${who}`,
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  signOutEverywhere: 'Sign out of all devices',
  signingOutEverywhere: 'Signing out of all devices...',
  signOutEverywhereHelp:
    'Ends your session on every phone, tablet and computer, including this one.',
  signOutEverywhereFailed: (detail: string) =>
    `Could not sign out of all devices: ${detail || 'Unknown error'}`,
  offlineTitle: 'Offline files',
  keptNone:
    'No files are kept on this device yet. Files you open (PDFs, images, small videos) are kept here so they show offline.',
  kept: (n: number, size: string) =>
    `${n} opened ${n === 1 ? 'file' : 'files'} kept on this device for offline use (${size}).`,
  deviceUsage: (usage: string, quota: string | null) =>
    `Mnemo uses ${usage} of this device's storage in all${quota ? ` (up to ${quota} available)` : ''}.`,
  mayBeEvicted: 'The browser may remove kept files if the device runs low on space.',
  clearKept: 'Clear kept files',
  clearingKept: 'Clearing...',
  keptCleared: 'Kept files removed from this device. They are kept again when you open them.',
  clearKeptFailed: 'Could not clear the kept files.',
  videoLimit: 'Keep videos up to (MB)',
  videoLimitHelp:
    'Videos you open that are at most this size are kept on this device too; 0 keeps none.',
  deleteTitle: 'Delete Account',
  deleteBody:
    'Deleting your account permanently removes your files, study sets and chats from the server and from this device.',
  deleteButton: 'Delete Account',
  deleteConfirm: 'Are you sure you want to delete your account? This cannot be undone.',
  deleteYes: 'Yes, delete my account',
  deleteCancel: 'Cancel',
  deleting: 'Deleting...',
} as const;

/** Alerts of SPEC point 8 "Account deletion". */
export const DELETE_ALERTS = {
  success: 'Your account has been successfully deleted.',
  failed: (error: string) => `Failed to delete account: ${error || 'Unknown error'}`,
  network:
    'A network error occurred while deleting your account. Please check your connection and try again.',
  auth: 'Authentication failed. Please try logging in again.',
  noUser: 'No user found.',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    settings: typeof SETTINGS_TEXT;
    deleteAlerts: typeof DELETE_ALERTS;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useSettingsText = () => useText('settings', SETTINGS_TEXT);
export const useDeleteAlerts = () => useText('deleteAlerts', DELETE_ALERTS);
