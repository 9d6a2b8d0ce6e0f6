import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who is calling a service: set by the edge for users, or by a service calling another. */
export interface CallerClaims {
  /** User id, when the request carries a valid session. */
  uid?: number;
  /** Session id of that user. */
  sid?: string;
  role?: 'user' | 'admin';
  /** Name of the calling service, or PUBLIC_CALLER for a client request relayed by the edge. */
  svc: string;
  /** Issued at, ms since epoch. */
  iat: number;
}

export const INTERNAL_AUTH_HEADER = 'x-arena-auth';
/** `svc` of requests the edge relays from the public: they may not reach `internal` routes. */
export const PUBLIC_CALLER = 'public';
const MAX_AGE_MS = 5 * 60_000;

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signClaims(claims: Omit<CallerClaims, 'iat'>, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: Date.now() })).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a valid, fresh header; undefined for anything forged, stale or malformed. */
export function verifyClaims(header: string | undefined, secret: string): CallerClaims | undefined {
  if (!header) return undefined;
  const [payload, signature] = header.split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as CallerClaims;
    if (typeof claims.iat !== 'number' || Math.abs(Date.now() - claims.iat) > MAX_AGE_MS) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}
