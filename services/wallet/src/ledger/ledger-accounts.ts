import { SystemAccount, TransferReason } from '@arena/contracts';
import { AccountKind, Currency } from '@arena/shared';

/** Which currency each kind of account holds: diamonds, or yuan (cash and the consumption wallet). */
export const CURRENCY_OF: Record<AccountKind, Currency> = { diamond: 'diamond', cash: 'cny', consumption: 'cny' };

/** One side of a transfer: a user's account of a kind, or a system account. */
export type Party = { userId: number; kind: AccountKind } | { system: SystemAccount };

/** Diamonds consumed: they give wealth experience 1:1 and count for spending tasks. */
export const SPENDING_REASONS: readonly TransferReason[] = [
  'gift',
  'guard',
  'horn',
  'barrage',
  'noble',
  'goods',
  'red_envelope',
];
