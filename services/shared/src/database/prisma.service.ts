import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { loadConfig } from '../config/config';
import { PrismaClient } from '../generated/prisma/client';

/**
 * The Prisma client over node-postgres; each service touches only the models of its own schema.
 * It disconnects in the last shutdown phase, after consumers and workers stopped in `onModuleDestroy`.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor() {
    const { databaseUrl, databasePoolMax } = loadConfig();
    super({ adapter: new PrismaPg({ connectionString: databaseUrl, max: databasePoolMax }) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}
