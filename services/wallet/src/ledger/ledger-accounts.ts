import { AccountKind, Currency } from '@arena/shared';

/** Which currency each kind of account holds: diamonds, or yuan (cash and the consumption wallet). */
export const CURRENCY_OF: Record<AccountKind, Currency> = { diamond: 'diamond', cash: 'cny', consumption: 'cny' };
export const ACCOUNT_KINDS = ['diamond', 'cash', 'consumption'] as const satisfies readonly AccountKind[];

/**
 * The system's accounts, the only ones that may go negative: where money enters the product
 * (recharge, rewards, adjustments) and where it leaves (spending, payouts, fees). Their balances
 * plus every user's always sum to zero per currency.
 */
export const SYSTEM_ACCOUNTS = {
  'diamond.recharge': 'diamond',
  'diamond.rewards': 'diamond',
  'diamond.spending': 'diamond',
  'diamond.red_envelopes': 'diamond',
  'diamond.adjustments': 'diamond',
  'cash.income': 'cash',
  'cash.withdrawals_pending': 'cash',
  'cash.payouts': 'cash',
  'cash.fees': 'cash',
  'cash.adjustments': 'cash',
  'consumption.spending': 'consumption',
  'consumption.adjustments': 'consumption',
} as const satisfies Record<string, AccountKind>;

export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;
export const SYSTEM_ACCOUNT_CODES = Object.keys(SYSTEM_ACCOUNTS) as [SystemAccount, ...SystemAccount[]];

/** One side of a transfer: a user's account of a kind, or a system account. */
export type Party = { userId: number; kind: AccountKind } | { system: SystemAccount };

/** Why money moved; callers name one, statements group them. */
export const TRANSFER_REASONS = [
  'recharge',
  'gift',
  'guard',
  'horn',
  'barrage',
  'noble',
  'goods',
  'red_envelope',
  'red_envelope_receive',
  'red_envelope_refund',
  'income',
  'sign_in',
  'task',
  'share',
  'reward',
  'conversion',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'withdrawal_fee',
  'adjustment',
  'transfer',
] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];

/** Diamonds consumed: they give wealth experience 1:1 and count for spending tasks. */
export const SPENDING_REASONS: readonly TransferReason[] = ['gift', 'guard', 'horn', 'barrage', 'noble', 'goods', 'red_envelope'];
