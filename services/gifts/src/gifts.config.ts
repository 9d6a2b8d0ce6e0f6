import { fromEnv } from '@arena/shared';

/** Gifts settings with their documented defaults (docs/services/gifts.md); env overrides them. */
export interface GiftsConfig {
  /** Diamonds per yuan (the spec: 1 yuan = 10 diamonds), to value a gift in the streamer's cash. */
  diamondsPerYuan: number;
  /** The streamer's share of a paid gift's value, credited to their cash balance (GIFT_ANCHOR_SHARE). */
  streamerShare: number;
  /** Most gifts of one kind in one send (a combo). */
  maxCombo: number;
  /** Price of a horn message once the noble quota is used up (HORN_PRICE_DIAMONDS). */
  hornPriceDiamonds: number;
  /** A red envelope's ungrabbed remainder goes back to its sender this long after it was put in (RED_ENVELOPE_TTL_SECONDS). */
  redEnvelopes: { ttlMs: number };
  /**
   * Exchange records are shown for this many months (the spec: "Records are queryable for only 3 months");
   * an exchange whose payment had an unknown outcome is settled by a sweep once this old (GOODS_SETTLE_AFTER_SECONDS),
   * every GOODS_SETTLE_EVERY_SECONDS.
   */
  goods: { recordsMonths: number; settleAfterMs: number; settleEveryMs: number };
  /** A month of nobility (NOBILITY_MONTH_SECONDS, 30 days): what one month bought lasts, and the horn quota's period. */
  guards: { monthMs: number };
  // The settling sweep's settings (PAYMENT_SETTLE_*) are its own: settling/settling.config.ts.
}

export function giftsConfig(): GiftsConfig {
  return {
    diamondsPerYuan: 10,
    streamerShare: fromEnv.number('GIFT_ANCHOR_SHARE', 0.5, { min: 0, max: 1 }),
    maxCombo: fromEnv.number('GIFT_MAX_COMBO', 9999, { min: 1, integer: true }),
    hornPriceDiamonds: fromEnv.number('HORN_PRICE_DIAMONDS', 100, { min: 0, integer: true }),
    redEnvelopes: { ttlMs: fromEnv.number('RED_ENVELOPE_TTL_SECONDS', 86_400, { min: 1 }) * 1000 },
    goods: {
      recordsMonths: 3,
      settleAfterMs: fromEnv.number('GOODS_SETTLE_AFTER_SECONDS', 120, { min: 1 }) * 1000,
      settleEveryMs: fromEnv.number('GOODS_SETTLE_EVERY_SECONDS', 300, { min: 1 }) * 1000,
    },
    guards: { monthMs: fromEnv.number('NOBILITY_MONTH_SECONDS', 30 * 86_400, { min: 1 }) * 1000 },
  };
}
