import { Injectable } from '@nestjs/common';
import { AppError, Db, DomainEvents, Prisma } from '@arena/shared';
import { RoomActivity } from '../heat/room-activity';
import { ContributionScope, RoomRankingRepository } from './room-ranking.repository';

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
    private readonly contributions: RoomRankingRepository,
    private readonly activity: RoomActivity,
  ) {}

  /**
   * Gifts of the gifts service, each recorded once per wallet transfer (the caller's `onceEach`),
   * against the broadcast each room is on at the time: one statement for any number of gifts.
   */
  record(tx: Db, gifts: readonly DomainEvents['gift.sent'][]): Promise<void> {
    return this.contributions.insertMany(gifts, tx);
  }

  /** Counts the gifts' diamonds in their rooms' heat. */
  countInHeat(gifts: readonly DomainEvents['gift.sent'][]): Promise<void> {
    return this.activity.gifts(gifts.map((gift) => ({ roomId: gift.roomId, diamonds: Number(gift.diamonds) })));
  }

  async ranking(roomId: number, period: RankingPeriod, limit: number): Promise<Contributor[]> {
    if (!(await this.contributions.roomExists(roomId))) throw AppError.fail('live.room_not_found');
    let scope: ContributionScope;
    if (period === 'broadcast') {
      const broadcastId = await this.contributions.latestBroadcastId(roomId);
      if (broadcastId === undefined) return [];
      scope = { broadcastId };
    } else scope = { roomId, since: new Date(Date.now() - (period === 'week' ? 7 : 30) * DAY) };
    const sums = await this.contributions.topGivers(scope, limit);
    // The name and avatar the giver had at their latest gift.
    const latest = await this.contributions.listProfiles(sums.map((s) => s.latestId));
    const profileOf = new Map(latest.map((row) => [row.userId, row]));
    return sums.map((sum, i) => ({
      rank: i + 1,
      user_id: sum.userId,
      user_nickname: profileOf.get(sum.userId)?.nickname ?? '',
      avatar: profileOf.get(sum.userId)?.avatar ?? '',
      diamonds: (sum.diamonds ?? new Prisma.Decimal(0)).toFixed(2),
    }));
  }
}
