import { Injectable } from '@nestjs/common';
import { Db, DomainEvents, Prisma, PrismaService } from '@arena/shared';

export type AccountKind = DomainEvents['wallet.balance.changed']['kind'];
type BalanceChange = DomainEvents['wallet.balance.changed'];

/** A balance the upsert did change, as text (exact decimals, a bigint id). */
export interface ChangedBalanceRow {
  user_id: number;
  kind: AccountKind;
  balance: string;
  transfer_id: string;
}

/** `account.wallet_balances`: the account service's copy of each user's wallet balances. */
@Injectable()
export class WalletBalancesRepository {
  constructor(private readonly prisma: PrismaService) {}

  listOf(userId: number, db: Db = this.prisma): Promise<{ kind: string; balance: Prisma.Decimal }[]> {
    return db.walletBalance.findMany({ where: { userId }, select: { kind: true, balance: true } });
  }

  /**
   * Stores each balance unless a newer transfer's is stored, in one statement (at most one change per
   * account: a statement may not update a row twice); answers the rows it changed.
   */
  upsertNewer(rows: readonly BalanceChange[], db: Db = this.prisma): Promise<ChangedBalanceRow[]> {
    return db.$queryRaw<ChangedBalanceRow[]>`
      INSERT INTO "account"."wallet_balances" ("user_id", "kind", "balance", "transfer_id", "updated_at")
      SELECT *, CURRENT_TIMESTAMP FROM unnest(${rows.map((r) => r.userId)}::int[], ${rows.map((r) => r.kind)}::text[],
        ${rows.map((r) => r.balance)}::numeric[], ${rows.map((r) => r.transferId)}::bigint[])
      ON CONFLICT ("user_id", "kind") DO UPDATE
        SET "balance" = EXCLUDED."balance", "transfer_id" = EXCLUDED."transfer_id", "updated_at" = EXCLUDED."updated_at"
        WHERE "wallet_balances"."transfer_id" < EXCLUDED."transfer_id"
      RETURNING "user_id", "kind", "balance"::text, "transfer_id"::text`;
  }
}
