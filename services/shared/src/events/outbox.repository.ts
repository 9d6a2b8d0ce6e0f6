import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Db } from '../database/transactions';
import { Prisma } from '../generated/prisma/client';

const table = (schema: string) => Prisma.raw(`"${schema}"."outbox"`);

/** `<schema>.outbox`: the messages (JSON, the outbox's `OutboxMessage`) a service's committed changes still have to announce. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly prisma: PrismaService) {}

  async store<M>(schema: string, messages: readonly M[], db: Db = this.prisma): Promise<bigint[]> {
    const rows = await db.$queryRaw<{ id: bigint }[]>`
      INSERT INTO ${table(schema)} ("message") SELECT * FROM unnest(${messages.map((message) => JSON.stringify(message))}::jsonb[]) RETURNING "id"`;
    return rows.map((row) => row.id);
  }

  async remove(schema: string, ids: readonly bigint[], db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`DELETE FROM ${table(schema)} WHERE "id" = ANY (${[...ids]}::bigint[])`;
  }

  /**
   * Deletes and answers, in order, up to `limit` messages older than `olderThanMs`, skipping rows
   * another transaction holds; run it in a transaction that stays open until they are announced.
   */
  async take<M>(schema: string, olderThanMs: number, limit: number, db: Db = this.prisma): Promise<M[]> {
    const taken = await db.$queryRaw<{ id: bigint; message: M }[]>`
      DELETE FROM ${table(schema)} WHERE "id" IN (
        SELECT "id" FROM ${table(schema)} WHERE "created_at" < LOCALTIMESTAMP - ${olderThanMs} * interval '1 millisecond'
        ORDER BY "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING "id", "message"`;
    return taken.sort((a, b) => (a.id < b.id ? -1 : 1)).map((row) => row.message);
  }
}
