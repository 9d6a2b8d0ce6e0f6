import { Injectable } from '@nestjs/common';
import { Db, PaidMessage, Prisma, PrismaService } from '@arena/shared';

/** A paid message left unpaid. */
export interface UnpaidMessage {
  id: number;
  requestKey: string;
}

/** `gifts.paid_messages`: horns and paid danmaku, each claimed under its sender's request key, with its payment once recorded. */
@Injectable()
export class PaidMessagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Claims a message under its request key; answers whether it was claimed now (false: the key was claimed before). */
  async claim(message: Prisma.PaidMessageCreateManyInput, db: Db = this.prisma): Promise<boolean> {
    const { count } = await db.paidMessage.createMany({ data: [message], skipDuplicates: true });
    return count === 1;
  }

  findByRequestKey(requestKey: string, db: Db = this.prisma): Promise<PaidMessage | null> {
    return db.paidMessage.findUnique({ where: { requestKey } });
  }

  findByRequestKeyOrThrow(requestKey: string, db: Db = this.prisma): Promise<PaidMessage> {
    return db.paidMessage.findUniqueOrThrow({ where: { requestKey } });
  }

  findByIdOrThrow(id: number, db: Db = this.prisma): Promise<PaidMessage> {
    return db.paidMessage.findUniqueOrThrow({ where: { id } });
  }

  /** Records the message's payment unless one was recorded; answers whether this did. */
  async recordTransfer(id: number, transferId: string, db: Db = this.prisma): Promise<boolean> {
    const recorded = await db.paidMessage.updateMany({ where: { id, transferId: null }, data: { transferId } });
    return recorded.count === 1;
  }

  /** Deletes the claim under a request key unless its payment was recorded. */
  async releaseUnpaidByRequestKey(requestKey: string, db: Db = this.prisma): Promise<void> {
    await db.paidMessage.deleteMany({ where: { requestKey, transferId: null } });
  }

  /** Deletes a claim unless its payment was recorded. */
  async releaseUnpaid(id: number, db: Db = this.prisma): Promise<void> {
    await db.paidMessage.deleteMany({ where: { id, transferId: null } });
  }

  /** Messages of a kind with a price, claimed before `before` and never recorded as paid, oldest first. */
  listUnpaid(kind: string, before: Date, limit: number, db: Db = this.prisma): Promise<UnpaidMessage[]> {
    // The predicate is the partial index's, written out so the planner always uses it.
    return db.$queryRaw<UnpaidMessage[]>`
      SELECT "id", "request_key" AS "requestKey" FROM "gifts"."paid_messages"
      WHERE "transfer_id" IS NULL AND "diamonds" > 0 AND "kind" = ${kind} AND "created_at" < ${before}
      ORDER BY "created_at" LIMIT ${limit}`;
  }
}
