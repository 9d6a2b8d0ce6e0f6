import { fromEnv } from '../config/from-env';
import { loadConfig } from '../config/config';

/** Where the realtime gateway's socket.io adapter and every emitter meet in Redis. */
export interface SocketStream {
  /** The Redis stream every broadcast is appended to (and its pub/sub channel prefix). */
  name: string;
  /**
   * Entries kept (approximately): a reconnecting client is given what it missed only while its last
   * packet is still in the stream, so this must cover the recovery window at the peak broadcast rate.
   */
  maxLen: number;
}

/**
 * The stream of this environment. Streams are keys, so each Redis index has its own; pub/sub
 * channels ignore the index, so an environment on index n gets the prefix `socket.io-db<n>` and
 * never hears another one's ephemeral messages.
 */
export function socketStream(redisUrl = loadConfig().redisUrl): SocketStream {
  const db = Number(new URL(redisUrl).pathname.replace('/', '') || 0);
  return {
    name: db ? `socket.io-db${db}` : 'socket.io',
    maxLen: fromEnv.number('SOCKET_STREAM_MAX_LEN', 50_000, { min: 100, integer: true }),
  };
}
