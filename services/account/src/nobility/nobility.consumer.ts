import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, PrismaService, RedisService } from '@arena/shared';
import { NobilityService } from './nobility.service';

/**
 * Follows the gifts service's `guard.changed` into the account's read model (Member/info's
 * toplevel). Idempotent by itself, without `once`: the upsert keeps the highest version.
 */
@Injectable()
export class NobilityConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    prisma: PrismaService,
    private readonly nobility: NobilityService,
  ) {
    super('account', redis, prisma);
  }

  protected handlers(): EventHandlers {
    return { 'guard.changed': (change) => this.nobility.apply(change) };
  }
}
