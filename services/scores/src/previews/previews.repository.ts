import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';

const NAMES = { competition: true, homeTeam: true, awayTeam: true } satisfies Prisma.ScoreMatchInclude;
/** A finished meeting with its competition's and teams' names. */
export type Meeting = Prisma.ScoreMatchGetPayload<{ include: typeof NAMES }>;

/** The reads a match preview needs beyond the match lists: past meetings and who was sent off. */
@Injectable()
export class PreviewsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A team's finished matches that kicked off before `before`, latest first. */
  listFinishedBefore(teamId: number, before: Date, take: number, db: Db = this.prisma): Promise<Meeting[]> {
    return db.scoreMatch.findMany({
      where: { status: 'finished', startTime: { lt: before }, OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
      include: NAMES,
      orderBy: [{ startTime: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  /** The two teams' finished meetings before `before`, wherever played, latest first. */
  listMeetings(teamA: number, teamB: number, before: Date, take: number, db: Db = this.prisma): Promise<Meeting[]> {
    return db.scoreMatch.findMany({
      where: {
        status: 'finished',
        startTime: { lt: before },
        OR: [
          { homeTeamId: teamA, awayTeamId: teamB },
          { homeTeamId: teamB, awayTeamId: teamA },
        ],
      },
      include: NAMES,
      orderBy: [{ startTime: 'desc' }, { id: 'desc' }],
      take,
    });
  }

  /** The squad players shown a red card in these matches. */
  async listSentOff(matchIds: number[], db: Db = this.prisma): Promise<number[]> {
    if (!matchIds.length) return [];
    const rows = await db.scoreMatchEvent.findMany({
      where: { matchId: { in: matchIds }, type: 'red', playerId: { not: null } },
      select: { playerId: true },
    });
    return rows.flatMap((r) => (r.playerId === null ? [] : [r.playerId]));
  }
}
