import { RoomRole } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { PageInput, Prisma, PrismaService } from '@arena/shared';

export const MODERATION_ACTIONS = ['taboo', 'relieve_taboo', 'shield', 'relieve_shield', 'appoint', 'dismiss', 'seal', 'unseal', 'kickout', 'chat_modes'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ModerationEntry {
  roomId: number;
  actorId: number;
  actorRole: RoomRole;
  action: ModerationAction;
  targetUserId?: number;
  detail?: Record<string, unknown>;
}

/** The audit log of moderation: every action is written here, administrators read it. */
@Injectable()
export class ModerationLog {
  constructor(private readonly prisma: PrismaService) {}

  /** Answers the written row (the kick-out list shows it as it was written). */
  write(entry: ModerationEntry, tx: Prisma.TransactionClient = this.prisma) {
    return tx.moderationLog.create({
      data: {
        roomId: entry.roomId,
        actorId: entry.actorId,
        actorRole: entry.actorRole,
        action: entry.action,
        targetUserId: entry.targetUserId ?? null,
        detail: (entry.detail ?? {}) as Prisma.InputJsonObject,
      },
    });
  }

  /** Newest first, filtered by room, action and target. */
  async page(filter: { roomId?: number; action?: string; targetUserId?: number }, page: PageInput) {
    const where = {
      ...(filter.roomId ? { roomId: filter.roomId } : {}),
      ...(filter.action ? { action: filter.action } : {}),
      ...(filter.targetUserId ? { targetUserId: filter.targetUserId } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.moderationLog.findMany({ where, orderBy: { id: 'desc' }, skip: (page.page - 1) * page.limit, take: page.limit }),
      this.prisma.moderationLog.count({ where }),
    ]);
    return { rows, total };
  }
}
