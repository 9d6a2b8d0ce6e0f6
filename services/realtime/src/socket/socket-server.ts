import { IM_NAMESPACE, LIVE_NAMESPACE } from '@arena/protocol';
import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { dedicatedConnection, RedisService, socketStream } from '@arena/shared';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type Redis from 'ioredis';
import { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { realtimeConfig } from '../realtime.config';
import { originAllowed, SOCKET_SECURITY_HEADERS } from './socket-origin';
import { RecoveryCatchUp } from './recovery-catch-up';
import { RtNamespace, RtServer } from './socket-state';

/**
 * The socket.io server of this process, on the service's own HTTP server. Its Redis streams adapter
 * makes a broadcast reach the clients of every realtime process and lets any service emit through
 * Redis; because broadcasts are kept in the stream, a client back within the recovery window is
 * given its rooms and the packets it missed (connection-state recovery) instead of a gap.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly io: RtServer;
  private readonly client: Redis;

  constructor(
    private readonly httpHost: HttpAdapterHost,
    redis: RedisService,
  ) {
    // The adapter duplicates this client for its blocking stream reads and its pub/sub.
    this.client = dedicatedConnection(redis);
    const stream = socketStream();
    const { allowedOrigins } = realtimeConfig();
    const catchUp = new RecoveryCatchUp(this.client, stream.name);
    this.io = new Server({
      serveClient: false,
      // Chat payloads are small; a client sending megabytes is misbehaving.
      maxHttpBufferSize: 64 * 1024,
      // No CORS answer: the site's pages are on the gateway's own origin (through the edge), and a
      // page of another site may neither read polling answers nor open a socket (allowRequest).
      cors: undefined,
      allowRequest: (request, callback) => {
        const allowed = originAllowed(request, allowedOrigins);
        callback(allowed ? null : 'origin not allowed', allowed);
      },
      // Blocking reads of 1 s (not 5): a closing process is not held up waiting for the last one.
      adapter: catchUp.wrap(
        createAdapter(this.client, {
          streamName: stream.name,
          channelPrefix: stream.name,
          maxLen: stream.maxLen,
          blockTimeInMs: 1000,
        }),
      ),
      connectionStateRecovery: {
        maxDisconnectionDuration: realtimeConfig().recoveryWindowMs,
        // A recovered socket passes the login checks again: its session may have ended meanwhile.
        skipMiddlewares: false,
      },
    });
    // First of each namespace's middlewares (the gateways add theirs later), so it runs in the tick
    // a recovered socket is put back in its rooms.
    for (const nsp of [this.live, this.im]) nsp.use(catchUp.middleware);
  }

  get live(): RtNamespace {
    return this.io.of(LIVE_NAMESPACE);
  }

  get im(): RtNamespace {
    return this.io.of(IM_NAMESPACE);
  }

  /**
   * Resolves once every broadcast emitted before the call is in the stream. An emit only starts its
   * XADD on this connection; one more command on it is answered after that XADD (a connection answers
   * in order). Acknowledge a message after this, never before: a process killed in between would
   * leave an acknowledged line that no one was sent and no recovery can find.
   */
  async published(): Promise<void> {
    await this.client.ping();
  }

  private checkpoints?: NodeJS.Timeout;

  onApplicationBootstrap(): void {
    this.io.attach(this.httpHost.httpAdapter.getHttpServer() as HttpServer);
    this.io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SOCKET_SECURITY_HEADERS));
    this.checkpoints = setInterval(() => this.checkpoint(), realtimeConfig().sessionCheckpointMs);
    this.checkpoints.unref();
  }

  /**
   * Stores every local socket's session (its rooms and data) as a disconnection would, so a client
   * whose process was killed (no disconnection ran) is recovered by the next process within the
   * window: its rooms back, and the packets since its last one from the stream. A clean
   * disconnection stores it anew; a recovery takes it (GETDEL).
   */
  checkpoint(): void {
    for (const nsp of [this.live, this.im]) {
      for (const socket of nsp.sockets.values()) {
        const { pid } = socket as unknown as { pid?: string };
        if (pid) nsp.adapter.persistSession({ sid: socket.id, pid, rooms: [...socket.rooms], data: socket.data });
      }
    }
  }

  /**
   * Not `io.close()`: that would also close the HTTP server, which Nest closes itself. The transports
   * are closed (not the sockets disconnected): a client sees its connection drop, reconnects to
   * another process and is recovered there, where "server disconnect" would end its session.
   */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.checkpoints);
    this.io.engine.close();
    const namespaces = [this.io.of('/'), this.live, this.im];
    await Promise.allSettled(namespaces.map((nsp) => nsp.adapter.close()));
    await this.client.quit().catch(() => undefined);
  }
}
