/**
 * A fresh idempotency key for a paying request (gift, red envelope...): the server answers a repeat
 * of the same key with the first result. getRandomValues works on plain-http pages too, where
 * crypto.randomUUID does not exist.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
