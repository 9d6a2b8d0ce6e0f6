import { Injectable } from '@nestjs/common';
import { Db, ImGroupMessage, PrismaService } from '@arena/shared';
import { StoredBody } from '../messages/message-body';

/** `realtime.im_group_messages`: danmaku and room chat, one row a message. */
@Injectable()
export class GroupMessagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A sender's message by the id their client gave it (a retry finds the first). */
  findByClientId(senderId: string, clientId: string, db: Db = this.prisma): Promise<ImGroupMessage | null> {
    return db.imGroupMessage.findUnique({ where: { senderId_clientId: { senderId, clientId } } });
  }

  findByClientIdOrThrow(senderId: string, clientId: string, db: Db = this.prisma): Promise<ImGroupMessage> {
    return db.imGroupMessage.findUniqueOrThrow({ where: { senderId_clientId: { senderId, clientId } } });
  }

  /** Fails with a unique violation when the sender's client id was used before. */
  insert(
    groupId: string,
    senderId: string,
    clientId: string | undefined,
    body: StoredBody,
    db: Db = this.prisma,
  ): Promise<ImGroupMessage> {
    return db.imGroupMessage.create({ data: { groupId, senderId, clientId, ...body } });
  }

  listByIds(ids: bigint[], db: Db = this.prisma): Promise<ImGroupMessage[]> {
    return db.imGroupMessage.findMany({ where: { id: { in: ids } } });
  }

  /** Newest first, `take` of them, older than `beforeId` when given. */
  listHistory(
    groupId: string,
    beforeId: bigint | undefined,
    take: number,
    db: Db = this.prisma,
  ): Promise<ImGroupMessage[]> {
    return db.imGroupMessage.findMany({
      where: { groupId, ...(beforeId !== undefined ? { id: { lt: beforeId } } : {}) },
      orderBy: { id: 'desc' },
      take,
    });
  }

  /** A group's text messages sent in [from, to], oldest first. */
  textsBetween(groupId: string, from: Date, to: Date, take: number, db: Db = this.prisma) {
    return db.imGroupMessage.findMany({
      where: { groupId, type: 'text', createdAt: { gte: from, lte: to } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { senderId: true, text: true, createdAt: true },
      take,
    });
  }
}
