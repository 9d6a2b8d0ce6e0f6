/** A call that answered with a code other than 0; `code` says which. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** The HTTP status it came with (0 when not over HTTP). */
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether a failed call may have done its work anyway: no answer at all, or a server error (a
 * service that did not answer in time, or answered after its commit failed to say so). A call
 * carrying a request key is retried with the same key, so the server does it once.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** The request never got an envelope: offline, refused, timed out, or not JSON. */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}
