import { Injectable } from '@nestjs/common';
import { Db, PrismaService, ScoreMatchStat } from '@arena/shared';

/** A new statistic of a match's period and side. */
export type NewMatchStat = Omit<ScoreMatchStat, 'id'>;

/** `scores.match_stats`: a match's statistics by period and side, those an administrator set marked corrected. */
@Injectable()
export class MatchStatsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The match's statistics of `keys`, in `periods` (all when absent). */
  listOf(
    matchId: number,
    keys: readonly string[],
    periods: number[] | undefined,
    db: Db = this.prisma,
  ): Promise<ScoreMatchStat[]> {
    return db.scoreMatchStat.findMany({
      where: { matchId, key: { in: [...keys] }, ...(periods ? { period: { in: periods } } : {}) },
    });
  }

  /** Shots and shots on target of a period, both sides. */
  listShots(matchId: number, period: number, db: Db = this.prisma): Promise<ScoreMatchStat[]> {
    return db.scoreMatchStat.findMany({ where: { matchId, period, key: { in: ['shots', 'shots_on_target'] } } });
  }

  async insertMany(stats: NewMatchStat[], db: Db = this.prisma): Promise<void> {
    await db.scoreMatchStat.createMany({ data: stats });
  }

  /** A new value; `corrected` marks it as an administrator's (it then stays set). */
  async setValue(id: number, value: number, corrected: boolean, db: Db = this.prisma): Promise<void> {
    await db.scoreMatchStat.update({ where: { id }, data: { value, ...(corrected ? { corrected: true } : {}) } });
  }
}
