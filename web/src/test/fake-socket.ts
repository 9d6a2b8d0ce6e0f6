import type { Connect, SocketLike } from '../realtime/socket-like';

type Listener = (...args: unknown[]) => void;

/** A socket.io client stand-in for unit tests: records emits, lets the test play the server. */
export class FakeSocket implements SocketLike {
  connected = false;
  /** Set by the test before it plays `connect`, as socket.io sets it on a recovered reconnect. */
  recovered = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  connectCalls = 0;
  private readonly listeners = new Map<string, Listener[]>();
  /** Answers to acknowledged events, by event name. */
  readonly answers = new Map<string, (payload: unknown) => unknown>();

  constructor(
    readonly namespace: string,
    readonly auth: Record<string, unknown>,
  ) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
    this.emitted.push({ event, payload: args[0] });
    const answer = this.answers.get(event);
    if (ack && answer) queueMicrotask(() => ack(answer(args[0])));
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    if (this.connected) this.serverSays('disconnect', 'io client disconnect');
    return this;
  }

  /** The server side: fire an event at the client. */
  serverSays(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  sent(event: string): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }
}

/** A Connect that records every socket it opens. */
export function fakeConnect(): { connect: Connect; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    connect: (namespace, options) => {
      const socket = new FakeSocket(namespace, options.auth);
      sockets.push(socket);
      return socket;
    },
  };
}
