import { Injectable, OnApplicationBootstrap, Type } from '@nestjs/common';
import { defineJob, Jobs } from '../jobs/jobs.service';
import { ProcessedEventsRepository } from './processed-events.repository';

/** How long a processed event's key is kept: longer than any redelivery of it can arrive. */
export const PROCESSED_EVENTS_KEEP_MS = 7 * 86_400_000;
const EVERY_MS = 3_600_000;

/**
 * A provider that keeps `<service>.processed_events` (EventConsumer.once) from growing for ever: an
 * hourly job (BullMQ, via Jobs) deletes the keys recorded more than PROCESSED_EVENTS_KEEP_MS ago.
 * Listed in the providers of every service whose consumers use `once`.
 */
export function processedEventsPruning(service: string): Type<{ prune(now?: Date): Promise<number> }> {
  if (!/^[a-z][a-z0-9_]*$/.test(service)) throw new Error(`Not a service name: ${service}`);
  const kind = defineJob<Record<string, never>>(`${service}.processed-events-prune`, { attempts: 3 });

  @Injectable()
  class ProcessedEventsPruning implements OnApplicationBootstrap {
    constructor(
      private readonly jobs: Jobs,
      private readonly processed: ProcessedEventsRepository,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
      this.jobs.work(kind, () => this.prune());
      await this.jobs.every(kind, 'prune', EVERY_MS, {});
    }

    /** Deletes the keys older than the retention; answers how many. */
    prune(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - PROCESSED_EVENTS_KEEP_MS);
      return this.processed.prune(service, before);
    }
  }
  return ProcessedEventsPruning;
}
