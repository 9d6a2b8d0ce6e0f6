import { Injectable, Logger } from '@nestjs/common';
import { EventBus, RealtimeEmitter } from '@arena/shared';
import { IndexSport } from '@arena/protocol';
import { MatchesRepository } from './matches.repository';

const GOALS = new Set(['goal', 'penalty', 'own_goal']);

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
  ) {}

  /** `started`: the change kicked the match off. */
  async changed(
    matchId: number,
    newEvents: { type: string; side: string | null; minute: number; homeScore: number; awayScore: number }[],
    started = false,
  ): Promise<void> {
    const m = await this.matches.findWithNames(matchId);
    if (!m) return;
    if (started)
      // The scores service keeps no outbox: a kick-off lost to a Redis failure here only costs its reminders.
      await this.events
        .publish('match.started', {
          matchId: m.id,
          sport: m.sport,
          home: { zh: m.homeTeam.nameZh, en: m.homeTeam.nameEn, vi: m.homeTeam.nameVi },
          away: { zh: m.awayTeam.nameZh, en: m.awayTeam.nameEn, vi: m.awayTeam.nameVi },
        })
        .catch((error: unknown) => this.logger.warn(`match.started of ${m.id} not published: ${String(error)}`));
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
    for (const goal of newEvents.filter((e) => GOALS.has(e.type))) {
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
}
