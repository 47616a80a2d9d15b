import { useText } from '../../ui/i18n';
/** Texts of the history panel (SPEC points 2 and 8). */
export const HISTORY_TEXT = {
  heading: 'History',
  newChat: 'New Chat',
  newChatLabel: 'Start a new chat',
  deleteLabel: (preview: string) => `Delete chat: ${preview}`,
  confirmDelete: 'Are you sure you want to delete this chat history?',
  empty: 'No chats yet',
  loading: 'Loading chats...',
  started: 'New chat started',
  startFailed: 'Failed to start new chat',
  startError: 'Error starting new chat',
  deleted: 'Chat history deleted',
  deleteFailed: 'Failed to delete history',
  deleteError: 'Error deleting history',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    history: typeof HISTORY_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useHistoryText = () => useText('history', HISTORY_TEXT);
