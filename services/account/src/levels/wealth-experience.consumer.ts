import { Injectable } from '@nestjs/common';
import {
  EventBus,
  EventConsumer,
  EventHandlers,
  inBatches,
  ProcessedEventsRepository,
  RealtimeEmitter,
  RedisService,
  Transactions,
} from '@arena/shared';
import { ProfileChanges } from '../profile/profile-changes';
import { UsersRepository } from '../users/users.repository';
import { LevelsService } from './levels.service';

/** The spec: diamonds consumed give wealth experience 1:1, in units of 0.1 (rounded down). */
export function wealthExpOf(diamonds: string): number {
  return wealthTenthsOf(diamonds) / 10;
}

/** The same in tenths, an integer: sums of them stay exact. */
function wealthTenthsOf(diamonds: string): number {
  // From the decimal text, not a float: 2.3 * 10 is 22.999... in binary.
  const [whole, fraction = ''] = diamonds.split('.');
  return Number(whole) * 10 + Number(fraction.charAt(0) || '0');
}

/**
 * Adds wealth experience for the wallet's `wallet.spent` events and announces the level it gives
 * (`user.wealth.changed`: the danmaku show it; a push to the user's pages). The wallet may publish one transfer twice (a retried
 * request), so each transfer id counts once. The events of one read are applied together (one
 * transaction), and each spender's level is announced once per read.
 */
@Injectable()
export class WealthExperienceConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly profiles: ProfileChanges,
    private readonly users: UsersRepository,
    private readonly levels: LevelsService,
    private readonly events: EventBus,
    private readonly realtime: RealtimeEmitter,
  ) {
    super('account', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return {
      // Every spend of a read in one transaction: each transfer id recorded once, one update for all users.
      'wallet.spent': inBatches(async (events) => {
        const spent = events.map((e) => e.payload).filter((e) => wealthTenthsOf(e.amount) > 0);
        // The spenders' experience after the read, from the update itself.
        const after = new Map<number, number>();
        await this.onceEach(
          spent,
          (e) => `wallet.spent:${e.transferId}`,
          async (tx, fresh) => {
            const tenths = new Map<number, number>();
            for (const e of fresh) tenths.set(e.userId, (tenths.get(e.userId) ?? 0) + wealthTenthsOf(e.amount));
            const rows = await this.users.addWealthTenths([...tenths.keys()], [...tenths.values()], tx);
            for (const row of rows) after.set(row.id, Number(row.wealth_exp));
          },
        );
        if (after.size === 0) return;
        await this.profiles.changed(...after.keys());
        // The level each spender stands at now, announced once per user however many spends the read held.
        const levels = await Promise.all(
          [...after].map(async ([userId, exp]) => ({ userId, ...(await this.levels.wealthProgress(exp)) })),
        );
        await Promise.all([
          this.events.publishAll(
            levels.map(({ userId, level }) => ({ type: 'user.wealth.changed', payload: { userId, level } })),
          ),
          this.realtime.wealthLevels(
            levels.map(({ userId, level, percent }) => ({ userId, data: { userlevel: level, exp_percent: percent } })),
          ),
        ]);
      }),
    };
  }
}
