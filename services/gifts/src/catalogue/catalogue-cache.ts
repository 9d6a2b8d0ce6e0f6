import { Injectable } from '@nestjs/common';
import { RedisService, VersionedCache } from '@arena/shared';

/**
 * The gift catalogue as senders read it (each send looks its gift up), kept per process and retired
 * on every replica by any administrator's catalogue change: the admin service calls `invalidate()`
 * after it commits.
 */
@Injectable()
export class CatalogueCache extends VersionedCache {
  constructor(redis: RedisService) {
    super(redis, 'gifts:catalogue:version');
  }
}
