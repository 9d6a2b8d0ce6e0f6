import { Injectable } from '@nestjs/common';
import { Lang, Page, Prisma, PrismaService } from '@arena/shared';
import { MatchListCache } from './match-list-cache';
import { seasonOf } from '../seasons/seasons';
import type { CompetitionKind } from '../fixtures/names';
import { nameIn } from './localized';
import { MatchFilter, MatchRow } from './matches.schemas';

export const MATCH_INCLUDE = { competition: true, homeTeam: true, awayTeam: true } satisfies Prisma.ScoreMatchInclude;
export type MatchWithNames = Prisma.ScoreMatchGetPayload<{ include: typeof MATCH_INCLUDE }>;

export function matchRow(m: MatchWithNames, lang: Lang, collected = false): MatchRow {
  return {
    match_id: m.id,
    sport: m.sport as MatchRow['sport'],
    competition_id: m.competitionId,
    competition_name: nameIn(m.competition, lang),
    home_team_id: m.homeTeamId,
    home_team_name: nameIn(m.homeTeam, lang),
    away_team_id: m.awayTeamId,
    away_team_name: nameIn(m.awayTeam, lang),
    start_time: m.startTime.toISOString(),
    status: m.status as MatchRow['status'],
    minute: m.minute,
    period: m.period,
    home_score: m.homeScore,
    away_score: m.awayScore,
    home_half_score: m.homeHalfScore,
    away_half_score: m.awayHalfScore,
    home_red: m.homeRed,
    away_red: m.awayRed,
    home_yellow: m.homeYellow,
    away_yellow: m.awayYellow,
    home_corner: m.homeCorner,
    away_corner: m.awayCorner,
    hot: m.hot,
    seq: m.seq,
    collected,
  };
}

/** Reads of matches: lists by sport, status, competition and day, hot and recommended ones, search, detail. */
@Injectable()
export class MatchesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly lists: MatchListCache,
  ) {}

  /** A page of matches: the visitor's page (kept until a match changes), with the caller's stars. */
  async page(filter: MatchFilter, lang: Lang, userId?: number): Promise<Page<MatchRow>> {
    const page = await this.lists.get(JSON.stringify([filter, lang]), () => this.readPage(filter, lang));
    if (!userId) return page;
    const starred = await this.starredOf(userId, page.list.map((row) => row.match_id));
    return { ...page, list: page.list.map((row) => (starred.has(row.match_id) ? { ...row, collected: true } : row)) };
  }

  private async readPage(filter: MatchFilter, lang: Lang): Promise<Page<MatchRow>> {
    const where: Prisma.ScoreMatchWhereInput = {
      ...(filter.sport ? { sport: filter.sport } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.competition_id ? { competitionId: filter.competition_id } : {}),
      ...(filter.date ? { startTime: { gte: new Date(`${filter.date}T00:00:00Z`), lt: new Date(Date.parse(`${filter.date}T00:00:00Z`) + 86_400_000) } } : {}),
    };
    const [total, rows] = await Promise.all([
      this.prisma.scoreMatch.count({ where }),
      this.prisma.scoreMatch.findMany({ where, include: MATCH_INCLUDE, orderBy: [{ startTime: filter.order }, { id: filter.order }], skip: (filter.page - 1) * filter.limit, take: filter.limit }),
    ]);
    return { list: await this.rows(rows, lang), total, page: filter.page, limit: filter.limit };
  }

  /** Live matches first, then the next ones to start. */
  async current(where: Prisma.ScoreMatchWhereInput, lang: Lang, userId: number | undefined, take: number): Promise<MatchRow[]> {
    const live = await this.prisma.scoreMatch.findMany({ where: { ...where, status: 'live' }, include: MATCH_INCLUDE, orderBy: { startTime: 'asc' }, take });
    const next = await this.prisma.scoreMatch.findMany({
      where: { ...where, status: 'upcoming', startTime: { gte: new Date(Date.now() - 3_600_000) } },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'asc' },
      take: Math.max(0, take - live.length),
    });
    return this.rows([...live, ...next], lang, userId);
  }

  async search(keyword: string, lang: Lang, userId?: number): Promise<MatchRow[]> {
    const name = (field: 'nameZh' | 'nameEn' | 'nameVi') => ({ [field]: { contains: keyword, mode: 'insensitive' as const } });
    const team = { OR: [name('nameZh'), name('nameEn'), name('nameVi')] };
    const rows = await this.prisma.scoreMatch.findMany({
      where: { OR: [{ homeTeam: team }, { awayTeam: team }, { competition: team }], startTime: { gte: new Date(Date.now() - 86_400_000) } },
      include: MATCH_INCLUDE,
      orderBy: { startTime: 'asc' },
      take: 50,
    });
    return this.rows(rows, lang, userId);
  }

  async favourites(userId: number, lang: Lang): Promise<MatchRow[]> {
    const rows = await this.prisma.scoreMatch.findMany({ where: { favourites: { some: { userId } } }, include: MATCH_INCLUDE, orderBy: { startTime: 'asc' } });
    return rows.map((m) => matchRow(m, lang, true));
  }

  async competitions(sport: string | undefined, lang: Lang) {
    const rows = await this.prisma.scoreCompetition.findMany({ where: sport ? { sport } : {}, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
    const now = new Date();
    return rows.map((c) => ({ competition_id: c.id, sport: c.sport as MatchRow['sport'], name: nameIn(c, lang), kind: c.kind as CompetitionKind, season: seasonOf(c.kind as CompetitionKind, now).name }));
  }

  /** A competition's seasons that have matches, newest first. */
  async seasons(competitionId: number) {
    const now = Date.now();
    const rows = await this.prisma.scoreSeason.findMany({ where: { competitionId }, orderBy: { startsAt: 'desc' } });
    return rows.map((s) => ({
      season_id: s.id,
      name: s.name,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      current: s.startsAt.getTime() <= now && now < s.endsAt.getTime(),
    }));
  }

  /** Stars (or unstars) a match for a user; starring twice keeps one star. */
  async collect(userId: number, matchId: number, collected: boolean) {
    if (collected) await this.prisma.scoreFavourite.upsert({ where: { userId_matchId: { userId, matchId } }, create: { userId, matchId }, update: {} });
    else await this.prisma.scoreFavourite.deleteMany({ where: { userId, matchId } });
    return { match_id: matchId, collected };
  }

  async rows(rows: MatchWithNames[], lang: Lang, userId?: number): Promise<MatchRow[]> {
    const starred = userId ? await this.starredOf(userId, rows.map((m) => m.id)) : new Set<number>();
    return rows.map((m) => matchRow(m, lang, starred.has(m.id)));
  }

  /** Which of these matches the user starred. */
  private async starredOf(userId: number, matchIds: number[]): Promise<Set<number>> {
    const rows = await this.prisma.scoreFavourite.findMany({ where: { userId, matchId: { in: matchIds } }, select: { matchId: true } });
    return new Set(rows.map((f) => f.matchId));
  }
}
