import { Injectable } from '@nestjs/common';
import { AppError, loadConfig, RedisService } from '@arena/shared';

/**
 * Fixed one-minute windows in Redis, shared by every edge replica: per client IP, and per user when
 * the request carries a session. Both counters move in one round trip.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: RedisService) {}

  async check(ip: string, userId?: number): Promise<void> {
    const { perIpPerMinute, perUserPerMinute } = loadConfig().rateLimit;
    const window = Math.floor(Date.now() / 60_000);
    const pipeline = this.redis.pipeline();
    const ipKey = `ratelimit:ip:${ip}:${window}`;
    pipeline.incr(ipKey).expire(ipKey, 61);
    const userKey = userId ? `ratelimit:user:${userId}:${window}` : undefined;
    if (userKey) pipeline.incr(userKey).expire(userKey, 61);
    const results = (await pipeline.exec()) ?? [];
    const ipCount = Number(results[0]?.[1] ?? 0);
    const userCount = userKey ? Number(results[2]?.[1] ?? 0) : 0;
    if (ipCount > perIpPerMinute || userCount > perUserPerMinute) throw new AppError('common.rate_limited', {}, 1, 429);
  }
}
