import { Injectable } from '@nestjs/common';
import { AppError, Lang } from '@arena/shared';
import { Sport } from '../fixtures/names';
import { LibraryRepository } from '../library/library.repository';
import { nameIn } from './localized';
import { MatchesRepository } from './matches.repository';
import { MatchRow } from './matches.schemas';
import { matchRow, MatchesService } from './matches.service';
import { statLines } from './stat-keys';

/** One match: its row, and the snapshot a page resyncs from (events with their sequence numbers, statistics by period, squads). */
@Injectable()
export class MatchDetails {
  constructor(
    private readonly matchRows: MatchesRepository,
    private readonly library: LibraryRepository,
    private readonly matches: MatchesService,
  ) {}

  async row(matchId: number, lang: Lang, userId?: number): Promise<MatchRow> {
    const m = await this.matchRows.findWithNames(matchId);
    if (!m) throw AppError.fail('scores.match_not_found');
    return (await this.matches.rows([m], lang, userId))[0];
  }

  async detail(matchId: number, lang: Lang, userId?: number) {
    const m = await this.matchRows.findSnapshot(matchId);
    if (!m) throw AppError.fail('scores.match_not_found');
    const players = await this.library.listSquads([m.homeTeamId, m.awayTeamId]);
    const byId = new Map(players.map((p) => [p.id, p]));
    const squad = (teamId: number) =>
      players
        .filter((p) => p.teamId === teamId)
        .map((p) => ({ player_id: p.id, number: p.number, position: p.position, name: nameIn(p, lang) }));
    const [row] = await this.matches.rows([m], lang, userId);
    return {
      ...(row ?? matchRow(m, lang)),
      events: m.events.map((e) => {
        const player = e.playerId ? byId.get(e.playerId) : undefined;
        return {
          seq: e.seq,
          minute: e.minute,
          type: e.type as 'goal',
          side: e.side as 'home' | 'away' | null,
          player_name: player ? nameIn(player, lang) : e.playerName,
          points: e.points,
          period: e.period,
          home_score: e.homeScore,
          away_score: e.awayScore,
          corrected: e.corrected,
        };
      }),
      stats: statLines(m.sport as Sport, m.period, m.stats),
      home_players: squad(m.homeTeamId),
      away_players: squad(m.awayTeamId),
    };
  }
}
