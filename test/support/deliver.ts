import { randomUUID } from 'node:crypto';
import type { BatchHandler, DomainEvents, EventConsumer, EventHandler, EventHandlers, EventType } from '@arena/shared';

/**
 * Hands events to a consumer's handler as one read of its stream would, without Redis: the test
 * chooses the batch (a repeated fact, a redelivery). Events are handed one by one to a handler that
 * does not take batches.
 */
export async function deliver<K extends EventType>(
  consumer: EventConsumer,
  type: K,
  payloads: DomainEvents[K][],
): Promise<void> {
  const handler = (consumer as unknown as { handlers(): EventHandlers }).handlers()[type] as
    EventHandler<K> | BatchHandler<K> | undefined;
  if (!handler) throw new Error(`${consumer.constructor.name} does not consume ${type}`);
  const events = payloads.map((payload) => ({ payload, eventId: `${type}:test-${randomUUID()}` }));
  if (typeof handler !== 'function') await handler.batch(events);
  else for (const { payload, eventId } of events) await handler(payload, eventId);
}
