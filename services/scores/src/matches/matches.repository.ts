import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, ScoreMatch } from '@arena/shared';
import { Tally } from './tally';
import { MatchFilter } from './matches.schemas';

const MATCH_INCLUDE = { competition: true, homeTeam: true, awayTeam: true } satisfies Prisma.ScoreMatchInclude;
/** A match with its competition and both teams, whose names its row shows. */
export type MatchWithNames = Prisma.ScoreMatchGetPayload<{ include: typeof MATCH_INCLUDE }>;

const SNAPSHOT_INCLUDE = {
  ...MATCH_INCLUDE,
  events: { orderBy: [{ minute: 'asc' }, { seq: 'asc' }] },
  stats: true,
} satisfies Prisma.ScoreMatchInclude;
/** A match with its names, its events in playing order and its statistics. */
export type MatchSnapshot = Prisma.ScoreMatchGetPayload<{ include: typeof SNAPSHOT_INCLUDE }>;

const SQUAD_IDS = { players: { orderBy: { number: 'asc' }, select: { id: true } } } satisfies Prisma.ScoreTeamInclude;
const DUE_INCLUDE = {
  homeTeam: { include: SQUAD_IDS },
  awayTeam: { include: SQUAD_IDS },
} satisfies Prisma.ScoreMatchInclude;
/** A match the replay plays, with both squads' player ids by shirt number. */
export type DueMatch = Prisma.ScoreMatchGetPayload<{ include: typeof DUE_INCLUDE }>;

/** Which matches a list of current ones covers: a sport's, or the hot ones. */
export interface MatchScope {
  sport?: string;
  hot?: boolean;
}

/** A new match, as an administrator creates it. */
export interface NewMatch {
  sport: string;
  competitionId: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  startTime: Date;
  replay: boolean;
}

/** Where a match stands: its sequence number, clock and status, and the totals its events add up to. */
export type MatchState = Tally & { seq: number; minute: number; status: string; period: number };

const ofTeam = (teamId: number) => ({ OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] });

