/** The envelope codes of the spec's error catalogue; docs/api-errors.md says when each is returned. */
export const ErrorCode = {
  OK: 0,
  /** A business or validation error; the site shows `msg` as a toast. */
  FAIL: 1,
  NOT_FOUND: 404,
  /** The session was ended on purpose: sign-out, password change, ban. The site clears it. */
  SESSION_REVOKED: 700,
  /** The token is unknown or malformed. The site offers re-login. */
  TOKEN_INVALID: 50008,
  /** The session was replaced by a newer login on the same kind of device. */
  LOGGED_IN_ELSEWHERE: 50012,
  /** The session outlived its lifetime. */
  TOKEN_EXPIRED: 50014,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The codes after which a client offers to log in again (the token itself is no longer good). */
export const RELOGIN_CODES: readonly number[] = [
  ErrorCode.TOKEN_INVALID,
  ErrorCode.LOGGED_IN_ELSEWHERE,
  ErrorCode.TOKEN_EXPIRED,
];
