import { Injectable } from '@nestjs/common';
import { EventBus, EventConsumer, EventHandlers, PrismaService, RealtimeEmitter, RedisService } from '@arena/shared';
import { ProfileCache } from '../profile/profile-cache';
import { LevelsService } from './levels.service';

/** The spec: diamonds consumed give wealth experience 1:1, in units of 0.1 (rounded down). */
export function wealthExpOf(diamonds: string): number {
  // From the decimal text, not a float: 2.3 * 10 is 22.999... in binary.
  const [whole, fraction = ''] = diamonds.split('.');
  return (Number(whole) * 10 + Number(fraction.charAt(0) || '0')) / 10;
}

/**
 * Adds wealth experience for the wallet's `wallet.spent` events and announces the level it gives
 * (`user.wealth.changed`: the danmaku show it; a push to the user's pages). The wallet may publish one transfer twice (a retried
 * request), so each transfer id counts once.
 */
@Injectable()
export class WealthExperienceConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    prisma: PrismaService,
    private readonly profiles: ProfileCache,
    private readonly levels: LevelsService,
    private readonly events: EventBus,
    private readonly realtime: RealtimeEmitter,
  ) {
    super('account', redis, prisma);
  }

  protected handlers(): EventHandlers {
    return {
      'wallet.spent': async (event) => {
        const exp = wealthExpOf(event.amount);
        if (exp <= 0) return;
        const added = await this.once(`wallet.spent:${event.transferId}`, (tx) =>
          tx.user.updateMany({ where: { id: event.userId }, data: { wealthExp: { increment: exp } } }),
        );
        if (!added) return;
        await this.profiles.changed(event.userId);
        const user = await this.prisma.user.findUnique({ where: { id: event.userId }, select: { wealthExp: true } });
        if (!user) return;
        const { level, percent } = await this.levels.wealthProgress(Number(user.wealthExp));
        await this.events.publish('user.wealth.changed', { userId: event.userId, level });
        await this.realtime.wealthLevel(event.userId, { userlevel: level, exp_percent: percent });
      },
    };
  }
}
