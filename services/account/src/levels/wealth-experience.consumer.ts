import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, PrismaService, RedisService } from '@arena/shared';
import { ProfileCache } from '../profile/profile-cache';

/** The spec: diamonds consumed give wealth experience 1:1, in units of 0.1 (rounded down). */
export function wealthExpOf(diamonds: string): number {
  // From the decimal text, not a float: 2.3 * 10 is 22.999... in binary.
  const [whole, fraction = ''] = diamonds.split('.');
  return (Number(whole) * 10 + Number(fraction.charAt(0) || '0')) / 10;
}

/**
 * Adds wealth experience for the wallet's `wallet.spent` events. The wallet may publish one
 * transfer twice (a retried request), so each transfer id counts once.
 */
@Injectable()
export class WealthExperienceConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    prisma: PrismaService,
    private readonly profiles: ProfileCache,
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
        if (added) await this.profiles.changed(event.userId);
      },
    };
  }
}
