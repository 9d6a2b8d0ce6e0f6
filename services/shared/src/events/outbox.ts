import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { HornMessage, RoomEventData, RoomEventMessage, RoomEventType } from '@arena/protocol';
import { fromEnv } from '../config/from-env';
import { Db, Transactions } from '../database/transactions';
import { defineJob, Jobs } from '../jobs/jobs.service';
import { RealtimeEmitter } from '../realtime/realtime-emitter';
import { DomainEvents, EventBus, PublishedEvent } from './event-bus';
import { OutboxRepository } from './outbox.repository';

/** What a service announces after a change: a domain event, a live room's event, or a streamer's kick-out. */
export type OutboxMessage =
  | { event: PublishedEvent }
  | { room: RoomEventMessage }
  | { kickout: { userId: number; roomId: number; reason?: string } }
  | { horn: HornMessage };

/** A live room's event (code 200), as an outbox message. */
export function roomEventMessage<T extends RoomEventType>(
  roomId: number,
  type: T,
  data: RoomEventData<T>,
): OutboxMessage {
  return { room: { code: 200, type, roomId, data } as RoomEventMessage };
}

/** A domain event, as an outbox message. */
export function domainEventMessage<K extends keyof DomainEvents>(type: K, payload: DomainEvents[K]): OutboxMessage {
  return { event: { type, payload } as PublishedEvent };
}

/** Messages relayed per round; a backlog drains over the next rounds. */
const BATCH = 500;

/**
 * A service's outbox (decision 038; the wallet's is decision 036): what a change announces is stored
 * in the change's own transaction, in `<schema>.outbox`, so a change that commits is announced
 * sooner or later and one rolled back never is. After the commit the messages are announced and
 * their rows deleted; when that fails (Redis down, the process killed between the two) a relay
 * announces what is older than one period, in order, and deletes it. Consumers see a message at
 * least once: the relay may race a slow announcer.
 */
export abstract class Outbox implements OnApplicationBootstrap {
  private readonly logger = new Logger(this.constructor.name);
  private readonly everyMs = fromEnv.number('OUTBOX_RELAY_EVERY_MS', 5000, { min: 100, integer: true });
  private readonly relayJob;

  /** `schema`: the service's Postgres schema, which holds its `outbox` table. */
  constructor(
    private readonly schema: string,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxRepository,
    private readonly events: EventBus,
    private readonly realtime: RealtimeEmitter,
    private readonly jobs: Jobs,
  ) {
    this.relayJob = defineJob<Record<string, never>>(`${schema}.outbox-relay`, { attempts: 1 });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(this.relayJob, () => this.relay());
    await this.jobs.every(this.relayJob, 'relay', this.everyMs, {});
  }

  /**
   * Runs `change` in a transaction; what it passes to `announce` is stored in that transaction and
   * announced after the commit, and after `afterCommit` (what must be true before others hear of the
   * change, e.g. cached lists retired). A failed announcement does not fail the change: the relay has it.
   */
  async transaction<T>(
    change: (tx: Db, announce: (message: OutboxMessage) => void) => Promise<T>,
    afterCommit?: (value: T) => Promise<unknown>,
  ): Promise<T> {
    const messages: OutboxMessage[] = [];
    let ids: bigint[] = [];
    const result = await this.transactions.run(async (tx) => {
      const value = await change(tx, (message) => messages.push(message));
      if (messages.length > 0) ids = await this.outbox.store(this.schema, messages, tx);
      return value;
    });
    try {
      await afterCommit?.(result);
    } finally {
      if (messages.length > 0) {
        await this.announce(messages)
          .then(() => this.outbox.remove(this.schema, ids))
          .catch((error: unknown) =>
            this.logger.warn(`announcing after a commit failed, the relay will: ${String(error)}`),
          );
      }
    }
    return result;
  }

  /**
   * Announces what is older than one period, in order; answers how many messages. The rows are taken
   * in a transaction that holds them until announced (rolled back if that fails), and a relay running
   * meanwhile skips them, so two relays never announce one message twice.
   */
  async relay(): Promise<number> {
    const count = await this.transactions.run(async (tx) => {
      const taken = await this.outbox.take<OutboxMessage>(this.schema, this.everyMs, BATCH, tx);
      await this.announce(taken);
      return taken.length;
    });
    if (count > 0) this.logger.warn(`Announced ${count} message(s) left unannounced after their commit`);
    return count;
  }

  /** In their order: domain events in one round trip, room events in one, kick-outs and horns one by one. */
  private async announce(messages: readonly OutboxMessage[]): Promise<void> {
    const events = messages.flatMap((message) => ('event' in message ? [message.event] : []));
    const rooms = messages.flatMap((message) => ('room' in message ? [message.room] : []));
    const kickouts = messages.flatMap((message) => ('kickout' in message ? [message.kickout] : []));
    const horns = messages.flatMap((message) => ('horn' in message ? [message.horn] : []));
    await Promise.all([
      events.length > 0 ? this.events.publishAll(events) : undefined,
      rooms.length > 0 ? this.realtime.roomEvents(rooms) : undefined,
      ...kickouts.map(({ userId, roomId, reason }) => this.realtime.liveKickout(userId, roomId, reason)),
      ...horns.map((horn) => this.realtime.horn(horn)),
    ]);
  }
}
