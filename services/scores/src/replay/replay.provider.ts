import { Injectable } from '@nestjs/common';
import { matchClock, planMatch } from '../fixtures/match-plan';
import { Sport } from '../fixtures/names';
import { planStats } from '../fixtures/stat-plan';
import { StatValue } from '../matches/stat-keys';
import { NewEvent } from '../matches/match-writer';
import { scoresConfig } from '../scores.config';
import { ScoreProvider } from './score-provider';

/** The built-in provider: each match's course (events and statistics) is generated from SCORES_REPLAY_SEED and the match's id, and played at SCORES_REPLAY_SPEED. */
@Injectable()
export class ReplayProvider implements ScoreProvider {
  clock(sport: Sport, elapsedMs: number) {
    return matchClock(sport, elapsedMs, scoresConfig().replaySpeed);
  }

  events(match: { id: number; sport: Sport; homePlayers: number[]; awayPlayers: number[] }, afterMinute: number, uptoMinute: number): NewEvent[] {
    return planMatch(match.sport, scoresConfig().replaySeed, match.id)
      .filter((e) => e.minute > afterMinute && e.minute <= uptoMinute)
      .map((e) => {
        const squad = e.side === 'home' ? match.homePlayers : match.awayPlayers;
        return { minute: e.minute, type: e.type, side: e.side, playerId: e.player >= 0 ? squad[e.player % Math.max(1, squad.length)] : undefined, points: e.points, period: e.period };
      });
  }

  stats(match: { id: number; sport: Sport }, uptoMinute: number): StatValue[] {
    return planStats(match.sport, scoresConfig().replaySeed, match.id, uptoMinute);
  }
}
