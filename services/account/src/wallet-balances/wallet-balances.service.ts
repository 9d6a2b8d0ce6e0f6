import { Injectable } from '@nestjs/common';
import type { BalanceField } from '@arena/protocol';
import { diamondsText, DomainEvents, newestBalanceChanges, PrismaService, RealtimeEmitter, yuanText } from '@arena/shared';
import { ProfileCache } from '../profile/profile-cache';
import { Balances } from './balances';

/**
 * The account service's copy of each user's wallet balances (the read model of decision 009),
 * written only from the wallet's `wallet.balance.changed` events and read from the account's own
 * database, so no answer of this service waits for the wallet or fails with it.
 */
@Injectable()
export class WalletBalancesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly profiles: ProfileCache,
    private readonly realtime: RealtimeEmitter,
  ) {}

  async of(userId: number): Promise<Balances> {
    const rows = await this.prisma.walletBalance.findMany({ where: { userId }, select: { kind: true, balance: true } });
    const balance = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    return { gold: diamondsText(balance('diamond')), balances: yuanText(balance('cash')), consumption: yuanText(balance('consumption')) };
  }

  /**
   * Keeps the balance of the newest transfer: events may come twice or out of order (redelivery,
   * a replayed transfer), and an older one must not overwrite a newer balance. One statement for
   * any number of changes (the newest of each account first, since one statement may not update a
   * row twice), so it is idempotent without a record of processed events. The balances it did
   * change are pushed to their users' pages (what it kept unchanged is not news).
   */
  async apply(...changes: DomainEvents['wallet.balance.changed'][]): Promise<void> {
    const rows = newestBalanceChanges(changes);
    if (rows.length === 0) return;
    const changed = await this.prisma.$queryRaw<{ user_id: number; kind: AccountKind; balance: string; transfer_id: string }[]>`
      INSERT INTO "account"."wallet_balances" ("user_id", "kind", "balance", "transfer_id", "updated_at")
      SELECT *, CURRENT_TIMESTAMP FROM unnest(${rows.map((r) => r.userId)}::int[], ${rows.map((r) => r.kind)}::text[],
        ${rows.map((r) => r.balance)}::numeric[], ${rows.map((r) => r.transferId)}::bigint[])
      ON CONFLICT ("user_id", "kind") DO UPDATE
        SET "balance" = EXCLUDED."balance", "transfer_id" = EXCLUDED."transfer_id", "updated_at" = EXCLUDED."updated_at"
        WHERE "wallet_balances"."transfer_id" < EXCLUDED."transfer_id"
      RETURNING "user_id", "kind", "balance"::text, "transfer_id"::text`;
    if (changed.length === 0) return;
    await this.profiles.changed(...new Set(changed.map((r) => r.user_id)));
    await this.realtime.balances(
      changed.map(({ user_id: userId, kind, balance, transfer_id: version }) => {
        const field = FIELD_OF_KIND[kind];
        return { userId, data: { field, value: field === 'gold' ? diamondsText(balance) : yuanText(balance), version } };
      }),
    );
  }
}

type AccountKind = DomainEvents['wallet.balance.changed']['kind'];
/** The Member/info field of each kind of user account in the wallet. */
const FIELD_OF_KIND: Record<AccountKind, BalanceField> = { diamond: 'gold', cash: 'balances', consumption: 'consumption' };
