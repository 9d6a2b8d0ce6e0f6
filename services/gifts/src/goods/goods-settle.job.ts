import { defineJob } from '@arena/shared';

/** Every GOODS_SETTLE_EVERY_SECONDS: exchanges whose payment had an unknown outcome are paid or released, never left holding stock. */
export const GOODS_SETTLE_SWEEP = defineJob<Record<string, never>>('gifts.goods-settle-sweep');
