import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Db } from '../database/transactions';
import { Prisma } from '../generated/prisma/client';

const table = (service: string) => Prisma.raw(`"${service}"."processed_events"`);

/** `<service>.processed_events`: the keys of the events a service's consumers have applied. */
@Injectable()
export class ProcessedEventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Records `key` unless recorded before; answers whether it was new. */
  async record(service: string, key: string, db: Db = this.prisma): Promise<boolean> {
    return (await db.$executeRaw`INSERT INTO ${table(service)} ("id") VALUES (${key}) ON CONFLICT DO NOTHING`) > 0;
  }

  /** Records the keys not recorded before; answers those. */
  async recordEach(service: string, keys: readonly string[], db: Db = this.prisma): Promise<Set<string>> {
    const recorded = await db.$queryRaw<{ id: string }[]>`
      INSERT INTO ${table(service)} ("id") SELECT unnest(${[...keys]}::text[]) ON CONFLICT DO NOTHING RETURNING "id"`;
    return new Set(recorded.map((row) => row.id));
  }

  /** Deletes the keys recorded before `before`; answers how many. */
  prune(service: string, before: Date, db: Db = this.prisma): Promise<number> {
    return db.$executeRaw`DELETE FROM ${table(service)} WHERE "processed_at" < ${before}`;
  }
}
