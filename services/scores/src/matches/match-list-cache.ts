import { Injectable } from '@nestjs/common';
import { RedisService, VersionedCache } from '@arena/shared';

/**
 * Match list pages as a visitor reads them, kept per process and retired by any change of any match:
 * the writer calls `invalidate()` after each commit, before the change is pushed. So a page that
 * resyncs after a missed sequence number never gets a state older than the change it missed, while
 * a list is read from memory between two changes.
 */
@Injectable()
export class MatchListCache extends VersionedCache {
  constructor(redis: RedisService) {
    super(redis, 'scores:matches:version');
  }
}
