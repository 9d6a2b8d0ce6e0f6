import { Injectable, Logger } from '@nestjs/common';
import { EventBus, RealtimeEmitter } from '@arena/shared';
import { IndexSport } from '@arena/protocol';
import { LibraryRepository } from '../library/library.repository';
import { MatchesRepository } from './matches.repository';

const GOALS = new Set(['goal', 'penalty', 'own_goal']);

type Names = { zh: string; en: string; vi: string };

/** The language-free part of a match row that changes while it is played: what code 100 index data carries. */
export interface MatchDelta {
  match_id: number;
  /** So a page listing one competition's matches in one state knows a change it lacks is its own. */
  competition_id: number;
  seq: number;
  status: string;
  minute: number;
  period: number;
  home_score: number;
  away_score: number;
  home_half_score: number;
  away_half_score: number;
  home_red: number;
  away_red: number;
  home_yellow: number;
  away_yellow: number;
  home_corner: number;
  away_corner: number;
}

/**
 * Tells open pages about a change: code 100 index data (the match's new state and sequence number)
 * to the sockets of its sport, and a goal pop-up per new goal with the team names in all three languages.
 */
@Injectable()
export class MatchPublisher {
  private readonly logger = new Logger(MatchPublisher.name);

  constructor(
    private readonly matches: MatchesRepository,
    private readonly emitter: RealtimeEmitter,
    private readonly events: EventBus,
    private readonly library: LibraryRepository,
  ) {}

  /** `moved`: the change kicked the match off, or ended it. */
  async changed(
    matchId: number,
    newEvents: {
      type: string;
      side: string | null;
      minute: number;
      homeScore: number;
      awayScore: number;
      seq?: number;
      playerId?: number | null;
      playerName?: string;
    }[],
    moved: { started?: boolean; finished?: boolean } = {},
  ): Promise<void> {
    const m = await this.matches.findWithNames(matchId);
    if (!m) return;
    const teams = {
      matchId: m.id,
      sport: m.sport,
      home: { zh: m.homeTeam.nameZh, en: m.homeTeam.nameEn, vi: m.homeTeam.nameVi },
      away: { zh: m.awayTeam.nameZh, en: m.awayTeam.nameEn, vi: m.awayTeam.nameVi },
    };
    // The scores service keeps no outbox: a kick-off or an end lost to a Redis failure here only costs
    // its reminders, or a match report written later by the consumer's catch-up.
    const warn = (type: string) => (error: unknown) =>
      this.logger.warn(`${type} of ${m.id} not published: ${String(error)}`);
    if (moved.started) await this.events.publish('match.started', teams).catch(warn('match.started'));
    if (moved.finished)
      await this.events
        .publish('match.finished', { ...teams, homeScore: m.homeScore, awayScore: m.awayScore })
        .catch(warn('match.finished'));
    const delta: MatchDelta = {
      match_id: m.id,
      competition_id: m.competitionId,
      seq: m.seq,
      status: m.status,
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
    };
    await this.emitter.indexData(m.sport as IndexSport, { list: [delta] });
    if (m.sport !== 'football') return;
    const goals = newEvents.filter((e) => GOALS.has(e.type));
    // Goal clips of the rooms broadcasting the match are made from it (the video service).
    await this.publishGoals(teams, goals).catch(warn('match.goal'));
    for (const goal of goals) {
      const homeScored = (goal.side === 'home') !== (goal.type === 'own_goal');
      await this.emitter.goal({
        iszhu: homeScored ? 1 : 0,
        match_str: `${m.homeTeam.nameZh} ${goal.homeScore}-${goal.awayScore} ${m.awayTeam.nameZh}`,
        home_team_name_zh: m.homeTeam.nameZh,
        away_team_name_zh: m.awayTeam.nameZh,
        home_score: goal.homeScore,
        away_score: goal.awayScore,
        minute: `${goal.minute}'`,
        match_id: m.id,
        seq: m.seq,
        home_team_name: { zh: m.homeTeam.nameZh, en: m.homeTeam.nameEn, vi: m.homeTeam.nameVi },
        away_team_name: { zh: m.awayTeam.nameZh, en: m.awayTeam.nameEn, vi: m.awayTeam.nameVi },
      });
    }
  }

  /** One `match.goal` per recorded goal (events without a sequence number are not stored ones: skipped). */
  private async publishGoals(
    teams: { matchId: number; sport: string; home: Names; away: Names },
    goals: Parameters<MatchPublisher['changed']>[1],
  ): Promise<void> {
    const stored = goals.filter((g): g is typeof g & { seq: number } => typeof g.seq === 'number');
    if (!stored.length) return;
    const ids = [...new Set(stored.map((g) => g.playerId).filter((id): id is number => typeof id === 'number'))];
    const players = new Map((ids.length ? await this.library.listPlayersWithTeam(ids) : []).map((p) => [p.id, p]));
    await this.events.publishAll(
      stored.map((goal) => {
        const player = goal.playerId ? players.get(goal.playerId) : undefined;
        const typed = goal.playerName?.trim();
        const scorer = player
          ? { zh: player.nameZh, en: player.nameEn, vi: player.nameVi }
          : typed
            ? { zh: typed, en: typed, vi: typed }
            : null;
        const homeScored = (goal.side === 'home') !== (goal.type === 'own_goal');
        return {
          type: 'match.goal' as const,
          payload: {
            ...teams,
            seq: goal.seq,
            minute: goal.minute,
            type: goal.type as 'goal' | 'penalty' | 'own_goal',
            side: homeScored ? ('home' as const) : ('away' as const),
            homeScore: goal.homeScore,
            awayScore: goal.awayScore,
            scorer,
          },
        };
      }),
    );
  }
}
