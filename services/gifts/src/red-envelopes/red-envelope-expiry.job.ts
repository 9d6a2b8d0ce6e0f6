import { defineJob } from '@arena/shared';

/** One per envelope, delayed by RED_ENVELOPE_TTL_SECONDS when it is put in. */
export const RED_ENVELOPE_EXPIRY = defineJob<{ envelopeId: number }>('gifts.red-envelope-expiry');
/** Every few minutes, every overdue envelope: a delayed job lost with Redis must not keep diamonds held for ever. */
export const RED_ENVELOPE_EXPIRY_SWEEP = defineJob<Record<string, never>>('gifts.red-envelope-expiry-sweep');
export const SWEEP_EVERY_MS = 5 * 60_000;
