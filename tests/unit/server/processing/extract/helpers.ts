import { expect } from 'vitest';
import { ProcessingError } from '../../../../../server/processing/types';

/** Awaits a promise that must reject with a ProcessingError, and returns it. */
export async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProcessingError);
  return error as ProcessingError;
}
