/**
 * Names of fields whose values never reach a log: passwords (login, payment, old and repeated),
 * verification codes, card and ID numbers, tokens, signatures and scan-login secrets.
 */
export const SECRET_FIELDS = [
  'password',
  'repassword',
  'old_password',
  'payment_password',
  'old_payment_password',
  'code',
  'card_no',
  'id_number',
  'token',
  'userSig',
  'sig',
  'sign',
  'secret',
] as const;

const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'gi');

/** A URL as it may be logged: the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.includes('?') ? url.replace(SECRET_PARAM, '$1[redacted]') : url;
}

/** pino `redact` paths: a secret field logged in an object, at the top or one or two levels down. */
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);
