import type { GoodsItem } from './goods-api';

/** The most one exchange may take: the stock left, the per-user limit and the API's own cap (99). */
export function maxQuantity(goods: Pick<GoodsItem, 'stock' | 'per_user_limit'>): number {
  return Math.max(1, Math.min(99, goods.stock ?? 99, goods.per_user_limit ?? 99));
}
