import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AccountKind, AppError, EventBus, Prisma, PrismaService, PublishedEvent } from '@arena/shared';
import { SYSTEM_ACCOUNTS, TransferReason } from '@arena/contracts';
import { CURRENCY_OF, Party, SPENDING_REASONS } from './ledger-accounts';
import { centsToText } from './money';

export interface TransferRequest {
  /** Same key and same parameters: the first result again; same key, other parameters: refused. */
  key: string;
  from: Party;
  to: Party;
  amountCents: number;
  reason: TransferReason;
  memo?: string;
}

export interface TransferResult {
  transferId: string;
  replayed: boolean;
  currency: string;
  amount: string;
  fromBalance: string;
  toBalance: string;
  createdAt: string;
  /** What the transfer announces once committed: `wallet.spent` for diamonds spent, the user accounts' new balances. */
  events: PublishedEvent[];
}

interface PostedRow {
  transfer_id: bigint | null;
  outcome: 'posted' | 'replayed' | 'conflict' | 'insufficient' | 'currency_mismatch' | 'unknown_account';
  from_balance: Prisma.Decimal | null;
  to_balance: Prisma.Decimal | null;
  created_at: Date | null;
}

/** Prisma's client or a transaction of it: a transfer can join a caller's transaction. */
export type Db = Prisma.TransactionClient | PrismaService;

/**
 * The only way money moves. A transfer is one call of `wallet.post_transfer` (see the migration):
 * one statement, one round trip, both accounts locked in id order, no user account below zero.
 */
@Injectable()
export class LedgerService {
  /** Account ids never change once created, so each process remembers them. */
  private readonly accountIds = new Map<string, number>();

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: EventBus,
  ) {}

  async transfer(request: TransferRequest, db: Db = this.prisma): Promise<TransferResult> {
    const leg = await this.prepare(request);
    const [row] = await db.$queryRaw<PostedRow[]>`
      SELECT * FROM "wallet"."post_transfer"(${leg.key}, ${leg.hash}, ${leg.fromId}::int, ${leg.toId}::int, ${leg.amount}::numeric, ${leg.reason}, ${leg.memo})`;
    const result = resultOf(leg, row);
    if (db === this.prisma) await this.announce(result);
    return result;
  }

  /**
   * Several transfers that commit all or none, in one statement (`wallet.post_transfers`, decision
   * 020): each leg is posted, replayed or refused under its own key exactly as `transfer` would do
   * it alone; the first leg that fails rolls the others back and its error is thrown.
   */
  async transferAll(requests: readonly TransferRequest[]): Promise<TransferResult[]> {
    const legs = await Promise.all(requests.map((request) => this.prepare(request)));
    const column = <K extends keyof PreparedLeg>(field: K) => legs.map((leg) => leg[field]);
    const rows = await this.prisma.$queryRaw<(PostedRow & { leg: number })[]>`
      SELECT * FROM "wallet"."post_transfers"(${column('key')}::text[], ${column('hash')}::text[], ${column('fromId')}::int[], ${column('toId')}::int[],
        ${column('amount')}::numeric[], ${column('reason')}::text[], ${column('memo')}::text[])`;
    // One row naming the failed leg, or one row per leg in order.
    const results = rows.map((row) => resultOf(legs[row.leg - 1], row));
    await this.announce(...results);
    return results;
  }

  /**
   * Tells other services what moved, in one round trip to Redis: the diamonds spent (`wallet.spent`)
   * and the new balances. A transfer made inside a caller's transaction is announced by that caller
   * once it has committed, so nobody hears of money that a rollback then took back. Announced on
   * replays too (consumers dedupe by transfer id): a retry then repairs a lost event.
   */
  async announce(...results: TransferResult[]): Promise<void> {
    await this.events.publishAll(results.flatMap((result) => result.events));
  }

  /** Balances of a user's accounts (zero for accounts not opened yet). */
  async balancesOf(userId: number): Promise<Record<AccountKind, Prisma.Decimal>> {
    const accounts = await this.prisma.ledgerAccount.findMany({ where: { userId } });
    const zero = new Prisma.Decimal(0);
    const balances: Record<AccountKind, Prisma.Decimal> = { diamond: zero, cash: zero, consumption: zero };
    for (const account of accounts) balances[account.kind] = account.balance;
    return balances;
  }

  private async prepare(request: TransferRequest): Promise<PreparedLeg> {
    const [fromId, toId] = await Promise.all([this.accountId(request.from), this.accountId(request.to)]);
    if (fromId === toId) throw AppError.fail('wallet.same_account');
    const amount = centsToText(request.amountCents);
    const memo = (request.memo ?? '').slice(0, 200);
    const hash = createHash('sha256').update(JSON.stringify([fromId, toId, amount, request.reason, memo])).digest('hex');
    return { request, key: request.key, hash, fromId, toId, amount, reason: request.reason, memo };
  }

  /** The account of a party, opened on first use. */
  async accountId(party: Party): Promise<number> {
    const cacheKey = 'system' in party ? `s:${party.system}` : `u:${party.userId}:${party.kind}`;
    const cached = this.accountIds.get(cacheKey);
    if (cached) return cached;
    const kind = kindOf(party);
    const currency = CURRENCY_OF[kind];
    // DO UPDATE (a no-op) rather than DO NOTHING so that RETURNING answers for an existing row too.
    const [row] =
      'system' in party
        ? await this.prisma.$queryRaw<{ id: number }[]>`
            INSERT INTO "wallet"."accounts" ("system_code", "kind", "currency")
            VALUES (${party.system}, ${kind}::"wallet"."AccountKind", ${currency}::"wallet"."Currency")
            ON CONFLICT ("system_code") DO UPDATE SET "system_code" = EXCLUDED."system_code" RETURNING "id"`
        : await this.prisma.$queryRaw<{ id: number }[]>`
            INSERT INTO "wallet"."accounts" ("user_id", "kind", "currency")
            VALUES (${party.userId}, ${kind}::"wallet"."AccountKind", ${currency}::"wallet"."Currency")
            ON CONFLICT ("user_id", "kind") DO UPDATE SET "user_id" = EXCLUDED."user_id" RETURNING "id"`;
    this.accountIds.set(cacheKey, row.id);
    return row.id;
  }
}

