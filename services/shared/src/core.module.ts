import { Global, Module } from '@nestjs/common';
import { PrismaService } from './database/prisma.service';
import { Transactions } from './database/transactions';
import { OutboxRepository } from './events/outbox.repository';
import { ProcessedEventsRepository } from './events/processed-events.repository';
import { EventBus } from './events/event-bus';
import { HealthController } from './health/health.controller';
import { Jobs } from './jobs/jobs.service';
import { RedisService } from './redis/redis.service';
import { ServiceClient } from './clients/service-client';
import { RealtimeEmitter } from './realtime/realtime-emitter';
import { SealedRooms } from './rooms/sealed-rooms';

/** What every service gets: Postgres, Redis, events, delayed jobs, socket pushes, calls to other services and health probes. */
@Global()
@Module({
  controllers: [HealthController],
  providers: [
    PrismaService,
    Transactions,
    ProcessedEventsRepository,
    OutboxRepository,
    RedisService,
    EventBus,
    Jobs,
    ServiceClient,
    RealtimeEmitter,
    SealedRooms,
  ],
  exports: [
    PrismaService,
    Transactions,
    ProcessedEventsRepository,
    OutboxRepository,
    RedisService,
    EventBus,
    Jobs,
    ServiceClient,
    RealtimeEmitter,
    SealedRooms,
  ],
})
export class CoreModule {}
