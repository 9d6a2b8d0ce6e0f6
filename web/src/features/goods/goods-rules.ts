import type { GoodsItem } from './goods-api';

/** The most one exchange may take: the stock left, the per-user limit and the API's own cap (99). */
export function maxQuantity(goods: Pick<GoodsItem, 'stock' | 'per_user_limit'>): number {
  return Math.max(1, Math.min(99, goods.stock ?? 99, goods.per_user_limit ?? 99));
}

/** A fresh idempotency key for one order (the API wants 8 to 64 characters). */
export function newRequestKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
