import { Injectable } from '@nestjs/common';
import { AppError, Lang } from '@arena/shared';
import type { CompetitionKind } from '../fixtures/names';
import { LibraryRepository } from '../library/library.repository';
import { seasonOf } from '../seasons/seasons';
import { SeasonsRepository } from '../seasons/seasons.repository';
import { nameIn } from './localized';
import { MatchesRepository } from './matches.repository';

/**
 * A season's table of a competition (the current season unless one is named) from its finished
 * matches: football 3/1/0 points, basketball 2 for a win and 1 for a loss.
 */
@Injectable()
export class Standings {
  constructor(
    private readonly library: LibraryRepository,
    private readonly seasons: SeasonsRepository,
    private readonly matches: MatchesRepository,
  ) {}

  async of(competitionId: number, lang: Lang, seasonId?: number) {
    const competition = await this.library.findCompetitionWithTeams(competitionId);
    if (!competition) return { season: '', list: [] };
    const season = seasonId
      ? await this.seasons.findOfCompetition(seasonId, competitionId)
      : await this.seasons.findByName(competitionId, seasonOf(competition.kind as CompetitionKind, new Date()).name);
    if (seasonId && !season) throw AppError.fail('scores.season_not_found');
    const finished = season ? await this.matches.listFinishedInSeason(season.id) : [];
    const names = new Map(competition.teams.map((t) => [t.id, nameIn(t, lang)]));
    const list = seasonTable(
      competition.teams.map((t) => t.id),
      finished,
      competition.sport === 'football',
    ).map((row) => ({ ...row, team_name: names.get(row.team_id) ?? '' }));
    return { season: season?.name ?? seasonOf(competition.kind as CompetitionKind, new Date()).name, list };
  }
}

/** One team's line in a season's table. */
export interface TableRow {
  rank: number;
  team_id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
}

/**
 * The table of `teamIds` from finished matches: football 3/1/0 points, basketball 2 for a win and 1
 * for a loss; ranked by points, then goal difference, goals scored and team id.
 */
export function seasonTable(
  teamIds: readonly number[],
  finished: readonly { homeTeamId: number; awayTeamId: number; homeScore: number; awayScore: number }[],
  football: boolean,
): TableRow[] {
  const rows = new Map(
    teamIds.map((id) => [
      id,
      { team_id: id, played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, points: 0 },
    ]),
  );
  for (const m of finished) {
    for (const [teamId, own, other] of [
      [m.homeTeamId, m.homeScore, m.awayScore],
      [m.awayTeamId, m.awayScore, m.homeScore],
    ] as const) {
      const row = rows.get(teamId);
      if (!row) continue;
      row.played++;
      row.goals_for += own;
      row.goals_against += other;
      if (own > other) {
        row.won++;
        row.points += football ? 3 : 2;
      } else if (own === other) {
        row.drawn++;
        row.points += 1;
      } else {
        row.lost++;
        row.points += football ? 0 : 1;
      }
    }
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goals_for - b.goals_against - (a.goals_for - a.goals_against) ||
        b.goals_for - a.goals_for ||
        a.team_id - b.team_id,
    )
    .map((row, i) => ({ rank: i + 1, ...row }));
}
