import { Global, Module } from '@nestjs/common';
import { PrismaService } from './database/prisma.service';
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
  providers: [PrismaService, RedisService, EventBus, Jobs, ServiceClient, RealtimeEmitter, SealedRooms],
  exports: [PrismaService, RedisService, EventBus, Jobs, ServiceClient, RealtimeEmitter, SealedRooms],
})
export class CoreModule {}
