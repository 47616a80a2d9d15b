// Every text the assistant shows to students, in one place for tests and translators.

export const NO_HIT =
  "I couldn't find anything about that in your files. Try uploading notes, slides or a textbook chapter that covers it, or rephrase the question.";

/** The reply to a question whose files are still being processed; the answer follows later. */
export function stillReading(fileNames: readonly string[]): string {
  const names =
    fileNames.length <= 2
      ? fileNames.join(' and ')
      : `${fileNames.slice(0, 2).join(', ')} and ${fileNames.length - 2} more`;
  return `I'm still reading ${names} — I'll answer here as soon as it's ready.`;
}

export const SUPPORTING_POINTS = '**Supporting points**';
export const SOURCES = 'Sources:';

export const NO_FILES = "You haven't uploaded any files yet.";
export const FILES_HEADING = (count: number): string =>
  `You have ${count} file${count === 1 ? '' : 's'}:`;
export const NO_FILE_MATCH = (name: string): string =>
  `I couldn't find a file named "${name}" in your files.`;
export const NO_CONCEPTS = (name: string): string =>
  `"${name}" has no key concepts yet; it may still be processing.`;
export const SUMMARY_HEADING = (name: string): string => `**Summary of ${name}**`;
export const NO_QUIZ = (topic: string): string =>
  `I couldn't find quiz questions about "${topic}" in your files. Upload material that covers it, then try again.`;
export const QUIZ_HEADING = (topic: string): string => `**Quiz: ${topic}**`;
export const ANSWERS = '**Answers:**';
export const TRUE_FALSE = 'True or false?';

export const STATUS_LABELS: Record<string, string> = {
  completed: 'ready',
  ready: 'ready',
  processing: 'processing',
  pending: 'waiting to be processed',
  queued: 'waiting to be processed',
  failed: 'failed',
  error: 'failed',
};
