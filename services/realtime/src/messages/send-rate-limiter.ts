import { Injectable } from '@nestjs/common';
import { AppError, RedisService } from '@arena/shared';
import { realtimeConfig } from '../realtime.config';

/** At most `sendLimit` messages per account per window, counted in Redis so every process agrees. */
@Injectable()
export class SendRateLimiter {
  constructor(private readonly redis: RedisService) {}

  async hit(imId: string): Promise<void> {
    const { sendLimit, sendWindowMs } = realtimeConfig();
    const key = `im:rate:${imId}:${Math.floor(Date.now() / sendWindowMs)}`;
    const [[, count]] = (await this.redis.multi().incr(key).pexpire(key, sendWindowMs).exec()) as [[null, number], unknown];
    if (count > sendLimit) throw AppError.fail('im.rate_limited');
  }
}
