import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Messaging signatures (the spec's userSig and guest sig). A user's names the session it was issued
 * to, `<expiry>.<session id>.<hmac(id:expiry:session id)>`, so the realtime gateway can refuse it
 * once that session ends; a guest's has no session, `<expiry>.<hmac(id:expiry)>`. The account
 * service issues them; the realtime gateway verifies them before an /im login.
 */
const mac = (secret: string, id: string, expiry: number, sessionId?: string) =>
  createHmac('sha256', secret)
    .update(sessionId ? `${id}:${expiry}:${sessionId}` : `${id}:${expiry}`)
    .digest('base64url');

export interface ImSignOptions {
  ttlSeconds?: number;
  /** The session a user's signature lives and dies with. */
  sessionId?: string;
}

export function signIm(
  id: string,
  secret: string,
  { ttlSeconds = 7 * 24 * 3600, sessionId }: ImSignOptions = {},
): string {
  const expiry = Math.floor(Date.now() / 1000) + ttlSeconds;
  return [expiry, sessionId, mac(secret, id, expiry, sessionId)].filter((part) => part !== undefined).join('.');
}

/** What a valid, unexpired signature says; undefined for anything forged, expired or malformed. */
export function verifyIm(
  id: string,
  signature: string | undefined,
  secret: string,
): { sessionId?: string } | undefined {
  if (!signature) return undefined;
  const parts = signature.split('.');
  if (parts.length !== 2 && parts.length !== 3) return undefined;
  const [expiryText, sessionId, given] = parts.length === 3 ? parts : [parts[0], undefined, parts[1]];
  const expiry = Number(expiryText);
  if (!Number.isInteger(expiry) || !given || expiry < Date.now() / 1000) return undefined;
  const expected = Buffer.from(mac(secret, id, expiry, sessionId));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { sessionId };
}
