import { defineJob } from '@arena/shared';

/** One per order, delayed by the TTL when the order is created. */
export const RECHARGE_EXPIRY = defineJob<{ orderId: number }>('wallet.recharge-expiry');
/**
 * Every few minutes, every overdue order: Redis keeps nothing on disk on some machines, and a
 * delayed job lost with it (or never added) must not leave an order pending for ever.
 */
export const RECHARGE_EXPIRY_SWEEP = defineJob<Record<string, never>>('wallet.recharge-expiry-sweep');
export const SWEEP_EVERY_MS = 5 * 60_000;
