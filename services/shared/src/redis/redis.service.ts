import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { loadConfig } from '../config/config';

/**
 * One Redis connection per process for commands; subscribers create their own with `duplicate()`.
 * It closes in the last shutdown phase, after consumers and workers stopped in `onModuleDestroy`.
 */
@Injectable()
export class RedisService extends Redis implements OnApplicationShutdown {
  constructor() {
    super(loadConfig().redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}
