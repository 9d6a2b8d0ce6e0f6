import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, RedisService } from '@arena/shared';
import { realtimeConfig } from '../realtime.config';

/**
 * A sliding window: the sends of the last `window` ms, kept as a sorted set by time. A fixed window
 * would let a sender put twice the limit across its boundary; a refused send is not counted, so a
 * sender who waits is let through as soon as their oldest message leaves the window.
 */
const SLIDING_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** At most `sendLimit` messages per account in any `sendWindowMs`, counted in Redis so every process agrees. */
@Injectable()
export class SendRateLimiter {
  constructor(private readonly redis: RedisService) {}

  async hit(imId: string): Promise<void> {
    const { sendLimit, sendWindowMs } = realtimeConfig();
    const allowed = await this.redis.eval(
      SLIDING_WINDOW,
      1,
      `im:rate:${imId}`,
      Date.now(),
      sendWindowMs,
      sendLimit,
      randomUUID(),
    );
    if (allowed !== 1) throw AppError.fail('im.rate_limited');
  }
}
