import { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Db, Transactions } from '../database/transactions';
import { RedisService } from '../redis/redis.service';
import { ProcessedEventsRepository } from './processed-events.repository';
import { EventHandlers, StreamConsumer } from './stream-consumer';

/**
 * The one way a service consumes other services' events: a subclass names its service (the
 * consumer group, and the Postgres schema holding its `processed_events` table) and declares its
 * handlers; this class runs the stream consumer for the application's lifetime.
 *
 * Delivery is at least once (a redelivery after a crash, and producers may publish one fact twice),
 * so every handler is idempotent, in one of two ways:
 * - an effect in Postgres goes through `once(key, tx => ...)`: the key is recorded in
 *   `<service>.processed_events` in the same transaction as the effect, so the effect and its record
 *   commit together or not at all, and a second delivery finds the key and does nothing (a handler
 *   taking its events in batches, `inBatches`, does the same for all of them with `onceEach`);
 * - any other effect (a Redis write, an idempotent call to another service) is idempotent by itself.
 * The key is the fact's own identity where the producer has one (`wallet.spent:<transferId>`),
 * otherwise the event id the handler receives (`<type>:<stream id>`).
 */
export abstract class EventConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  /** Which consumer class reads each event type of each group in this process. */
  private static readonly readers = new Map<string, string>();
  private consumer?: StreamConsumer;
  private claimed: string[] = [];

  /**
   * `purpose` names a second consumer of the same service: its own consumer group
   * (`<service>.<purpose>`), since within one group each event goes to one consumer only.
   */
  protected constructor(
    private readonly service: string,
    protected readonly redis: RedisService,
    private readonly transactions: Transactions,
    private readonly processed: ProcessedEventsRepository,
    private readonly purpose?: string,
  ) {
    if (!/^[a-z][a-z0-9_]*$/.test(service)) throw new Error(`Not a service name: ${service}`);
    if (purpose !== undefined && !/^[a-z][a-z0-9-]*$/.test(purpose)) throw new Error(`Not a purpose: ${purpose}`);
  }

  protected abstract handlers(): EventHandlers;

  onApplicationBootstrap(): Promise<void> {
    const group = this.purpose ? `${this.service}.${this.purpose}` : this.service;
    const handlers = this.handlers();
    for (const type of Object.keys(handlers)) {
      const key = `${group} ${type}`;
      const other = EventConsumer.readers.get(key);
      if (other && other !== this.constructor.name)
        throw new Error(
          `${this.constructor.name} and ${other} both read ${type} in consumer group ${group}: each event would reach one of them only (give one a purpose)`,
        );
      EventConsumer.readers.set(key, this.constructor.name);
      this.claimed.push(key);
    }
    this.consumer = new StreamConsumer(this.redis, group, handlers);
    return this.consumer.start();
  }

  /** Stops in the first shutdown phase, while Redis and Postgres still answer (they close last). */
  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
    for (const key of this.claimed) EventConsumer.readers.delete(key);
    this.claimed = [];
  }

  /** Runs `effect` in a transaction unless `key` was processed before; answers whether it ran. */
  protected once(key: string, effect: (tx: Db) => Promise<unknown>): Promise<boolean> {
    return this.transactions.run(async (tx) => {
      if (!(await this.processed.record(this.service, key, tx))) return false;
      await effect(tx);
      return true;
    });
  }

  /**
   * `once` for a batch (handlers given by `inBatches`): in one transaction, records the keys of
   * `items` not processed before and runs `effect` with the items they belong to (a key repeated in
   * the batch counts once, its first item); answers those items. Effect and records commit together
   * or not at all, so a batch retried after a crash applies only what had not committed.
   */
  protected onceEach<T>(
    items: readonly T[],
    keyOf: (item: T) => string,
    effect: (tx: Db, fresh: T[]) => Promise<unknown>,
  ): Promise<T[]> {
    const byKey = new Map<string, T>();
    for (const item of items) if (!byKey.has(keyOf(item))) byKey.set(keyOf(item), item);
    if (byKey.size === 0) return Promise.resolve([]);
    return this.transactions.run(async (tx) => {
      const added = await this.processed.recordEach(this.service, [...byKey.keys()], tx);
      const fresh = [...byKey].filter(([key]) => added.has(key)).map(([, item]) => item);
      if (fresh.length > 0) await effect(tx, fresh);
      return fresh;
    });
  }
}
