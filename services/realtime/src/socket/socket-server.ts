import { IM_NAMESPACE, LIVE_NAMESPACE } from '@arena/protocol';
import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { RedisService, socketIoKey } from '@arena/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { RtNamespace, RtServer } from './socket-state';

/**
 * The socket.io server of this process, on the service's own HTTP server. Its Redis adapter makes
 * a broadcast reach the clients of every realtime process, and lets any service emit through Redis.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly io: RtServer;
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    private readonly httpHost: HttpAdapterHost,
    redis: RedisService,
  ) {
    this.pub = redis.duplicate();
    this.sub = redis.duplicate();
    this.io = new Server({
      serveClient: false,
      // Chat payloads are small; a client sending megabytes is misbehaving.
      maxHttpBufferSize: 64 * 1024,
      cors: { origin: true },
      adapter: createAdapter(this.pub, this.sub, { key: socketIoKey() }),
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
  }

  /** Not `io.close()`: that would also close the HTTP server, which Nest closes itself. */
  async beforeApplicationShutdown(): Promise<void> {
    const namespaces = [this.io.of('/'), this.live, this.im];
    for (const nsp of namespaces) nsp.local.disconnectSockets(true);
    await Promise.allSettled(namespaces.map((nsp) => nsp.adapter.close()));
    this.io.engine.close();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
