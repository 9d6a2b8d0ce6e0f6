import { defineJob } from '@arena/shared';

/** Every GIFT_SETTLE_EVERY_SECONDS: paid sends whose payment had an unknown outcome are recorded or released. */
export const GIFT_SETTLE_SWEEP = defineJob<Record<string, never>>('gifts.gift-settle-sweep');
