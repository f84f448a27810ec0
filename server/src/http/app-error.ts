import { errorCatalogue, type ErrorCode } from '@tala/contract/errors';

/** A failure with a catalogue code; the envelope layer turns it into `{ success: false, code, message }`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly extra: { field?: string; value?: unknown; status?: number; message?: string } = {},
  ) {
    super(extra.message ?? errorCatalogue[code].message);
    this.status = extra.status ?? (errorCatalogue[code].status || 500);
  }
}
