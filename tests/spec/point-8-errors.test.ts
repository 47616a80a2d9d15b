import { describe, expect, it } from 'vitest';
import { ROUTE_ERROR_TITLE } from '../../src/app/RouteError';
import { ChunkLoadError } from '../../src/app/lazy';
import { ApiError, NETWORK_ERROR, SESSION_EXPIRED, INVALID_RESPONSE } from '../../src/data/api';
import { FILE_MESSAGES, fileListError } from '../../src/data/files';
import {
  CHAT_ERRORS,
  uploadFailureText,
  VOICE_ERRORS,
  voiceErrorText,
} from '../../src/features/chat/messages';
import { CONCEPT_TEXT } from '../../src/features/concepts/messages';
import { FLASHCARD_TEXT } from '../../src/features/flashcards/messages';
import { HISTORY_TEXT } from '../../src/features/history/messages';
import { KNOWLEDGE_TEXT, LIVE_TEXT } from '../../src/features/knowledge/messages';
import { QUIZ_TEXT } from '../../src/features/quiz/messages';
import { PAYMENT_ERRORS } from '../../src/features/billing/messages';
import { DELETE_ALERTS } from '../../src/features/settings/messages';
import {
  fetchErrorText,
  mutationErrorText,
  UNKNOWN_ERROR,
  USER_TOKEN_MISSING,
} from '../../src/lib/errors';
import { socketNoticeToast } from '../../src/lib/socket';

const httpError = (status: number, statusText: string, body: unknown = null) =>
  new ApiError(status, statusText, body);

/** [the spec's words, the text the app shows, the text expected for the values used] */
type Row = [spec: string, shown: string, expected?: string];

function table(rows: Row[]) {
  it.each(rows)('%s', (_spec, shown, expected) => {
    expect(shown).toBe(expected ?? _spec);
  });
}

describe('SPEC point 8, Generic', () => {
  table([
    ['Unexpected Application Error!', ROUTE_ERROR_TITLE],
    ['Loading chunk N failed', new ChunkLoadError(3).message, 'Loading chunk 3 failed'],
    [
      'API Error: {text}',
      fileListError(httpError(500, 'db down', { detail: 'db down' })) ?? '',
      'Error loading files: API Error: db down',
    ],
    ['Failed to communicate with the server.', NETWORK_ERROR],
    ['Authentication session expired. Please refresh.', SESSION_EXPIRED],
    [
      'User token not available',
      fetchErrorText(new ApiError(401, SESSION_EXPIRED, null, true), 'flashcards', ''),
      USER_TOKEN_MISSING,
    ],
    [
      'HTTP error! status: {code}',
      fetchErrorText(httpError(503, 'HTTP error! status: 503', 'x'), 'key concepts', ''),
      'Failed to fetch key concepts: HTTP error! status: 503',
    ],
    [
      'Failed to fetch key concepts: {status text}',
      fetchErrorText(httpError(500, 'Internal Server Error'), 'key concepts', ''),
      'Failed to fetch key concepts: Internal Server Error',
    ],
    [
      'Invalid response format from server',
      fetchErrorText(httpError(200, INVALID_RESPONSE), 'key concepts', INVALID_RESPONSE),
    ],
    [
      'API returned malformed data structure for flashcards',
      fetchErrorText(
        httpError(200, 'x'),
        'flashcards',
        'API returned malformed data structure for flashcards',
      ),
    ],
    [
      'API returned malformed data structure for quizzes',
      fetchErrorText(
        httpError(200, 'x'),
        'quizzes',
        'API returned malformed data structure for quizzes',
      ),
    ],
    ['An unknown error occurred', UNKNOWN_ERROR],
  ]);
});

describe('SPEC point 8, Files', () => {
  table([
    [
      'Failed to fetch files.',
      fileListError(httpError(200, 'x')) ?? '',
      'Error loading files: Failed to fetch files.',
    ],
    [
      'An unexpected error occurred while fetching files.',
      fileListError(new Error('boom')) ?? '',
      'Error loading files: An unexpected error occurred while fetching files.',
    ],
    ['Error loading files: {message}', FILE_MESSAGES.loadError('m'), 'Error loading files: m'],
    ['File deleted successfully!', KNOWLEDGE_TEXT.deleted],
    ['Failed to delete file.', KNOWLEDGE_TEXT.deleteFailed],
    [
      'File upload failed. Please try again.',
      uploadFailureText(httpError(413, 'File is too large.', { detail: 'File is too large.' })),
      'File upload failed. Please try again.\nFile is too large.',
    ],
    [
      'An error occurred during file upload. Please try again.',
      uploadFailureText(new ApiError(0, NETWORK_ERROR)),
      `An error occurred during file upload. Please try again.\n${NETWORK_ERROR}`,
    ],
    [
      'Failed to add YouTube video: {reason}',
      CHAT_ERRORS.youtubeFailed('bad'),
      'Failed to add YouTube video: bad',
    ],
    ['Please check the URL and try again.', CHAT_ERRORS.youtubeDefaultReason],
    ['YouTube video added and is now processing.', CHAT_ERRORS.youtubeAdded],
  ]);
});

