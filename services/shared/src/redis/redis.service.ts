import { Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { loadConfig } from '../config/config';

/** One Redis connection per process for commands; subscribers create their own with `duplicate()`. */
@Injectable()
export class RedisService extends Redis implements OnModuleDestroy {
  constructor() {
    super(loadConfig().redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false });
  }

  async onModuleDestroy(): Promise<void> {
    await this.quit().catch(() => this.disconnect());
  }
}
