import { Injectable } from '@nestjs/common';
import { Db, DomainEvents, Prisma, PrismaService } from '@arena/shared';

/** Which gifts a ranking sums: one broadcast's, or a room's since a moment. */
export type ContributionScope = { broadcastId: number } | { roomId: number; since: Date };

export interface GiverSum {
  userId: number;
  diamonds: Prisma.Decimal | null;
  /** The giver's latest contribution, for the name and avatar they had then. */
  latestId: number;
}

/** `live.room_contributions`: the gifts given in rooms, and the rooms and broadcasts they count in. */
@Injectable()
export class RoomRankingRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Records the gifts; the caller makes sure each is recorded once. */
  async insertMany(gifts: readonly DomainEvents['gift.sent'][], db: Db = this.prisma): Promise<void> {
    const column = <T>(read: (gift: DomainEvents['gift.sent']) => T) => gifts.map(read);
    // One statement whatever the batch's size (an ORM createMany compiles a new query for each size),
    // each gift counted in its room's newest broadcast still on the air, if any.
    await db.$executeRaw`
      INSERT INTO "live"."room_contributions" ("room_id", "broadcast_id", "user_id", "nickname", "avatar", "diamonds", "transfer_id")
      SELECT g.room_id, b.id, g.user_id, left(g.nickname, 32), g.avatar, g.diamonds, g.transfer_id
      FROM unnest(${column((g) => g.roomId)}::int[], ${column((g) => g.userId)}::int[], ${column((g) => g.nickname)}::text[],
        ${column((g) => g.avatar)}::text[], ${column((g) => g.diamonds)}::numeric[], ${column((g) => g.transferId)}::text[])
        AS g (room_id, user_id, nickname, avatar, diamonds, transfer_id)
      LEFT JOIN LATERAL (
        SELECT o.id FROM "live"."broadcasts" o WHERE o.room_id = g.room_id AND o.ended_at IS NULL ORDER BY o.started_at DESC LIMIT 1
      ) b ON true`;
  }

  async roomExists(roomId: number, db: Db = this.prisma): Promise<boolean> {
    return Boolean(await db.room.findUnique({ where: { id: roomId }, select: { id: true } }));
  }

  /** The id of the room's newest broadcast, on the air or not. */
  async latestBroadcastId(roomId: number, db: Db = this.prisma): Promise<number | undefined> {
    return (await db.broadcast.findFirst({ where: { roomId }, orderBy: { startedAt: 'desc' }, select: { id: true } }))
      ?.id;
  }

  /** The biggest givers in the scope, the most diamonds first (ties by user). */
  async topGivers(scope: ContributionScope, limit: number, db: Db = this.prisma): Promise<GiverSum[]> {
    const where: Prisma.RoomContributionWhereInput =
      'broadcastId' in scope
        ? { broadcastId: scope.broadcastId }
        : { roomId: scope.roomId, createdAt: { gte: scope.since } };
    const sums = await db.roomContribution.groupBy({
      by: ['userId'],
      where,
      _sum: { diamonds: true },
      _max: { id: true },
      orderBy: [{ _sum: { diamonds: 'desc' } }, { userId: 'asc' }],
      take: limit,
    });
    return sums.map((sum) => ({ userId: sum.userId, diamonds: sum._sum.diamonds, latestId: sum._max.id as number }));
  }

  listProfiles(
    contributionIds: number[],
    db: Db = this.prisma,
  ): Promise<{ userId: number; nickname: string; avatar: string }[]> {
    return db.roomContribution.findMany({
      where: { id: { in: contributionIds } },
      select: { userId: true, nickname: true, avatar: true },
    });
  }
}
