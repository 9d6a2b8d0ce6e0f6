import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/**
 * A sliding window: the hits of the last `window` ms, kept as a sorted set by time. A fixed window
 * would let a sender put twice the limit across its boundary; a refused hit is not counted, so a
 * sender who waits is let through as soon as their oldest hit leaves the window.
 */
const SLIDING_WINDOW = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Counts one hit under `key` if fewer than `limit` happened in the last `windowMs`, in Redis so every
 * process agrees; answers whether it was let through. Room chat and video danmaku share the rule.
 */
export async function slidingWindowHit(redis: Redis, key: string, limit: number, windowMs: number): Promise<boolean> {
  return (await redis.eval(SLIDING_WINDOW, 1, key, Date.now(), windowMs, limit, randomUUID())) === 1;
}
