import { defineJob } from '@arena/shared';

/** One per change of a membership, delayed to its expiry; a later change makes it a no-op (version). */
export const NOBILITY_EXPIRY = defineJob<{ userId: number; version: number }>('gifts.guard-expiry');
/** Every few minutes, every overdue membership: a delayed job lost with Redis must not keep a tier for ever. */
export const NOBILITY_EXPIRY_SWEEP = defineJob<Record<string, never>>('gifts.guard-expiry-sweep');
export const NOBILITY_SWEEP_EVERY_MS = 5 * 60_000;
