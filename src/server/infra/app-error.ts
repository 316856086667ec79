import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

type AppErrorCode = keyof typeof STATUS_BY_CODE;

type ErrorIssue = { path: string; message: string };

/** The one error services throw; the app's onError turns it into `{ error: { code, message, issues? } }`. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { issues?: ErrorIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

/**
 * A refusal that names the field at fault, so the form shows the message beside it and keeps what was
 * typed: a 422, or another code where it says more (409 for a value that clashes with what is already
 * there, 413 or 415 for a file).
 */
export const invalidField = (path: string, message: string, code: AppErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, message, { issues: [{ path, message }] });

/** Hides whether a row exists: the wrong user gets the same answer as a missing row. */
export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
