import { defineJob } from '@arena/shared';

/**
 * Every PAYMENT_SETTLE_EVERY_SECONDS: gift sends, nobility purchases, horns and paid danmaku whose
 * payment had an unknown outcome are finished if the wallet posted it, released if not (decision 026).
 */
export const PAYMENTS_SETTLE_SWEEP = defineJob<Record<string, never>>('gifts.payments-settle-sweep');
