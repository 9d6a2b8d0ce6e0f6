import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AccountKind, AppError, Db, EventBus, newestBalanceChanges, Prisma, PublishedEvent } from '@arena/shared';
import { SYSTEM_ACCOUNTS, TransferReason } from '@arena/contracts';
import { CURRENCY_OF, Party } from './ledger-accounts';
import { LedgerRepository, LegParams, PostedRow } from './ledger.repository';
import { centsToText } from './money';
import { transferEvents } from './transfer-events';

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

/** A group of transfers: all posted (or replayed), or refused with the error of its failing transfer. */
export type GroupOutcome = { ok: true; results: TransferResult[] } | { ok: false; error: AppError };

/**
 * The only way money moves. A transfer is one call of `wallet.post_transfer` (prisma/sql/wallet/post_transfer.sql):
 * one statement, one round trip, both accounts locked in id order, no user account below zero.
 */
@Injectable()
export class LedgerService {
  /** Account ids never change once created, so each process remembers them. */
  private readonly accountIds = new Map<string, number>();

  constructor(
    private readonly ledger: LedgerRepository,
    private readonly events: EventBus,
  ) {}

  /**
   * Posts a transfer, and announces it; inside a caller's transaction (`tx`: the transfer joins it),
   * the caller announces it once committed (`announce`).
   */
  async transfer(request: TransferRequest, tx?: Db): Promise<TransferResult> {
    const leg = await this.prepare(request);
    const row = await this.ledger.postTransfer(leg, tx);
    const refusal = refusalOf(leg, row);
    if (refusal) throw refusal;
    const result = resultOf(leg, row);
    if (!tx) await this.announce(result);
    return result;
  }

  /**
   * Groups of transfers in one statement (`wallet.post_transfer_groups`, decision 022): each group
   * commits all or none, independently of the others; each leg is posted, replayed or refused under
   * its own key exactly as `transfer` would do it alone. A refused group answers its failing leg's
   * error; what the others moved is announced once, together.
   */
  async transferGroups(groups: readonly (readonly TransferRequest[])[]): Promise<GroupOutcome[]> {
    // A group whose accounts cannot be named (the same account twice) is refused before the statement.
    const prepared = await Promise.all(
      groups.map((requests) => Promise.all(requests.map((request) => this.prepare(request))).catch(refusedWith)),
    );
    const outcomes: GroupOutcome[] = prepared.map((group) =>
      group instanceof AppError ? { ok: false, error: group } : { ok: true, results: [] },
    );
    const legs = prepared.flatMap((group, index) =>
      group instanceof AppError ? [] : group.map((leg) => ({ ...leg, group: index })),
    );
    if (legs.length > 0) {
      const rows = await this.ledger.postTransferGroups(legs);
      for (const row of rows) {
        const leg = legs[row.leg - 1];
        const outcome = outcomes[leg.group];
        if (!outcome.ok || row.outcome === 'group_refused') continue;
        const refusal = refusalOf(leg, row);
        outcomes[leg.group] = refusal
          ? { ok: false, error: refusal }
          : { ok: true, results: [...outcome.results, resultOf(leg, row)] };
      }
    }
    await this.announce(...outcomes.flatMap((outcome) => (outcome.ok ? outcome.results : [])));
    return outcomes;
  }

  /**
   * Tells other services what moved, in one round trip to Redis: the diamonds spent (`wallet.spent`)
   * and the new balances; then takes the transfers out of the outbox (`wallet.unannounced_transfers`,
   * filled by a trigger in the posting transaction: what a failure leaves there, the relay announces). A transfer made inside a caller's transaction is announced by that caller
   * once it has committed, so nobody hears of money that a rollback then took back. Announced on
   * replays too (consumers dedupe by transfer id): a retry then repairs a lost event.
   */
  async announce(...results: TransferResult[]): Promise<void> {
    if (results.length === 0) return;
    await this.events.publishAll(newestBalances(results.flatMap((result) => result.events)));
    // Announced: out of the outbox (a failure before this line leaves them to the relay, which announces again).
    await this.ledger.removeUnannounced(results.map((result) => BigInt(result.transferId)));
  }

