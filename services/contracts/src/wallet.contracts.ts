import { AccountKind, defineContract, fields } from '@arena/shared';
import { z } from 'zod';
import { amountField } from './money';

/** The kinds of account every user has: diamonds, the cash balance and the consumption wallet. */
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

const Party = z.union([
  z.object({ user_id: fields.id(), kind: z.enum(ACCOUNT_KINDS) }).strict(),
  z.object({ system: z.enum(SYSTEM_ACCOUNT_CODES) }).strict(),
]);

const TransferInput = z.object({
  idempotency_key: fields.text(128, 8),
  from: Party,
  to: Party,
  amount: amountField(),
  reason: z.enum(TRANSFER_REASONS),
  memo: fields.optionalText(200),
});

const TransferOutput = z.object({
  transfer_id: z.string(),
  /** True when the key had already been posted: nothing moved this time. */
  replayed: z.boolean(),
  currency: z.enum(['diamond', 'cny']),
  amount: z.string(),
  /** The balances of both accounts right after this transfer, two decimals. */
  from_balance: z.string(),
  to_balance: z.string(),
  created_at: z.string(),
});

const TRANSFER_ERRORS = [
  'wallet.insufficient_diamonds',
  'wallet.insufficient_balance',
  'wallet.idempotency_conflict',
  'wallet.currency_mismatch',
  'wallet.same_account',
  'wallet.account_unknown',
] as const;

/**
 * The one way money moves, for every service (rewards, gifts, red envelopes, live...): a transfer
 * between two accounts of one currency, posted once per idempotency key.
 *
 * - `idempotency_key` is required and names the business fact (`gift:<order id>`, `sign-in:<user>:<day>`):
 *   the same key with the same parameters answers the first transfer again (`replayed: true`);
 *   with other parameters it fails with `wallet.idempotency_conflict`.
 * - `amount` is a decimal string or number with at most two places, in the currency of `from`:
 *   diamonds for `diamond` accounts, yuan for `cash` and `consumption`.
 * - A user account never goes below zero: `wallet.insufficient_diamonds` / `wallet.insufficient_balance`.
 *   System accounts (`SYSTEM_ACCOUNTS`) may, so their balances and every user's sum to zero.
 * - Spending a user's diamonds (reasons in the wallet's SPENDING_REASONS) publishes `wallet.spent`.
 */
export const transfer = defineContract({
  service: 'wallet',
  method: 'POST',
  path: '/internal/transfers',
  summary: 'Move money between two accounts of one currency, once per idempotency key',
  input: TransferInput,
  output: TransferOutput,
  errors: TRANSFER_ERRORS,
});

/** The most groups one call takes: each is a subtransaction, and Postgres keeps 64 per transaction in shared memory. */
export const MAX_TRANSFER_GROUPS = 50;

/**
 * Groups of transfers in one call and one database statement (decisions 020, 022): each group
 * commits all or none (a paid gift's price and the streamer's share), and the groups are
 * independent, so a batch of gifts from many senders pays those who can and refuses the others.
 * Each transfer keeps its own idempotency key and behaves as `transfer` would alone: a repeated key
 * with the same parameters answers the first result (`replayed: true`), with other parameters its
 * group is refused (`wallet.idempotency_conflict`). A refused group moves nothing and answers the
 * error key of its failing transfer, for the caller to say in its own words. Answers the groups, and their transfers, in the order asked.
 */
export const transferGroups = defineContract({
  service: 'wallet',
  method: 'POST',
  path: '/internal/transfers/groups',
  summary: 'Move money by groups of transfers, each group all or none, each transfer once per its idempotency key',
  input: z.object({
    groups: z
      .array(z.object({ transfers: z.array(TransferInput).min(1).max(10) }))
      .min(1)
      .max(MAX_TRANSFER_GROUPS)
      .refine((groups) => {
        const keys = groups.flatMap((group) => group.transfers.map((leg) => leg.idempotency_key));
        return new Set(keys).size === keys.length;
      }, 'wallet.batch_keys_repeated'),
  }),
  output: z.object({
    groups: z.array(
      z.discriminatedUnion('ok', [
        z.object({ ok: z.literal(true), transfers: z.array(TransferOutput) }),
        z.object({ ok: z.literal(false), error: z.enum(TRANSFER_ERRORS) }),
      ]),
    ),
  }),
  errors: [],
});
export type TransferGroupOutcome = z.output<typeof transferGroups.output>['groups'][number];

/** The most keys one `postedTransfers` call asks about. */
export const MAX_POSTED_KEYS = 500;

/**
 * Which of these idempotency keys were posted, and as which transfer: how a caller whose call had
 * an unknown outcome (no answer, a crash between the wallet's commit and its own) learns whether
 * the money moved, without moving it.
 */
export const postedTransfers = defineContract({
  service: 'wallet',
  method: 'POST',
  path: '/internal/transfers/posted',
  summary: 'Which of these idempotency keys were posted, with their transfer ids (moves nothing)',
  input: z.object({ idempotency_keys: z.array(fields.text(128, 8)).min(1).max(MAX_POSTED_KEYS) }),
  output: z.object({ transfers: z.array(z.object({ idempotency_key: z.string(), transfer_id: z.string() })) }),
  errors: [],
});

/** A user's balances as Member/info shows them (the account service keeps its own copy from events). */
export const balances = defineContract({
  service: 'wallet',
  method: 'GET',
  path: '/internal/balances/:userId',
  summary: 'Gold (diamonds) and balances of a user, as Member/info shows them',
  input: z.object({ userId: fields.id() }),
  output: z.object({ gold: z.string(), balances: z.string(), consumption: z.string() }),
  errors: [],
});
