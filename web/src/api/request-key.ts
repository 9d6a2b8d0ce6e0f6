import { outcomeUnknown } from './api-error';

/**
 * A fresh idempotency key for a paying request (gift, red envelope...): the server answers a repeat
 * of the same key with the first result. getRandomValues works on plain-http pages too, where
 * crypto.randomUUID does not exist.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The request keys of one kind of paying call: a call whose outcome is unknown (no answer, or a server
 * error: `outcomeUnknown`) keeps its key for the same order, so pressing again retries that call and
 * the server does it once; an answer (done, or refused) ends the key, and the next press is new.
 */
export class RequestKeys<Order> {
  private unanswered: { order: Order; key: string } | null = null;

  constructor(private readonly sameOrder: (a: Order, b: Order) => boolean) {}

  /** The key to send this order with. */
  requestKeyFor(order: Order): string {
    const pending = this.unanswered;
    const key = pending && this.sameOrder(pending.order, order) ? pending.key : newRequestKey();
    this.unanswered = { order, key };
    return key;
  }

  /** After the call: without an error, or with a refusal, the key is spent. */
  settled(error?: unknown): void {
    if (error === undefined || !outcomeUnknown(error)) this.unanswered = null;
  }
}
