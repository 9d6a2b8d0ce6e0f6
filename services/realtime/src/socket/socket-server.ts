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
      adapter: createAdapter(this.client, { streamName: stream.name, channelPrefix: stream.name, maxLen: stream.maxLen, blockTimeInMs: 1000 }),
      connectionStateRecovery: {
        maxDisconnectionDuration: realtimeConfig().recoveryWindowMs,
        // A recovered socket passes the login checks again: its session may have ended meanwhile.
        skipMiddlewares: false,
      },
    });
  }

  get live(): RtNamespace {
    return this.io.of(LIVE_NAMESPACE);
  }

  get im(): RtNamespace {
    return this.io.of(IM_NAMESPACE);
  }

  onApplicationBootstrap(): void {
    this.io.attach(this.httpHost.httpAdapter.getHttpServer() as HttpServer);
    this.io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SOCKET_SECURITY_HEADERS));
  }

  /** Not `io.close()`: that would also close the HTTP server, which Nest closes itself. */
  async beforeApplicationShutdown(): Promise<void> {
    const namespaces = [this.io.of('/'), this.live, this.im];
    for (const nsp of namespaces) nsp.local.disconnectSockets(true);
    await Promise.allSettled(namespaces.map((nsp) => nsp.adapter.close()));
    this.io.engine.close();
    await this.client.quit().catch(() => undefined);
  }
}
