import { Injectable } from '@nestjs/common';
import { AppError, RedisService, slidingWindowHit } from '@arena/shared';
import { realtimeConfig } from '../realtime.config';

/** At most `sendLimit` messages per account in any `sendWindowMs`, counted in Redis so every process agrees. */
@Injectable()
export class SendRateLimiter {
  constructor(private readonly redis: RedisService) {}

  async hit(imId: string): Promise<void> {
    const { sendLimit, sendWindowMs } = realtimeConfig();
    if (!(await slidingWindowHit(this.redis, `im:rate:${imId}`, sendLimit, sendWindowMs)))
      throw AppError.fail('im.rate_limited');
  }
}
