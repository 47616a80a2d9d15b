import { describe, expect, it } from 'vitest';
import {
  createErrorText,
  errorText,
  fetchErrorText,
  mutationErrorText,
} from '../../../../src/lib/errors';

const apiError = (status: number, detail: string, body: unknown = null) =>
  Object.assign(new Error(detail), { status, detail, body });

describe('errorText', () => {
  it('reads API errors, Errors and strings', () => {
    expect(errorText(apiError(400, 'Bad'))).toBe('Bad');
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('text')).toBe('text');
    expect(errorText(null)).toBe('An unknown error occurred');
    expect(errorText(undefined, 'fallback')).toBe('fallback');
  });
});

describe('fetchErrorText', () => {
  it('prefers the body detail', () => {
    expect(
      fetchErrorText(
        apiError(404, 'File not found', { detail: 'File not found' }),
        'flashcards',
        'bad',
      ),
    ).toBe('File not found');
  });
  it('falls back to the status text', () => {
    expect(fetchErrorText(apiError(500, 'Internal Server Error'), 'key concepts', 'bad')).toBe(
      'Failed to fetch key concepts: Internal Server Error',
    );
  });
  it('names malformed answers', () => {
    expect(
      fetchErrorText(
        apiError(200, 'Invalid response format from server'),
        'quizzes',
        'API returned malformed data structure for quizzes',
      ),
    ).toBe('API returned malformed data structure for quizzes');
  });
  it('passes network errors through', () => {
    expect(fetchErrorText(apiError(0, 'Failed to communicate with the server.'), 'x', 'y')).toBe(
      'Failed to communicate with the server.',
    );
  });
});

describe('createErrorText', () => {
  it('reads detail lists with locations, strings, message, error, then status', () => {
    const list = { detail: [{ msg: 'must not be blank', loc: ['body', 'concept_title'] }] };
    expect(createErrorText(apiError(422, 'x', list))).toBe(
      'must not be blank (body.concept_title)',
    );
    expect(createErrorText(apiError(400, 'x', { detail: 'Nope' }))).toBe('Nope');
    expect(createErrorText(apiError(400, 'x', { message: 'M' }))).toBe('M');
    expect(createErrorText(apiError(400, 'x', { error: 'E' }))).toBe('E');
    expect(createErrorText(apiError(502, 'Bad Gateway', 'oops'))).toBe('Bad Gateway (502)');
  });
});

describe('mutationErrorText', () => {
  it('prefers detail, then prefix with status text, then fallback', () => {
    expect(
      mutationErrorText(
        apiError(404, 'Gone', { detail: 'Gone' }),
        'Failed to update flashcard',
        'F',
      ),
    ).toBe('Gone');
    expect(
      mutationErrorText(apiError(500, 'Internal Server Error'), 'Failed to update flashcard', 'F'),
    ).toBe('Failed to update flashcard: Internal Server Error');
    expect(mutationErrorText(apiError(0, 'net'), 'P', 'Failed to save flashcard')).toBe(
      'Failed to save flashcard',
    );
    expect(mutationErrorText(new Error('x'), 'P', 'Failed to save flashcard')).toBe(
      'Failed to save flashcard',
    );
  });
});
