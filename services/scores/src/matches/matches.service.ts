import { Injectable } from '@nestjs/common';
import { Lang, Page } from '@arena/shared';
import { LibraryRepository } from '../library/library.repository';
import { MatchListCache } from './match-list-cache';
import { seasonOf } from '../seasons/seasons';
import { SeasonsRepository } from '../seasons/seasons.repository';
import type { CompetitionKind } from '../fixtures/names';
import { nameIn } from './localized';
import { MatchFilter, MatchRow } from './matches.schemas';
import { MatchesRepository, MatchScope, MatchWithNames } from './matches.repository';

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
    private readonly matches: MatchesRepository,
    private readonly library: LibraryRepository,
    private readonly seasonRows: SeasonsRepository,
    private readonly lists: MatchListCache,
  ) {}

  /**
   * A page of matches: the visitor's page (kept until a match changes), with the caller's stars. A
   * visitor's page comes with its `PUBLIC_VERSION_HEADER`, so the edge repeats it until the next change.
   */
  async page(
    filter: MatchFilter,
    lang: Lang,
    userId?: number,
  ): Promise<{ page: Page<MatchRow>; publicVersion?: string }> {
    const kept = await this.lists.getVersioned(JSON.stringify([filter, lang]), () => this.readPage(filter, lang));
    if (!userId) return { page: kept.value, publicVersion: this.lists.publicVersion(kept.version) };
    const starred = await this.starredOf(
      userId,
      kept.value.list.map((row) => row.match_id),
    );
    const list = kept.value.list.map((row) => (starred.has(row.match_id) ? { ...row, collected: true } : row));
    return { page: { ...kept.value, list } };
  }

  private async readPage(filter: MatchFilter, lang: Lang): Promise<Page<MatchRow>> {
    const { total, rows } = await this.matches.page(filter);
    return { list: await this.rows(rows, lang), total, page: filter.page, limit: filter.limit };
  }

  /** Live matches first, then the next ones to start. */
  async current(scope: MatchScope, lang: Lang, userId: number | undefined, take: number): Promise<MatchRow[]> {
    const live = await this.matches.listLive(scope, take);
    const next = await this.matches.listUpcoming(
      scope,
      new Date(Date.now() - 3_600_000),
      Math.max(0, take - live.length),
    );
    return this.rows([...live, ...next], lang, userId);
  }

  async search(keyword: string, lang: Lang, userId?: number): Promise<MatchRow[]> {
    const rows = await this.matches.search(keyword, new Date(Date.now() - 86_400_000), 50);
    return this.rows(rows, lang, userId);
  }

  async favourites(userId: number, lang: Lang): Promise<MatchRow[]> {
    const rows = await this.matches.listStarredBy(userId);
    return rows.map((m) => matchRow(m, lang, true));
  }

  async competitions(sport: string | undefined, lang: Lang) {
    const rows = await this.library.listCompetitions(sport);
    const now = new Date();
    return rows.map((c) => ({
      competition_id: c.id,
      sport: c.sport as MatchRow['sport'],
      name: nameIn(c, lang),
      kind: c.kind as CompetitionKind,
      season: seasonOf(c.kind as CompetitionKind, now).name,
    }));
  }

  /** A competition's seasons that have matches, newest first. */
  async seasons(competitionId: number) {
    const now = Date.now();
    const rows = await this.seasonRows.listOfCompetition(competitionId);
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
    if (collected) await this.matches.addStar(userId, matchId);
    else await this.matches.removeStar(userId, matchId);
    return { match_id: matchId, collected };
  }

  async rows(rows: MatchWithNames[], lang: Lang, userId?: number): Promise<MatchRow[]> {
    const starred = userId
      ? await this.starredOf(
          userId,
          rows.map((m) => m.id),
        )
      : new Set<number>();
    return rows.map((m) => matchRow(m, lang, starred.has(m.id)));
  }

  /** Which of these matches the user starred. */
  private async starredOf(userId: number, matchIds: number[]): Promise<Set<number>> {
    return new Set(await this.matches.listStarredIds(userId, matchIds));
  }
}
