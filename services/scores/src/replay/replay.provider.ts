import { Injectable } from '@nestjs/common';
import { matchClock, planMatch } from '../fixtures/match-plan';
import { Sport } from '../fixtures/names';
import { planStats } from '../fixtures/stat-plan';
import { StatValue } from '../matches/stat-keys';
import { NewEvent } from '../matches/match-writer';
import { scoresConfig } from '../scores.config';
import { ProvidedMatch, ScoreProvider } from './score-provider';

/** The built-in provider: each match's course (events and statistics) is generated from SCORES_REPLAY_SEED, the match's id and its teams, and played at SCORES_REPLAY_SPEED. */
@Injectable()
export class ReplayProvider implements ScoreProvider {
  clock(sport: Sport, elapsedMs: number) {
    return matchClock(sport, elapsedMs, scoresConfig().replaySpeed);
  }

  events(
    match: ProvidedMatch & { homePlayers: number[]; awayPlayers: number[] },
    afterMinute: number,
    uptoMinute: number,
  ): NewEvent[] {
    return planMatch(match.sport, scoresConfig().replaySeed, match)
      .filter((e) => e.minute > afterMinute && e.minute <= uptoMinute)
      .map((e) => {
        const squad = e.side === 'home' ? match.homePlayers : match.awayPlayers;
        return {
          minute: e.minute,
          type: e.type,
          side: e.side,
          playerId: e.player >= 0 ? squad[e.player % Math.max(1, squad.length)] : undefined,
          points: e.points,
          period: e.period,
        };
      });
  }

  stats(match: ProvidedMatch, uptoMinute: number): StatValue[] {
    return planStats(match.sport, scoresConfig().replaySeed, match, uptoMinute);
  }
}
