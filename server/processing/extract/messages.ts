// Every text a student may read when extraction fails, in one place for tests and translators.
import { ProcessingError, type ProcessingErrorCode } from '../types';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function formatDuration(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

export const messages = {
  empty: 'This file is empty.',
  noText: 'No readable text was found in this file.',
  unsupported:
    'This file type is not supported. Upload a PDF, Word document, text file, image or MP4 video.',
  pdfCorrupt:
    'This PDF is damaged or incomplete and could not be read. Try exporting it again and re-uploading.',
  pdfEncrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  pdfTooManyPages: (limit: number) =>
    `This PDF has more than ${limit} pages, which is the most we can process. Split it into smaller files and upload them separately.`,
  ocrUnavailable:
    'This PDF has scanned pages, but the page renderer needed to read them is not available on this server.',
  imageTooLarge: (maxPixels: number) =>
    `This image is too large to process (over ${Math.round(maxPixels / 1_000_000)} megapixels). Resize it and upload again.`,
  imageCorrupt: 'This image is damaged or incomplete and could not be read.',
  imageNoText: 'No readable text was found in this image.',
  docxTooLarge:
    'This Word document expands to more data than we can process. Remove large embedded media and upload it again.',
  docxTooMuchText:
    'This Word document holds more text and formatting than we can process in one file. Split it into smaller documents, or save it as a PDF and upload that.',
  docCorrupt: 'This Word document is damaged or incomplete and could not be read.',
  videoTooLong: (maxSeconds: number) =>
    `This video is longer than ${formatDuration(maxSeconds)}, which is the longest we can process. Trim it and upload it again.`,
  videoCorrupt: 'This video is damaged or incomplete and could not be read.',
  videoNoTranscript:
    'This video has no subtitles and speech-to-text is not configured. Upload it with a .vtt or .srt subtitle file, or set STT_BASE_URL to an OpenAI-compatible transcription service.',
  videoEmptyTranscript: 'No speech or subtitles were found in this video.',
  sttFailed: 'The speech-to-text service could not transcribe this video. Try again later.',
  youtubeInvalidUrl: 'This is not a valid YouTube video link.',
  youtubeUnreachable: 'YouTube could not be reached. Check the internet connection and try again.',
  youtubePrivate: 'This YouTube video is private or unavailable.',
  youtubeNoCaptions: 'This YouTube video has no captions, so it cannot be processed.',
} as const;

export function fail(code: ProcessingErrorCode, message: string): ProcessingError {
  return new ProcessingError(code, message);
}
