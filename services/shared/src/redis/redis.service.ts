import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { loadConfig } from '../config/config';

/**
 * One Redis connection per process for commands; blocking reads and subscribers open their own
 * (`dedicatedConnection`). It closes in the last shutdown phase, after consumers and workers stopped in
 * `onModuleDestroy`.
 *
 * Commands issued in one turn of the event loop go to Redis as one write (auto-pipelining): under
 * load a process's requests each ask Redis something (the edge's session check, a cache version),
 * and one socket write per command was a large part of their CPU (decision 023).
 */
@Injectable()
export class RedisService extends Redis implements OnApplicationShutdown {
  constructor() {
    super(loadConfig().redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false, enableAutoPipelining: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}

/**
 * A connection of its own, for a blocking read or a subscription: never auto-pipelined, since a
 * blocking command would hold up whatever was queued behind it.
 */
export function dedicatedConnection(redis: Redis): Redis {
  return redis.duplicate({ enableAutoPipelining: false });
}
