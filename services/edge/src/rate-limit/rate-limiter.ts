import { Injectable } from '@nestjs/common';
import { AppError, loadConfig, RedisService } from '@arena/shared';

/**
 * Fixed one-minute windows in Redis, shared by every edge replica: per client address, checked
 * before anything else (so a flood of made-up tokens cannot make the edge look each one up), and
 * per user once the token is known.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: RedisService) {}

  checkAddress(ip: string): Promise<void> {
    return this.count(`ratelimit:ip:${ip}`, loadConfig().rateLimit.perIpPerMinute);
  }

  checkUser(userId: number): Promise<void> {
    return this.count(`ratelimit:user:${userId}`, loadConfig().rateLimit.perUserPerMinute);
  }

  private async count(prefix: string, limit: number): Promise<void> {
    const key = `${prefix}:${Math.floor(Date.now() / 60_000)}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 61).exec()) as [unknown, number][];
    if (count > limit) throw new AppError('common.rate_limited', {}, 1, 429);
  }
}
