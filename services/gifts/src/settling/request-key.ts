import { randomUUID } from 'node:crypto';

/**
 * The stored request key of a paid action (gift, paid danmaku, horn, nobility, goods): the caller's
 * `request_key` under the caller's id, so two users' keys never meet; a fresh one when the caller sent
 * none (such a call cannot be replayed). The wallet's idempotency keys are derived from it.
 */
export const storedRequestKey = (userId: number, requestKey: string | undefined): string =>
  `${userId}:${requestKey ?? randomUUID()}`;
