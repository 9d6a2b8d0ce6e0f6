import { Injectable } from '@nestjs/common';
import { RedisService, VersionedCache } from '@arena/shared';
import { liveConfig } from '../live.config';

/**
 * The public room lists (hot, index, buckets, rank) kept in this process, retired at once by any room
 * change on any replica (a room starts, ends, is edited, its heat moves); the lifetime only bounds
 * how stale online counts get. Whoever writes a room calls `invalidate()` after the write commits.
 */
@Injectable()
export class RoomListCache extends VersionedCache {
  constructor(redis: RedisService) {
    super(redis, 'live:rooms:version', { lifetimeMs: liveConfig().listCacheSeconds * 1000 });
  }
}
