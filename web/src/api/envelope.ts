/** Every API answer: `{ code, msg, data }` with HTTP 200 for business outcomes. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const CODE = {
  OK: 0,
  FAIL: 1,
  NOT_FOUND: 404,
  SESSION_REVOKED: 700,
} as const;

/** The catalogue's "token invalid / logged in elsewhere / expired": the site offers re-login. */
export const RELOGIN_CODES: readonly number[] = [50008, 50012, 50014];

/** A call that answered with a code other than 0; `code` says which. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
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
