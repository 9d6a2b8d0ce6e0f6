import { Injectable } from '@nestjs/common';
import { AccountKind, Currency, Db, LedgerAccount, LedgerTransfer, Prisma, PrismaService } from '@arena/shared';

/** One transfer as `wallet.post_transfer` takes it: accounts resolved, amount as decimal text, the parameters' hash. */
export interface LegParams {
  key: string;
  hash: string;
  fromId: number;
  toId: number;
  amount: string;
  reason: string;
  memo: string;
}

/** What the ledger functions answer for a leg. */
export interface PostedRow {
  transfer_id: bigint | null;
  outcome:
    'posted' | 'replayed' | 'conflict' | 'insufficient' | 'currency_mismatch' | 'unknown_account' | 'group_refused';
  from_balance: Prisma.Decimal | null;
  to_balance: Prisma.Decimal | null;
  created_at: Date | null;
}

export type TransferWithAccounts = LedgerTransfer & { fromAccount: LedgerAccount; toAccount: LedgerAccount };

/**
 * `wallet.accounts`, `wallet.transfers` and `wallet.unannounced_transfers`: the double-entry ledger.
 * Money moves only through the ledger functions (prisma/sql/wallet/), one statement per call.
 */
@Injectable()
export class LedgerRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** One transfer in one statement: replayed by key, both accounts locked in id order, no user account below zero. */
  async postTransfer(leg: LegParams, db: Db = this.prisma): Promise<PostedRow> {
    const [row] = await db.$queryRaw<PostedRow[]>`
      SELECT * FROM "wallet"."post_transfer"(${leg.key}, ${leg.hash}, ${leg.fromId}::int, ${leg.toId}::int, ${leg.amount}::numeric, ${leg.reason}, ${leg.memo})`;
    return row;
  }

  /** Groups of transfers in one statement, each all or none; a row per leg (`leg`: its 1-based position). */
  postTransferGroups(
    legs: readonly (LegParams & { group: number })[],
    db: Db = this.prisma,
  ): Promise<(PostedRow & { leg: number })[]> {
    const column = <K extends keyof LegParams | 'group'>(field: K) => legs.map((leg) => leg[field]);
    return db.$queryRaw<(PostedRow & { leg: number })[]>`
      SELECT * FROM "wallet"."post_transfer_groups"(${column('group')}::int[], ${column('key')}::text[], ${column('hash')}::text[],
        ${column('fromId')}::int[], ${column('toId')}::int[], ${column('amount')}::numeric[], ${column('reason')}::text[], ${column('memo')}::text[])`;
  }

  /** The id of a system account, opened on first use. */
  async openSystemAccount(
    systemCode: string,
    kind: AccountKind,
    currency: Currency,
    db: Db = this.prisma,
  ): Promise<number> {
    // DO UPDATE (a no-op) rather than DO NOTHING so that RETURNING answers for an existing row too.
    const [row] = await db.$queryRaw<{ id: number }[]>`
      INSERT INTO "wallet"."accounts" ("system_code", "kind", "currency")
      VALUES (${systemCode}, ${kind}::"wallet"."AccountKind", ${currency}::"wallet"."Currency")
      ON CONFLICT ("system_code") DO UPDATE SET "system_code" = EXCLUDED."system_code" RETURNING "id"`;
    return row.id;
  }

  /** The id of a user's account of a kind, opened on first use. */
  async openUserAccount(userId: number, kind: AccountKind, currency: Currency, db: Db = this.prisma): Promise<number> {
    // As for a system account: DO UPDATE so that RETURNING answers for an existing row too.
    const [row] = await db.$queryRaw<{ id: number }[]>`
      INSERT INTO "wallet"."accounts" ("user_id", "kind", "currency")
      VALUES (${userId}, ${kind}::"wallet"."AccountKind", ${currency}::"wallet"."Currency")
      ON CONFLICT ("user_id", "kind") DO UPDATE SET "user_id" = EXCLUDED."user_id" RETURNING "id"`;
    return row.id;
  }

  accountsOf(userId: number, db: Db = this.prisma): Promise<LedgerAccount[]> {
    return db.ledgerAccount.findMany({ where: { userId } });
  }

  /** The transfers posted under these keys (a key never posted is absent). */
  findPosted(keys: readonly string[], db: Db = this.prisma): Promise<{ id: bigint; idempotencyKey: string }[]> {
    return db.ledgerTransfer.findMany({
      where: { idempotencyKey: { in: [...keys] } },
      select: { id: true, idempotencyKey: true },
    });
  }

  findTransfersWithAccounts(ids: bigint[], db: Db = this.prisma): Promise<TransferWithAccounts[]> {
    return db.ledgerTransfer.findMany({ where: { id: { in: ids } }, include: { fromAccount: true, toAccount: true } });
  }

  /** The outbox's transfers older than `before`, oldest first. */
  async listUnannounced(before: Date, limit: number, db: Db = this.prisma): Promise<bigint[]> {
    const rows = await db.unannouncedTransfer.findMany({
      where: { createdAt: { lt: before } },
      orderBy: { transferId: 'asc' },
      take: limit,
      select: { transferId: true },
    });
    return rows.map((row) => row.transferId);
  }

  /** Takes announced transfers out of the outbox. */
  async removeUnannounced(transferIds: bigint[], db: Db = this.prisma): Promise<void> {
    await db.unannouncedTransfer.deleteMany({ where: { transferId: { in: transferIds } } });
  }

  /** Per currency: how many accounts, and the sum of their balances (zero in a sound ledger). */
  async sumsByCurrency(
    db: Db = this.prisma,
  ): Promise<{ currency: Currency; accounts: number; sum: Prisma.Decimal | null }[]> {
    const sums = await db.ledgerAccount.groupBy({ by: ['currency'], _sum: { balance: true }, _count: true });
    return sums.map((s) => ({ currency: s.currency, accounts: s._count, sum: s._sum.balance }));
  }

  countNegativeUserAccounts(db: Db = this.prisma): Promise<number> {
    return db.ledgerAccount.count({ where: { userId: { not: null }, balance: { lt: 0 } } });
  }

  systemAccounts(db: Db = this.prisma): Promise<LedgerAccount[]> {
    return db.ledgerAccount.findMany({ where: { systemCode: { not: null } }, orderBy: { systemCode: 'asc' } });
  }
}
