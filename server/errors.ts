/** Typed failures the services throw; one handler turns them into `{detail}` with the status. */
export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'payment_required'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation'
  | 'rate_limited'
  | 'unavailable';

export const STATUS_OF: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
};

export interface FieldProblem {
  msg: string;
  loc: (string | number)[];
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly problems?: FieldProblem[],
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }
  get status(): number {
    return STATUS_OF[this.code];
  }
}

export const notFound = (what = 'Not found'): AppError => new AppError('not_found', what);
export const unauthorized = (why = 'Not authenticated'): AppError =>
  new AppError('unauthorized', why);

/** A 429 that says when to come back (the handler sends it as Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}
