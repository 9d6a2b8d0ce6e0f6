import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { DomainEvents, streamKey } from './event-bus';
import { dedicatedConnection } from '../redis/redis.service';

export type EventType = keyof DomainEvents;
export type EventHandler<K extends EventType> = (payload: DomainEvents[K], eventId: string) => Promise<unknown>;
/** An event as a batch handler receives it: its payload and its id (`<type>:<stream id>`). */
export interface DeliveredEvent<K extends EventType> {
  payload: DomainEvents[K];
  eventId: string;
}
/** Handles every entry of one read at once (see `inBatches`). */
export interface BatchHandler<K extends EventType> {
  batch: (events: DeliveredEvent<K>[]) => Promise<unknown>;
}
export type EventHandlers = { [K in EventType]?: EventHandler<K> | BatchHandler<K> };

/**
 * A handler given all the entries of a read (up to READ_COUNT) at once, so it can apply them with a
 * few set-based statements in one transaction instead of one transaction per event. All of them are
 * acknowledged after it succeeds; if it fails, they are handled again one by one, so one event it
 * cannot handle never holds back the others. It must be idempotent like any handler, and handle a
 * batch holding the same fact twice.
 */
export function inBatches<K extends EventType>(
  batch: (events: DeliveredEvent<K>[]) => Promise<unknown>,
): BatchHandler<K> {
  return { batch };
}

type StreamEntry = [id: string, fields: string[]];
type StreamBatch = [key: string, entries: StreamEntry[]];

/** XREADGROUP answers a list of [key, entries] over RESP2 and a map (flattened by ioredis) over RESP3. */
function batchesOf(reply: unknown): StreamBatch[] {
  if (!Array.isArray(reply) || reply.length === 0) return [];
  if (Array.isArray(reply[0])) return reply as StreamBatch[];
  const batches: StreamBatch[] = [];
  for (let i = 0; i < reply.length; i += 2) batches.push([reply[i] as string, reply[i + 1] as StreamEntry[]]);
  return batches;
}

const READ_COUNT = 50;
const BLOCK_MS = 1000;
/**
 * After a read that found events but fewer than READ_COUNT, the next read waits this long: under
 * load the events of a few milliseconds are then handled together (one statement, one round trip
 * to Redis per batch instead of per event or two), and a lone event still goes at once.
 */
const LINGER_MS = 10;
/** Entries another consumer took and did not acknowledge within this time are taken over. */
const CLAIM_IDLE_MS = 30_000;
const CLAIM_EVERY_MS = 10_000;

/**
 * Reads event streams as one member of a consumer group: each event goes to one instance of the
 * service, is acknowledged only after its handler succeeded, and events left unacknowledged by a
 * crashed instance are claimed again. Delivery is at least once: handlers must be idempotent
 * (services use it through EventConsumer, which gives them one way to be). A new group starts from
 * the oldest retained event.
 */
export class StreamConsumer {
  private readonly logger: Logger;
  private readonly consumer: string;
  private readonly connection: Redis;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    redis: Redis,
    private readonly group: string,
    private readonly handlers: EventHandlers,
  ) {
    this.connection = dedicatedConnection(redis);
    this.consumer = `${group}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    this.logger = new Logger(`StreamConsumer:${group}`);
  }

  private get types(): EventType[] {
    return Object.keys(this.handlers) as EventType[];
  }

  async start(): Promise<void> {
    for (const type of this.types) {
      try {
        await this.connection.call('XGROUP', 'CREATE', streamKey(type), this.group, '0', 'MKSTREAM');
      } catch (error) {
        if (!String(error).includes('BUSYGROUP')) throw error;
      }
    }
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // Closing the connection ends the blocking read at once instead of waiting for its timeout.
    this.connection.disconnect();
    await this.running;
  }

  private async loop(): Promise<void> {
    let lastClaim = 0;
    while (!this.stopped) {
      try {
        if (Date.now() - lastClaim > CLAIM_EVERY_MS) {
          lastClaim = Date.now();
          await this.claimAbandoned();
        }
        const keys = this.types.map(streamKey);
        const reply = await this.connection.call(
          'XREADGROUP',
          'GROUP',
          this.group,
          this.consumer,
          'COUNT',
          String(READ_COUNT),
          'BLOCK',
          String(BLOCK_MS),
          'STREAMS',
          ...keys,
          ...keys.map(() => '>'),
        );
        const batches = batchesOf(reply);
        for (const [key, entries] of batches) await this.handleAll(key, entries);
        const read = batches.reduce((sum, [, entries]) => sum + entries.length, 0);
        if (read > 0 && read < READ_COUNT && !this.stopped)
          await new Promise((resolve) => setTimeout(resolve, LINGER_MS));
      } catch (error) {
        if (this.stopped) return;
        this.logger.error(`read failed: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async claimAbandoned(): Promise<void> {
    for (const type of this.types) {
      const reply = (await this.connection.call(
        'XAUTOCLAIM',
        streamKey(type),
        this.group,
        this.consumer,
        String(CLAIM_IDLE_MS),
        '0-0',
        'COUNT',
        String(READ_COUNT),
      )) as [string, StreamEntry[]];
      await this.handleAll(
        streamKey(type),
        reply[1].filter((entry) => entry && entry[1]),
      );
    }
  }

  private async handleAll(key: string, entries: StreamEntry[]): Promise<void> {
    const type = key.slice(streamKey('').length) as EventType;
    const handler = this.handlers[type] as EventHandler<EventType> | BatchHandler<EventType> | undefined;
    if (handler && typeof handler !== 'function' && entries.length > 1) {
      if (this.stopped) return;
      const events = entries.map(([id, fields]) => ({
        payload: JSON.parse(fields[fields.indexOf('data') + 1]) as DomainEvents[EventType],
        eventId: `${type}:${id}`,
      }));
      try {
        await handler.batch(events);
        await this.connection.call('XACK', key, this.group, ...entries.map(([id]) => id));
        return;
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`handling ${entries.length} ${type} events at once failed, one by one now: ${String(error)}`);
      }
    }
    for (const [id, fields] of entries) {
      // Stopping closed the connection: the rest stay pending and are claimed again later.
      if (this.stopped) return;
      const data = fields[fields.indexOf('data') + 1];
      try {
        if (handler) {
          const payload = JSON.parse(data) as DomainEvents[EventType];
          const eventId = `${type}:${id}`;
          await (typeof handler === 'function' ? handler(payload, eventId) : handler.batch([{ payload, eventId }]));
        }
        await this.connection.call('XACK', key, this.group, id);
      } catch (error) {
        // Left pending: claimed again after CLAIM_IDLE_MS. Failing because stopping closed the
        // connection under the handler is the expected end of a shutdown, not an error.
        if (this.stopped) return;
        this.logger.error(`handling ${type} ${id} failed: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
  }
}
