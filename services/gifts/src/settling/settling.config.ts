import { fromEnv } from '@arena/shared';

/**
 * A gift send, nobility purchase, horn or paid danmaku whose payment had an unknown outcome is settled by a sweep once
 * this old (PAYMENT_SETTLE_AFTER_SECONDS), every PAYMENT_SETTLE_EVERY_SECONDS: finished if the wallet
 * posted it, released if not (documented in docs/services/gifts.md).
 */
export interface SettlingConfig {
  afterMs: number;
  everyMs: number;
}

export function settlingConfig(): SettlingConfig {
  return {
    afterMs: fromEnv.number('PAYMENT_SETTLE_AFTER_SECONDS', 120, { min: 1 }) * 1000,
    everyMs: fromEnv.number('PAYMENT_SETTLE_EVERY_SECONDS', 60, { min: 1 }) * 1000,
  };
}
