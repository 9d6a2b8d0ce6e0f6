import { Injectable } from '@nestjs/common';
import { Db, ImConversation, ImPrivateMessage, PrismaService } from '@arena/shared';
import { StoredBody } from '../messages/message-body';

/** A private message as stored: its conversation key, both sides, the client's id and the body. */
export interface NewPrivateMessage extends StoredBody {
  conversation: string;
  senderId: string;
  receiverId: string;
  clientId?: string;
}

/**
 * `realtime.im_private_messages` (both directions of a conversation under one key) and
 * `realtime.im_conversations` (each side's row: the last message and the unread count).
 */
@Injectable()
export class PrivateMessagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A sender's message by the id their client gave it (a retry finds the first). */
  findByClientId(senderId: string, clientId: string, db: Db = this.prisma): Promise<ImPrivateMessage | null> {
    return db.imPrivateMessage.findUnique({ where: { senderId_clientId: { senderId, clientId } } });
  }

  findByClientIdOrThrow(senderId: string, clientId: string, db: Db = this.prisma): Promise<ImPrivateMessage> {
    return db.imPrivateMessage.findUniqueOrThrow({ where: { senderId_clientId: { senderId, clientId } } });
  }

  /** Fails with a unique violation when the sender's client id was used before. */
  insert(message: NewPrivateMessage, db: Db = this.prisma): Promise<ImPrivateMessage> {
    return db.imPrivateMessage.create({ data: message });
  }

  listByIds(ids: bigint[], db: Db = this.prisma): Promise<ImPrivateMessage[]> {
    return db.imPrivateMessage.findMany({ where: { id: { in: ids } } });
  }

  /** Newest first, `take` of them, older than `beforeId` when given. */
  listHistory(
    conversation: string,
    beforeId: bigint | undefined,
    take: number,
    db: Db = this.prisma,
  ): Promise<ImPrivateMessage[]> {
    return db.imPrivateMessage.findMany({
      where: { conversation, ...(beforeId !== undefined ? { id: { lt: beforeId } } : {}) },
      orderBy: { id: 'desc' },
      take,
    });
  }

  /** The sender's side of a conversation: its last message is the one sent. */
  async recordSent(ownerId: string, peerId: string, messageId: bigint, db: Db = this.prisma): Promise<void> {
    await db.imConversation.upsert({
      where: { ownerId_peerId: { ownerId, peerId } },
      create: { ownerId, peerId, lastMessageId: messageId },
      update: { lastMessageId: messageId },
    });
  }

  /** The receiver's side of a conversation: its last message is the one received, one more unread. */
  async recordReceived(ownerId: string, peerId: string, messageId: bigint, db: Db = this.prisma): Promise<void> {
    await db.imConversation.upsert({
      where: { ownerId_peerId: { ownerId, peerId } },
      create: { ownerId, peerId, lastMessageId: messageId, unread: 1 },
      update: { lastMessageId: messageId, unread: { increment: 1 } },
    });
  }

  findConversation(ownerId: string, peerId: string, db: Db = this.prisma): Promise<ImConversation | null> {
    return db.imConversation.findUnique({ where: { ownerId_peerId: { ownerId, peerId } } });
  }

  /** The owner's most recently updated conversations, `take` of them. */
  listConversations(ownerId: string, take: number, db: Db = this.prisma): Promise<ImConversation[]> {
    return db.imConversation.findMany({ where: { ownerId }, orderBy: { updatedAt: 'desc' }, take });
  }

  async clearUnread(ownerId: string, peerId: string, db: Db = this.prisma): Promise<void> {
    await db.imConversation.updateMany({ where: { ownerId, peerId }, data: { unread: 0 } });
  }

  /** The owner's unread messages over all conversations. */
  async countUnread(ownerId: string, db: Db = this.prisma): Promise<number> {
    const sum = await db.imConversation.aggregate({ where: { ownerId }, _sum: { unread: true } });
    return sum._sum.unread ?? 0;
  }
}
