import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DomainEvents, PrismaService, RedisService, StreamConsumer } from '@arena/shared';

/** The spec: diamonds consumed give wealth experience 1:1, in units of 0.1 (rounded down). */
export function wealthExpOf(diamonds: string): number {
  // From the decimal text, not a float: 2.3 * 10 is 22.999... in binary.
  const [whole, fraction = ''] = diamonds.split('.');
  return (Number(whole) * 10 + Number(fraction.charAt(0) || '0')) / 10;
}

const DEDUPE_TTL_SECONDS = 30 * 86_400;

/**
 * Adds wealth experience for the wallet's `wallet.spent` events. The wallet may publish one
 * transfer twice (a retried request), so each transfer id counts once.
 */
@Injectable()
export class WealthExperienceConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: StreamConsumer;

  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {
    this.consumer = new StreamConsumer(redis, 'account', { 'wallet.spent': (event) => this.add(event) });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.consumer.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.consumer.stop();
  }

  private async add(event: DomainEvents['wallet.spent']): Promise<void> {
    const exp = wealthExpOf(event.amount);
    if (exp <= 0) return;
    const key = `account:wealth-exp:${event.transferId}`;
    if ((await this.redis.set(key, '1', 'EX', DEDUPE_TTL_SECONDS, 'NX')) !== 'OK') return;
    try {
      await this.prisma.user.updateMany({ where: { id: event.userId }, data: { wealthExp: { increment: exp } } });
    } catch (error) {
      // Let the redelivered event try again.
      await this.redis.del(key);
      throw error;
    }
  }
}
