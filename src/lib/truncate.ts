import { textOf } from './i18n/current';

export const FILE_NAME_MAX = 30;
export const YOUTUBE_NAME_MAX = 40;
export const HISTORY_PREVIEW_MAX = 140;
export const YOUTUBE_PREFIX = 'YouTube: ';

/** Cut to `max` characters: the first max - 3 plus '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** SPEC point 2: names cut to 30; YouTube entries get 'YouTube: ' and are cut to 40. */
export function displayFileName(file: { file_name: string; file_type?: string | null }): string {
  if (file.file_type === 'youtube' || /youtu\.be|youtube/i.test(file.file_name))
    return truncate(`${YOUTUBE_PREFIX}${file.file_name}`, YOUTUBE_NAME_MAX);
  return truncate(file.file_name, FILE_NAME_MAX);
}

export const NO_MESSAGES = 'No messages';
export const HISTORY_PREVIEW_TEXT = { noMessages: NO_MESSAGES } as const;

declare module './i18n/sections' {
  interface Sections {
    historyPreview: typeof HISTORY_PREVIEW_TEXT;
  }
}

/** SPEC point 2: the first message cut to 140 characters plus an ellipsis, or 'No messages'. */
export function historyPreview(messages: readonly { content: string }[]): string {
  const first = messages[0];
  if (!first) return textOf('historyPreview', HISTORY_PREVIEW_TEXT).noMessages;
  return first.content.length > HISTORY_PREVIEW_MAX
    ? `${first.content.slice(0, HISTORY_PREVIEW_MAX)}...`
    : first.content;
}
