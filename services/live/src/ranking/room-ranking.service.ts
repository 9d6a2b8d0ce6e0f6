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
   * against the broadcast each room is on at the time: two statements for any number of gifts.
   */
  async record(tx: Prisma.TransactionClient, gifts: readonly DomainEvents['gift.sent'][]): Promise<void> {
    const rooms = [...new Set(gifts.map((gift) => gift.roomId))];
    const onAir = await tx.broadcast.findMany({ where: { roomId: { in: rooms }, endedAt: null }, orderBy: { startedAt: 'desc' }, select: { id: true, roomId: true } });
    // The newest broadcast of each room, as one lookup per gift would have found it.
    const broadcastOf = new Map<number, number>();
    for (const broadcast of onAir) if (!broadcastOf.has(broadcast.roomId)) broadcastOf.set(broadcast.roomId, broadcast.id);
    await tx.roomContribution.createMany({
      data: gifts.map((gift) => ({
        roomId: gift.roomId,
        broadcastId: broadcastOf.get(gift.roomId) ?? null,
        userId: gift.userId,
        nickname: gift.nickname.slice(0, 32),
        avatar: gift.avatar,
        diamonds: gift.diamonds,
        transferId: gift.transferId,
      })),
    });
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
