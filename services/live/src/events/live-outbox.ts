import { Injectable } from '@nestjs/common';
import { EventBus, Jobs, Outbox, PrismaService, RealtimeEmitter } from '@arena/shared';

/** The live service's outbox (`live.outbox`): room events and domain events of its changes (decision 038). */
@Injectable()
export class LiveOutbox extends Outbox {
  constructor(prisma: PrismaService, events: EventBus, realtime: RealtimeEmitter, jobs: Jobs) {
    super('live', prisma, events, realtime, jobs);
  }
}
