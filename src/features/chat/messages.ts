import { errorStatus, errorText } from '../../lib/errors';
import { textOf } from '../../lib/i18n/current';
import { useText } from '../../ui/i18n';

/** User-facing texts of the chat screen (SPEC points 2, 5 and 8). */
export const CHAT_TEXT = {
  title: 'Mnemo chat',
  loadingSession: 'Loading user session...',
  tabs: { knowledge: 'Knowledge', chat: 'Chat', history: 'History' },
  placeholder: 'Type your message or paste a link...',
  send: 'Send message',
  sending: 'Sending...',
  thinking: 'Thinking...',
  attach: 'Add files or a video',
  uploadFiles: 'Upload Files',
  addYoutube: 'Add YouTube Video',
  youtubeLabel: 'YouTube Video URL',
  youtubePlaceholder: 'https://www.youtube.com/watch?v=...',
  addVideo: 'Add Video',
  removeAttachment: (name: string) => `Remove ${name}`,
  attachments: 'Attached files',
  micStart: 'Start voice input',
  micStop: 'Stop voice input',
  copy: 'Copy message',
  copied: 'Copied!',
  you: 'You',
  assistant: 'Mnemo',
  emptyConversation: 'Ask a question about your files, or attach some to get started.',
  logout: 'Log out',
  settings: 'Settings',
  connection: 'Real-time connection',
  pendingChanges: (n: number) =>
    `${n} change${n === 1 ? '' : 's'} saved on this device, waiting to sync`,
  defaultTitle: 'New Chat',
  uploadsWaiting: (n: number) =>
    `${n} file${n === 1 ? '' : 's'} saved on this device. ${n === 1 ? 'It uploads' : 'They upload'} when you're back online.`,
  waitingToSend: 'Waiting to send',
  answeredOnDevice: 'Answered on this device',
  answeredOnDeviceHint:
    "You're offline: this answer comes from the copy of your files on this device. Mnemo's reply replaces it once the question is sent.",
  youtubeWaiting: "Video saved on this device. It's added when you're back online.",
  /** The server's answer to an upload (README, Decisions), said by the app outside English. */
  uploaded: (n: number) => `${n} file(s) uploaded. Processing has started.`,
} as const;

export const CHAT_ERRORS = {
  youtubeRequired: 'Please enter a YouTube Video URL.',
  youtubeNoToken: 'Authentication token not found. Please log in again.',
  youtubeFailed: (reason: string) => `Failed to add YouTube video: ${reason}`,
  youtubeDefaultReason: 'Please check the URL and try again.',
  youtubeAdded: 'YouTube video added and is now processing.',
  uploadFailed: 'File upload failed. Please try again.',
  uploadError: 'An error occurred during file upload. Please try again.',
  sendFailed: (reason: string) => `Failed to send message: ${reason}`,
} as const;

/**
 * SPEC point 8 "Upload": the spec's sentence leads ('File upload failed…' when the server refused
 * the files, 'An error occurred…' when it could not be asked), the reason on a second line.
 */
export function uploadFailureText(error: unknown): string {
  const status = errorStatus(error);
  const errors = textOf('chatErrors', CHAT_ERRORS);
  const lead = status !== null && status > 0 ? errors.uploadFailed : errors.uploadError;
  const reason = errorText(error, '');
  return reason && reason !== lead ? `${lead}\n${reason}` : lead;
}

/** SPEC point 5 and 8 (Voice). */
export const VOICE_ERRORS = {
  unsupported:
    'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.',
  noGrammar: 'Speech grammar is not supported in your browser.',
  'not-allowed': 'Microphone access denied. Please allow microphone access.',
  network: 'Network error. Please check your connection.',
  'no-speech': 'No speech was detected.',
  'audio-capture': 'No microphone was found.',
  'service-not-allowed': 'Speech recognition service is not allowed.',
} as const;

export const VOICE_TEXT = {
  errors: VOICE_ERRORS,
  other: (code: string) => `Speech recognition error: ${code}`,
} as const;

export function voiceErrorText(code: string): string {
  const text = textOf('voice', VOICE_TEXT);
  switch (code) {
    case 'not-allowed':
    case 'network':
    case 'no-speech':
    case 'audio-capture':
    case 'service-not-allowed':
      return text.errors[code];
    default:
      return text.other(code);
  }
}

declare module '../../lib/i18n/sections' {
  interface Sections {
    chat: typeof CHAT_TEXT;
    chatErrors: typeof CHAT_ERRORS;
    voice: typeof VOICE_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useChatText = () => useText('chat', CHAT_TEXT);
export const useChatErrors = () => useText('chatErrors', CHAT_ERRORS);
export const useVoiceText = () => useText('voice', VOICE_TEXT);
