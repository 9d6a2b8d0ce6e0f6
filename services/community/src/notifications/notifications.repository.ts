import { Injectable } from '@nestjs/common';
import { CommunityNotification, Db, Prisma, PrismaService } from '@arena/shared';
import { NotificationKind } from './notification-kinds';

/** A notification to store: `key` names the fact, so storing it twice keeps one. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  key: string;
  actorId?: number | null;
  actorName?: string;
  actorAvatar?: string;
  targetId: number;
  excerpt?: string;
  subject?: Prisma.InputJsonValue;
}

/** `community.notifications`: each user's notifications, newest first by id. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores those whose key is new, in one statement; answers the ones stored. */
  async insertNew(items: readonly NewNotification[], db: Db = this.prisma): Promise<{ id: number; userId: number }[]> {
    if (items.length === 0) return [];
    return db.$queryRaw<{ id: number; userId: number }[]>`
      INSERT INTO "community"."notifications"
        ("user_id", "kind", "key", "actor_id", "actor_name", "actor_avatar", "target_id", "excerpt", "subject")
      SELECT * FROM unnest(
        ${items.map((n) => n.userId)}::int[], ${items.map((n) => n.kind)}::varchar[], ${items.map((n) => n.key)}::varchar[],
        ${items.map((n) => n.actorId ?? null)}::int[], ${items.map((n) => n.actorName ?? '')}::varchar[],
        ${items.map((n) => n.actorAvatar ?? '')}::text[], ${items.map((n) => n.targetId)}::int[],
        ${items.map((n) => n.excerpt ?? '')}::varchar[], ${items.map((n) => JSON.stringify(n.subject ?? {}))}::jsonb[])
      ON CONFLICT ("key") DO NOTHING
      RETURNING "id", "user_id" AS "userId"`;
  }

  countUnread(userId: number, db: Db = this.prisma): Promise<number> {
    return db.communityNotification.count({ where: { userId, readAt: null } });
  }

  /**
   * A page of a user's notifications with their counts, read in one snapshot: read apart, a notice
   * stored between the reads was counted and not listed.
   */
  pageOfUser(userId: number, skip: number, take: number): Promise<[CommunityNotification[], number, number]> {
    return this.prisma.$transaction(
      [
        this.prisma.communityNotification.findMany({ where: { userId }, orderBy: { id: 'desc' }, skip, take }),
        this.prisma.communityNotification.count({ where: { userId } }),
        this.prisma.communityNotification.count({ where: { userId, readAt: null } }),
      ],
      { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
    );
  }

  /** Each user's unread count, in one query. */
  async countUnreadOf(userIds: readonly number[], db: Db = this.prisma): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.$queryRaw<{ userId: number; unread: number }[]>`
      SELECT "user_id" AS "userId", count(*)::int AS "unread" FROM "community"."notifications"
      WHERE "user_id" = ANY (${[...userIds]}::int[]) AND "read_at" IS NULL GROUP BY "user_id"`;
    return new Map(rows.map((row) => [row.userId, row.unread]));
  }

  /** Marks the user's notification read; answers whether it is theirs. */
  async markRead(userId: number, id: number, db: Db = this.prisma): Promise<boolean> {
    const mine = await db.communityNotification.findFirst({ where: { id, userId }, select: { id: true } });
    if (!mine) return false;
    await db.communityNotification.updateMany({ where: { id, readAt: null }, data: { readAt: new Date() } });
    return true;
  }

  async markAllRead(userId: number, db: Db = this.prisma): Promise<void> {
    await db.communityNotification.updateMany({ where: { userId, readAt: null }, data: { readAt: new Date() } });
  }
}
