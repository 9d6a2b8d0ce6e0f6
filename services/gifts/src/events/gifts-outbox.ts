import { Injectable } from '@nestjs/common';
import { EventBus, Jobs, Outbox, PrismaService, RealtimeEmitter } from '@arena/shared';

/** The gifts service's outbox (`gifts.outbox`): what paid messages show, stored with their payment (decision 038). */
@Injectable()
export class GiftsOutbox extends Outbox {
  constructor(prisma: PrismaService, events: EventBus, realtime: RealtimeEmitter, jobs: Jobs) {
    super('gifts', prisma, events, realtime, jobs);
  }
}
