import type { RechargePackage } from './wallet-api';

/** The spec's rate: 1 yuan = 10 diamonds (the bonus comes on top). */
export const DIAMONDS_PER_YUAN = 10;

/** Diamonds a package credits: its coin plus the bonus. */
export function diamondsOf(pack: Pick<RechargePackage, 'coin' | 'give'>): number {
  return pack.coin + pack.give;
}

/** The package's bonus in whole percent of the coin, when it has one. */
export function bonusPercent(pack: Pick<RechargePackage, 'coin' | 'give'>): number {
  return pack.coin > 0 && pack.give > 0 ? Math.round((pack.give / pack.coin) * 100) : 0;
}

/**
 * There is no order status for the site to read, so a payment shows up as the balance: the order is
 * taken as paid once the diamonds grew by at least what it credits since the dialog sent the payer off.
 */
export function isCredited(baseline: number | string, current: number | string, expected: number): boolean {
  const before = Number(baseline);
  const now = Number(current);
  return Number.isFinite(before) && Number.isFinite(now) && now - before >= expected;
}