describe('SPEC point 8, Socket', () => {
  table([
    ['Real-time connection established.', socketNoticeToast('connected').message],
    ['WebSocket connection error.', socketNoticeToast('error').message],
    ['Connection lost. Reconnecting...', socketNoticeToast('reconnecting').message],
    [
      'Could not re-establish real-time connection. Please refresh the page.',
      socketNoticeToast('failed').message,
    ],
  ]);
});

describe('SPEC point 8, Live events', () => {
  table([
    [
      'File "{file_name}" has been processed.',
      LIVE_TEXT.processed('a.pdf'),
      'File "a.pdf" has been processed.',
    ],
    [
      'Error processing file: {error_message or Unknown error}',
      LIVE_TEXT.failed(null),
      'Error processing file: Unknown error',
    ],
    ['File was deleted.', LIVE_TEXT.deleted],
  ]);
});

describe('SPEC point 8, Key concepts', () => {
  table([
    ['Error saving concept', CONCEPT_TEXT.saveError],
    ['Error deleting concept', CONCEPT_TEXT.deleteError],
    ['Key concept saved!', CONCEPT_TEXT.saved],
    ['Key concept deleted!', CONCEPT_TEXT.deleted],
    ['Key concept added successfully!', CONCEPT_TEXT.created],
  ]);
});

describe('SPEC point 8, Flashcards', () => {
  table([
    [
      'Failed to {update|delete} flashcard: {status text}',
      mutationErrorText(httpError(500, 'Server Error'), FLASHCARD_TEXT.deleteFailed, 'x'),
      'Failed to delete flashcard: Server Error',
    ],
    ['Failed to save flashcard', FLASHCARD_TEXT.saveFailed],
    ['Flashcard updated successfully!', FLASHCARD_TEXT.updated],
    ['Flashcard deleted successfully!', FLASHCARD_TEXT.deleted],
    ['Flashcard added successfully!', FLASHCARD_TEXT.created],
  ]);
});

describe('SPEC point 8, Quiz', () => {
  table([
    [
      'Error saving custom quiz: {reason}',
      QUIZ_TEXT.createError('r'),
      'Error saving custom quiz: r',
    ],
    ['An error occurred while updating the quiz question.', QUIZ_TEXT.updateError],
    [
      'Failed to delete quiz question. Server responded with {status}',
      QUIZ_TEXT.deleteFailed(500),
      'Failed to delete quiz question. Server responded with 500',
    ],
    ['An error occurred while deleting the quiz question.', QUIZ_TEXT.deleteError],
    ['Quiz question added successfully!', QUIZ_TEXT.created],
    ['Quiz question updated successfully!', QUIZ_TEXT.updated],
    ['Quiz question deleted successfully!', QUIZ_TEXT.deleted],
    ['Correct!', QUIZ_TEXT.correct],
    [
      'Incorrect. Correct answer: {answer}',
      QUIZ_TEXT.incorrect('Paris'),
      'Incorrect. Correct answer: Paris',
    ],
  ]);
});

describe('SPEC point 8, Chat history', () => {
  table([
    ['New chat started', HISTORY_TEXT.started],
    ['Failed to start new chat', HISTORY_TEXT.startFailed],
    ['Error starting new chat', HISTORY_TEXT.startError],
    ['Chat history deleted', HISTORY_TEXT.deleted],
    ['Failed to delete history', HISTORY_TEXT.deleteFailed],
    ['Error deleting history', HISTORY_TEXT.deleteError],
  ]);
});

describe('SPEC point 8, Voice', () => {
  table([
    ['Microphone access denied. Please allow microphone access.', voiceErrorText('not-allowed')],
    ['Network error. Please check your connection.', voiceErrorText('network')],
    ['No speech was detected.', voiceErrorText('no-speech')],
    ['No microphone was found.', voiceErrorText('audio-capture')],
    ['Speech recognition service is not allowed.', voiceErrorText('service-not-allowed')],
    [
      'Speech recognition error: {code}',
      voiceErrorText('aborted'),
      'Speech recognition error: aborted',
    ],
  ]);
  it('names each code once', () => expect(Object.keys(VOICE_ERRORS)).toHaveLength(7));
});

describe('SPEC point 8, Payment', () => {
  table([
    ['Payment system is unavailable. Please refresh the page.', PAYMENT_ERRORS.unavailable],
    ['Failed to complete subscription.', PAYMENT_ERRORS.subscribeFailed],
    ['Failed to update payment details.', PAYMENT_ERRORS.updateFailed],
    ['Failed to cancel subscription.', PAYMENT_ERRORS.cancelFailed],
    ['An error occurred while starting your trial.', PAYMENT_ERRORS.trialFailed],
    ['An error occurred while subscribing.', PAYMENT_ERRORS.subscribeError],
  ]);
});

describe('SPEC point 8, Account deletion', () => {
  table([
    ['Your account has been successfully deleted.', DELETE_ALERTS.success],
    [
      'Failed to delete account: {error or Unknown error}',
      DELETE_ALERTS.failed(''),
      'Failed to delete account: Unknown error',
    ],
    ['Authentication failed. Please try logging in again.', DELETE_ALERTS.auth],
    ['No user found.', DELETE_ALERTS.noUser],
  ]);
});
