import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Messaging signatures (the spec's userSig and guest sig): `<expiry>.<hmac(id:expiry)>`. The account
 * service issues them; the realtime gateway verifies them before an /im login.
 */
const mac = (secret: string, id: string, expiry: number) => createHmac('sha256', secret).update(`${id}:${expiry}`).digest('base64url');

export function signIm(id: string, secret: string, ttlSeconds = 7 * 24 * 3600): string {
  const expiry = Math.floor(Date.now() / 1000) + ttlSeconds;
  return `${expiry}.${mac(secret, id, expiry)}`;
}

export function verifyIm(id: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const [expiryText, given] = signature.split('.');
  const expiry = Number(expiryText);
  if (!Number.isInteger(expiry) || !given || expiry < Date.now() / 1000) return false;
  const expected = Buffer.from(mac(secret, id, expiry));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
