import { Injectable } from '@nestjs/common';
import type { BalanceField } from '@arena/protocol';
import { diamondsText, DomainEvents, newestBalanceChanges, RealtimeEmitter, yuanText } from '@arena/shared';
import { ProfileChanges } from '../profile/profile-changes';
import { Balances } from './balances';
import { AccountKind, WalletBalancesRepository } from './wallet-balances.repository';

/**
 * The account service's copy of each user's wallet balances (the read model of decision 009),
 * written only from the wallet's `wallet.balance.changed` events and read from the account's own
 * database, so no answer of this service waits for the wallet or fails with it.
 */
@Injectable()
export class WalletBalancesService {
  constructor(
    private readonly balances: WalletBalancesRepository,
    private readonly profiles: ProfileChanges,
    private readonly realtime: RealtimeEmitter,
  ) {}

  async of(userId: number): Promise<Balances> {
    const rows = await this.balances.listOf(userId);
    const balance = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    return {
      gold: diamondsText(balance('diamond')),
      balances: yuanText(balance('cash')),
      consumption: yuanText(balance('consumption')),
    };
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
    const changed = await this.balances.upsertNewer(rows);
    if (changed.length === 0) return;
    await this.profiles.changed(...new Set(changed.map((r) => r.user_id)));
    await this.realtime.balances(
      changed.map(({ user_id: userId, kind, balance, transfer_id: version }) => {
        const field = FIELD_OF_KIND[kind];
        return {
          userId,
          data: { field, value: field === 'gold' ? diamondsText(balance) : yuanText(balance), version },
        };
      }),
    );
  }
}

/** The Member/info field of each kind of user account in the wallet. */
const FIELD_OF_KIND: Record<AccountKind, BalanceField> = {
  diamond: 'gold',
  cash: 'balances',
  consumption: 'consumption',
};
