import { ErrorCode, ErrorCodeValue } from '@arena/protocol';

/**
 * A failure the caller should see: an envelope code, a message key from the catalogue (translated
 * into the caller's language by the exception filter) and the HTTP status (200 for business errors).
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly code: ErrorCodeValue = ErrorCode.FAIL,
    readonly httpStatus = 200,
    /** What the envelope's `data` carries with the failure (null unless a route says more, e.g. readiness). */
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  /** A business error (`code 1`): the common case. */
  static fail(messageKey: string, params: Record<string, unknown> = {}): AppError {
    return new AppError(messageKey, params);
  }
}
