import { Injectable } from '@nestjs/common';
import { RedisService } from '@arena/shared';
import { liveConfig } from '../live.config';

/** Bumped by every change to a room; cached lists of an older version are never served. */
const VERSION_KEY = 'live:rooms:version';
const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  expiresAt: number;
  value: unknown;
}

/**
 * The public room lists (hot, index, buckets, rank) kept in this process. A hit costs one Redis
 * GET of the rooms' version, so a change made on any replica (a room starts, ends, is edited, its
 * heat moves) retires every cached list at once; the lifetime only bounds how stale online counts
 * get. Whoever writes a room calls `invalidate()` after the write commits.
 */
@Injectable()
export class RoomListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly lifetimeMs = liveConfig().listCacheSeconds * 1000;

  constructor(private readonly redis: RedisService) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = (await this.redis.get(VERSION_KEY)) ?? '0';
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expiresAt > Date.now()) return hit.value as T;
    const value = await compute();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, expiresAt: Date.now() + this.lifetimeMs, value });
    return value;
  }

  async invalidate(): Promise<void> {
    await this.redis.incr(VERSION_KEY);
  }
}