  /** The transfers posted under these keys (a key never posted is absent), as `transferId`s. */
  async posted(keys: readonly string[]): Promise<{ key: string; transferId: string }[]> {
    const rows = await this.ledger.findPosted(keys);
    return rows.map((row) => ({ key: row.idempotencyKey, transferId: String(row.id) }));
  }

  /** Balances of a user's accounts (zero for accounts not opened yet). */
  async balancesOf(userId: number): Promise<Record<AccountKind, Prisma.Decimal>> {
    const accounts = await this.ledger.accountsOf(userId);
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
    const hash = createHash('sha256')
      .update(JSON.stringify([fromId, toId, amount, request.reason, memo]))
      .digest('hex');
    return { request, key: request.key, hash, fromId, toId, amount, reason: request.reason, memo };
  }

  /** The account of a party, opened on first use. */
  async accountId(party: Party): Promise<number> {
    const cacheKey = 'system' in party ? `s:${party.system}` : `u:${party.userId}:${party.kind}`;
    const cached = this.accountIds.get(cacheKey);
    if (cached) return cached;
    const kind = kindOf(party);
    const currency = CURRENCY_OF[kind];
    const id =
      'system' in party
        ? await this.ledger.openSystemAccount(party.system, kind, currency)
        : await this.ledger.openUserAccount(party.userId, kind, currency);
    this.accountIds.set(cacheKey, id);
    return id;
  }
}

/** A transfer with its accounts resolved and its parameters' hash (what a replay must match). */
interface PreparedLeg extends LegParams {
  request: TransferRequest;
  reason: TransferReason;
}

/** Why a leg was refused, as the contract's error; undefined when it was posted or replayed. */
function refusalOf(leg: PreparedLeg, row: PostedRow): AppError | undefined {
  switch (row.outcome) {
    case 'conflict':
      return AppError.fail('wallet.idempotency_conflict', { key: leg.key });
    case 'insufficient':
      return AppError.fail(
        kindOf(leg.request.from) === 'diamond' ? 'wallet.insufficient_diamonds' : 'wallet.insufficient_balance',
      );
    case 'currency_mismatch':
      return AppError.fail('wallet.currency_mismatch');
    case 'unknown_account':
      return AppError.fail('wallet.account_unknown');
  }
  return undefined;
}

/** A refused group's error; anything else is not a refusal and propagates. */
function refusedWith(error: unknown): AppError {
  if (error instanceof AppError) return error;
  throw error;
}

/**
 * The events with one `wallet.balance.changed` per account, its newest: a batch of gifts to one
 * streamer moves their balance many times in one call.
 */
function newestBalances(events: PublishedEvent[]): PublishedEvent[] {
  const changes = events.flatMap((event) => (event.type === 'wallet.balance.changed' ? [event.payload] : []));
  const kept = new Set(newestBalanceChanges(changes));
  return events.filter((event) => event.type !== 'wallet.balance.changed' || kept.has(event.payload));
}

/** The result of one posted or replayed leg. */
function resultOf(leg: PreparedLeg, row: PostedRow): TransferResult {
  const { request } = leg;
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
  const side = (party: Party, balance: string) => ({
    userId: 'userId' in party ? party.userId : null,
    kind: kindOf(party),
    balance,
  });
  result.events = transferEvents({
    transferId,
    amount: leg.amount,
    reason: request.reason,
    from: side(request.from, result.fromBalance),
    to: side(request.to, result.toBalance),
  });
  return result;
}

export function kindOf(party: Party): AccountKind {
  return 'system' in party ? SYSTEM_ACCOUNTS[party.system] : party.kind;
}
