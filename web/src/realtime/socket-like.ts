/** The part of a socket.io client socket the site uses; tests hand in a fake with the same shape. */
export interface SocketLike {
  readonly connected: boolean;
  /** After a reconnect: the server restored the connection's state (id, rooms) and replayed what it missed. */
  readonly recovered?: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface ConnectOptions {
  auth: Record<string, unknown>;
}

/** Opens a socket on a namespace of the site's own origin (the edge passes /socket.io/ through). */
export type Connect = (namespace: string, options: ConnectOptions) => SocketLike;

/**
 * socket.io-client is loaded on first use, in its own chunk, so it never weighs on the first route's
 * JS budget; it reconnects by itself with a growing delay (1 s up to 10 s).
 */
export async function loadSocketIo(): Promise<Connect> {
  const { io } = await import('socket.io-client');
  return (namespace, options) =>
    io(namespace, {
      auth: options.auth,
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
      timeout: 20_000,
    });
}

/** Emits an event and resolves with its acknowledgement, or rejects when none arrives in time. */
export function emitWithAck<T>(socket: SocketLike, event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.emit(event, payload, (answer: T) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