/** `scores.matches` and `scores.favourites` (the matches users starred). */
@Injectable()
export class MatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findWithNames(id: number, db: Db = this.prisma): Promise<MatchWithNames | null> {
    return db.scoreMatch.findUnique({ where: { id }, include: MATCH_INCLUDE });
  }

  listWithNames(ids: number[], db: Db = this.prisma): Promise<MatchWithNames[]> {
    return db.scoreMatch.findMany({ where: { id: { in: ids } }, include: MATCH_INCLUDE, orderBy: { id: 'asc' } });
  }

  findSnapshot(id: number, db: Db = this.prisma): Promise<MatchSnapshot | null> {
    return db.scoreMatch.findUnique({ where: { id }, include: SNAPSHOT_INCLUDE });
  }

  findByIdOrThrow(id: number, db: Db = this.prisma): Promise<ScoreMatch> {
    return db.scoreMatch.findUniqueOrThrow({ where: { id } });
  }

  /** Takes the match's row lock until the transaction ends; answers whether the match exists. */
  async lock(id: number, db: Db = this.prisma): Promise<boolean> {
    const locked = await db.$queryRaw<{ id: number }[]>`SELECT id FROM scores.matches WHERE id = ${id} FOR UPDATE`;
    return locked.length > 0;
  }

  create(match: NewMatch, db: Db = this.prisma): Promise<ScoreMatch> {
    return db.scoreMatch.create({ data: match });
  }

  async setSeq(id: number, seq: number, db: Db = this.prisma): Promise<void> {
    await db.scoreMatch.update({ where: { id }, data: { seq } });
  }

  async setState(id: number, state: MatchState, db: Db = this.prisma): Promise<void> {
    await db.scoreMatch.update({ where: { id }, data: state });
  }

  /** One page of the matches the filter picks, by kick-off, and how many it picks in all. */
  async page(filter: MatchFilter, db: Db = this.prisma): Promise<{ total: number; rows: MatchWithNames[] }> {
    const where: Prisma.ScoreMatchWhereInput = {
      ...(filter.sport ? { sport: filter.sport } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.competition_id ? { competitionId: filter.competition_id } : {}),
      ...(filter.date
        ? {
            startTime: {
              gte: new Date(`${filter.date}T00:00:00Z`),
              lt: new Date(Date.parse(`${filter.date}T00:00:00Z`) + 86_400_000),
            },
          }
        : {}),
    };
    const [total, rows] = await Promise.all([
      db.scoreMatch.count({ where }),
      db.scoreMatch.findMany({
        where,
        include: MATCH_INCLUDE,
        orderBy: [{ startTime: filter.order }, { id: filter.order }],
        skip: (filter.page - 1) * filter.limit,
        take: filter.limit,
      }),
    ]);
    return { total, rows };
  }

  /** The scope's live matches, earliest kick-off first. */
  listLive(scope: MatchScope, take: number, db: Db = this.prisma): Promise<MatchWithNames[]> {
    return db.scoreMatch.findMany({
      where: { ...scope, status: 'live' },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'asc' },
      take,
    });
  }

  /** Every upcoming match kicking off in [from, to), earliest first. */
  listKickingOff(from: Date, to: Date, take: number, db: Db = this.prisma): Promise<MatchWithNames[]> {
    return db.scoreMatch.findMany({
      where: { status: 'upcoming', startTime: { gte: from, lt: to } },
      include: MATCH_INCLUDE,
      orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
      take,
    });
  }

  /** The scope's upcoming matches kicking off from `since`, earliest first. */
  listUpcoming(scope: MatchScope, since: Date, take: number, db: Db = this.prisma): Promise<MatchWithNames[]> {
    return db.scoreMatch.findMany({
      where: { ...scope, status: 'upcoming', startTime: { gte: since } },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'asc' },
      take,
    });
  }

  /** Matches from `since` on whose team or competition has `keyword` in a name (any language, any case). */
  search(keyword: string, since: Date, take: number, db: Db = this.prisma): Promise<MatchWithNames[]> {
    const name = (field: 'nameZh' | 'nameEn' | 'nameVi') => ({
      [field]: { contains: keyword, mode: 'insensitive' as const },
    });
    const team = { OR: [name('nameZh'), name('nameEn'), name('nameVi')] };
    return db.scoreMatch.findMany({
      where: { OR: [{ homeTeam: team }, { awayTeam: team }, { competition: team }], startTime: { gte: since } },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'asc' },
      take,
    });
  }

  /** A team's latest finished matches, latest first. */
  listFinishedOfTeam(teamId: number, take: number, db: Db = this.prisma): Promise<MatchWithNames[]> {
    return db.scoreMatch.findMany({
      where: { ...ofTeam(teamId), status: 'finished' },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'desc' },
      take,
    });
  }

  /** A team's live and upcoming matches, earliest first. */
  listComingOfTeam(teamId: number, take: number, db: Db = this.prisma): Promise<MatchWithNames[]> {
    return db.scoreMatch.findMany({
      where: { ...ofTeam(teamId), status: { in: ['live', 'upcoming'] } },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'asc' },
      take,
    });
  }

  listFinishedInSeason(seasonId: number, db: Db = this.prisma): Promise<ScoreMatch[]> {
    return db.scoreMatch.findMany({ where: { seasonId, status: 'finished' } });
  }

  /** Replayed matches not finished whose kick-off is past at `now` (`only`: just these), earliest first. */
  listDueReplays(now: Date, only: number[] | undefined, db: Db = this.prisma): Promise<DueMatch[]> {
    return db.scoreMatch.findMany({
      where: {
        status: { not: 'finished' },
        startTime: { lte: now },
        replay: true,
        ...(only ? { id: { in: only } } : {}),
      },
      include: DUE_INCLUDE,
      orderBy: { startTime: 'asc' },
    });
  }

  /** The matches a user starred, earliest kick-off first. */
  listStarredBy(userId: number, db: Db = this.prisma): Promise<MatchWithNames[]> {
    return db.scoreMatch.findMany({
      where: { favourites: { some: { userId } } },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'asc' },
    });
  }

  /** Which of these matches the user starred. */
  async listStarredIds(userId: number, matchIds: number[], db: Db = this.prisma): Promise<number[]> {
    const rows = await db.scoreFavourite.findMany({
      where: { userId, matchId: { in: matchIds } },
      select: { matchId: true },
    });
    return rows.map((f) => f.matchId);
  }

  /** Starring twice keeps one star. */
  async addStar(userId: number, matchId: number, db: Db = this.prisma): Promise<void> {
    await db.scoreFavourite.upsert({
      where: { userId_matchId: { userId, matchId } },
      create: { userId, matchId },
      update: {},
    });
  }

  async removeStar(userId: number, matchId: number, db: Db = this.prisma): Promise<void> {
    await db.scoreFavourite.deleteMany({ where: { userId, matchId } });
  }
}
