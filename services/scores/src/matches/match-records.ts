import { Injectable } from '@nestjs/common';
import type { MatchRecord } from '@arena/contracts';
import { AppError } from '@arena/shared';
import { Sport } from '../fixtures/names';
import { LibraryRepository } from '../library/library.repository';
import { MatchesRepository } from './matches.repository';
import { seasonTable } from './standings';
import { statLines } from './stat-keys';

const names = (row: { nameZh: string; nameEn: string; nameVi: string }) => ({
  zh: row.nameZh,
  en: row.nameEn,
  vi: row.nameVi,
});

/**
 * A match as a report tells it (`scoresContracts.matchRecord`): its timeline with the players' names in
 * every language, its statistics over the whole match, and both sides' table places without and with it.
 */
@Injectable()
export class MatchRecords {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly library: LibraryRepository,
  ) {}

  async of(matchId: number): Promise<MatchRecord> {
    const m = await this.matches.findSnapshot(matchId);
    if (!m) throw AppError.fail('scores.match_not_found');
    const sport = m.sport as Sport;
    const [players, competition, finished] = await Promise.all([
      this.library.listSquads([m.homeTeamId, m.awayTeamId]),
      this.library.findCompetitionWithTeams(m.competitionId),
      m.seasonId ? this.matches.listFinishedInSeason(m.seasonId) : Promise.resolve([]),
    ]);
    const byId = new Map(players.map((p) => [p.id, p]));
    const totals = new Map<string, { key: string; home: number; away: number }>();
    let possessionPeriods = 0;
    for (const line of statLines(sport, m.period, m.stats)) {
      const total = totals.get(line.key) ?? { key: line.key, home: 0, away: 0 };
      total.home += line.home;
      total.away += line.away;
      totals.set(line.key, total);
      if (line.key === 'possession' && line.home + line.away > 0) possessionPeriods++;
    }
    // Possession is a share, not a count: the average of the periods that have one.
    const possession = totals.get('possession');
    if (possession && possessionPeriods > 1) {
      possession.home = Math.round(possession.home / possessionPeriods);
      possession.away = Math.round(possession.away / possessionPeriods);
    }
    const teamIds = competition?.teams.map((t) => t.id) ?? [m.homeTeamId, m.awayTeamId];
    const place = (table: { team_id: number; rank: number }[], id: number) =>
      table.find((row) => row.team_id === id)?.rank ?? 0;
    const football = sport === 'football';
    const others = finished.filter((f) => f.id !== m.id);
    const before = seasonTable(teamIds, others, football);
    const after = seasonTable(teamIds, m.status === 'finished' ? [...others, m] : others, football);
    return {
      match_id: m.id,
      sport,
      status: m.status,
      competition: names(m.competition),
      home: names(m.homeTeam),
      away: names(m.awayTeam),
      start_time: m.startTime.toISOString(),
      home_score: m.homeScore,
      away_score: m.awayScore,
      events: m.events.map((e) => {
        const player = e.playerId ? byId.get(e.playerId) : undefined;
        return {
          minute: e.minute,
          type: e.type,
          side: e.side === 'home' || e.side === 'away' ? e.side : null,
          player: player
            ? names(player)
            : e.playerName
              ? { zh: e.playerName, en: e.playerName, vi: e.playerName }
              : null,
          points: e.points,
          home_score: e.homeScore,
          away_score: e.awayScore,
        };
      }),
      stats: [...totals.values()],
      standings: {
        home: { before: place(before, m.homeTeamId), after: place(after, m.homeTeamId) },
        away: { before: place(before, m.awayTeamId), after: place(after, m.awayTeamId) },
      },
    };
  }
}
