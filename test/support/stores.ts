import { PrismaService, RedisService } from '@arena/shared';

/**
 * Direct access to the test database and Redis index, for arranging what the API cannot (a session
 * that outlived its lifetime) and for checking that a refused request left no rows behind.
 */
export interface Stores {
  prisma: PrismaService;
  redis: RedisService;
  close(): Promise<void>;
}

export function openStores(): Stores {
  const prisma = new PrismaService();
  const redis = new RedisService();
  return {
    prisma,
    redis,
    close: async () => {
      await prisma.onApplicationShutdown();
      await redis.onApplicationShutdown();
    },
  };
}