/** A transfer with its accounts resolved and its parameters' hash (what a replay must match). */
interface PreparedLeg {
  request: TransferRequest;
  key: string;
  hash: string;
  fromId: number;
  toId: number;
  amount: string;
  reason: TransferReason;
  memo: string;
}

/** The result of one posted leg, or its failure thrown as the contract's error. */
function resultOf(leg: PreparedLeg, row: PostedRow): TransferResult {
  const { request } = leg;
  switch (row.outcome) {
    case 'conflict':
      throw AppError.fail('wallet.idempotency_conflict', { key: request.key });
    case 'insufficient':
      throw AppError.fail(kindOf(request.from) === 'diamond' ? 'wallet.insufficient_diamonds' : 'wallet.insufficient_balance');
    case 'currency_mismatch':
      throw AppError.fail('wallet.currency_mismatch');
    case 'unknown_account':
      throw AppError.fail('wallet.account_unknown');
  }
  const transferId = String(row.transfer_id);
  const result: TransferResult = {
    transferId,
    replayed: row.outcome === 'replayed',
    currency: CURRENCY_OF[kindOf(request.from)],
    amount: leg.amount,
    fromBalance: new Prisma.Decimal(String(row.from_balance)).toFixed(2),
    toBalance: new Prisma.Decimal(String(row.to_balance)).toFixed(2),
    createdAt: (row.created_at as Date).toISOString(),
    events: [],
  };
  if ('userId' in request.from && request.from.kind === 'diamond' && SPENDING_REASONS.includes(request.reason)) {
    result.events.push({ type: 'wallet.spent', payload: { userId: request.from.userId, amount: leg.amount, reason: request.reason, transferId } });
  }
  for (const [party, balance] of [[request.from, result.fromBalance], [request.to, result.toBalance]] as const) {
    if ('userId' in party) result.events.push({ type: 'wallet.balance.changed', payload: { userId: party.userId, kind: party.kind, balance, transferId } });
  }
  return result;
}

export function kindOf(party: Party): AccountKind {
  return 'system' in party ? SYSTEM_ACCOUNTS[party.system] : party.kind;
}
