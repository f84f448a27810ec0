import type { ErrorCode } from '@tala/contract/errors';
import { errorStatus } from 'virtual:tala/error-status';

/**
 * Codes and statuses only: the catalogue's English messages stay out of the first download; what a
 * player reads is the `errors` translation pack.
 */
const statusOf = errorStatus as Record<ErrorCode, number>;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(statusOf, code);
}

/** Every failed call becomes one of these; `code` is a catalogue code, translated as errors:<code>. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The envelope's `value` on failure, when the server sent one (e.g. login: { captcha: true }). */
  readonly value: unknown;

  constructor(code: ErrorCode, options: { message?: string; field?: string; status?: number; value?: unknown } = {}) {
    super(options.message || code);
    this.name = 'ApiError';
    this.code = code;
    this.field = options.field;
    this.status = options.status ?? statusOf[code];
    this.value = options.value;
  }

  /** The translation key for this error (errors namespace). */
  get translationKey(): `errors:${ErrorCode}` {
    return `errors:${this.code}`;
  }
}

export function toErrorCode(code: unknown): ErrorCode {
  return isErrorCode(code) ? code : 'UNKNOWN';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
