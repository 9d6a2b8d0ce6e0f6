import { Injectable } from '@nestjs/common';
import { RoomRole } from '@arena/protocol';
import { Db, ModerationLog, Prisma, PrismaService } from '@arena/shared';

export interface ModerationLogFilter {
  roomId?: number;
  action?: string;
  targetUserId?: number;
}

const logWhere = (filter: ModerationLogFilter) => ({
  ...(filter.roomId ? { roomId: filter.roomId } : {}),
  ...(filter.action ? { action: filter.action } : {}),
  ...(filter.targetUserId ? { targetUserId: filter.targetUserId } : {}),
});

/** `live.moderation_log`: the audit log of moderation. */
@Injectable()
export class ModerationLogRepository {
  constructor(private readonly prisma: PrismaService) {}

  insert(
    row: {
      roomId: number;
      actorId: number;
      actorRole: RoomRole;
      action: string;
      targetUserId: number | null;
      detail: Prisma.InputJsonObject;
    },
    db: Db = this.prisma,
  ): Promise<ModerationLog> {
    return db.moderationLog.create({ data: row });
  }

  /** Newest first; filters not given match all. */
  list(filter: ModerationLogFilter, skip: number, take: number, db: Db = this.prisma): Promise<ModerationLog[]> {
    return db.moderationLog.findMany({ where: logWhere(filter), orderBy: { id: 'desc' }, skip, take });
  }

  count(filter: ModerationLogFilter, db: Db = this.prisma): Promise<number> {
    return db.moderationLog.count({ where: logWhere(filter) });
  }

  /** How many times the room's streamer was kicked out since `since`. */
  countKickoutsSince(roomId: number, since: Date, db: Db = this.prisma): Promise<number> {
    return db.moderationLog.count({ where: { roomId, action: 'kickout', createdAt: { gte: since } } });
  }
}
