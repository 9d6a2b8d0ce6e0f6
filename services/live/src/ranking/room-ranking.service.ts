import { Injectable } from '@nestjs/common';
import { AppError, DomainEvents, Prisma, PrismaService } from '@arena/shared';
import { RoomActivity } from '../heat/room-activity';

export const RANKING_PERIODS = ['broadcast', 'week', 'month'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

export interface Contributor {
  rank: number;
  user_id: number;
  user_nickname: string;
  avatar: string;
  diamonds: string;
}

const DAY = 86_400_000;

/** Who gave the most in a room: this broadcast, the last 7 days, the last 30 days. */
@Injectable()
export class RoomRankingService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly activity: RoomActivity,
  ) {}

  /**
   * Gifts of the gifts service, each recorded once per wallet transfer (the caller's `onceEach`),
   * against the broadcast each room is on at the time: one statement for any number of gifts.
   */
  async record(tx: Prisma.TransactionClient, gifts: readonly DomainEvents['gift.sent'][]): Promise<void> {
    const column = <T>(read: (gift: DomainEvents['gift.sent']) => T) => gifts.map(read);
    // One statement whatever the batch's size (an ORM createMany compiles a new query for each size),
    // each gift counted in its room's newest broadcast still on the air, if any.
    await tx.$executeRaw`
      INSERT INTO "live"."room_contributions" ("room_id", "broadcast_id", "user_id", "nickname", "avatar", "diamonds", "transfer_id")
      SELECT g.room_id, b.id, g.user_id, left(g.nickname, 32), g.avatar, g.diamonds, g.transfer_id
      FROM unnest(${column((g) => g.roomId)}::int[], ${column((g) => g.userId)}::int[], ${column((g) => g.nickname)}::text[],
        ${column((g) => g.avatar)}::text[], ${column((g) => g.diamonds)}::numeric[], ${column((g) => g.transferId)}::text[])
        AS g (room_id, user_id, nickname, avatar, diamonds, transfer_id)
      LEFT JOIN LATERAL (
        SELECT o.id FROM "live"."broadcasts" o WHERE o.room_id = g.room_id AND o.ended_at IS NULL ORDER BY o.started_at DESC LIMIT 1
      ) b ON true`;
  }

  /** Counts the gifts' diamonds in their rooms' heat. */
  countInHeat(gifts: readonly DomainEvents['gift.sent'][]): Promise<void> {
    return this.activity.gifts(gifts.map((gift) => ({ roomId: gift.roomId, diamonds: Number(gift.diamonds) })));
  }

  async ranking(roomId: number, period: RankingPeriod, limit: number): Promise<Contributor[]> {
    const room = await this.prisma.room.findUnique({ where: { id: roomId }, select: { id: true } });
    if (!room) throw AppError.fail('live.room_not_found');
    let where: Prisma.RoomContributionWhereInput;
    if (period === 'broadcast') {
      const broadcast = await this.prisma.broadcast.findFirst({ where: { roomId }, orderBy: { startedAt: 'desc' }, select: { id: true } });
      if (!broadcast) return [];
      where = { broadcastId: broadcast.id };
    } else where = { roomId, createdAt: { gte: new Date(Date.now() - (period === 'week' ? 7 : 30) * DAY) } };
    const sums = await this.prisma.roomContribution.groupBy({
      by: ['userId'],
      where,
      _sum: { diamonds: true },
      _max: { id: true },
      orderBy: [{ _sum: { diamonds: 'desc' } }, { userId: 'asc' }],
      take: limit,
    });
    // The name and avatar the giver had at their latest gift.
    const latest = await this.prisma.roomContribution.findMany({
      where: { id: { in: sums.map((s) => s._max.id as number) } },
      select: { userId: true, nickname: true, avatar: true },
    });
    const profileOf = new Map(latest.map((row) => [row.userId, row]));
    return sums.map((sum, i) => ({
      rank: i + 1,
      user_id: sum.userId,
      user_nickname: profileOf.get(sum.userId)?.nickname ?? '',
      avatar: profileOf.get(sum.userId)?.avatar ?? '',
      diamonds: (sum._sum.diamonds ?? new Prisma.Decimal(0)).toFixed(2),
    }));
  }
}
