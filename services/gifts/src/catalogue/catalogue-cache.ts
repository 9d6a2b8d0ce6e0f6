import { Injectable } from '@nestjs/common';
import { RedisService, VersionedCache } from '@arena/shared';

/**
 * The catalogues as a sender reads them (each send looks its gift up), kept per process and retired
 * by any administrator's change on any replica: the admin service calls `invalidate()` after it commits.
 */
@Injectable()
export class CatalogueCache extends VersionedCache {
  constructor(redis: RedisService) {
    super(redis, 'gifts:catalogue:version');
  }
}
