import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { Sport } from '../fixtures/names';
import { MatchWriter } from '../matches/match-writer';
import { MatchPublisher } from '../matches/match-publisher';
import { MatchesRepository } from '../matches/matches.repository';
import { scoresConfig } from '../scores.config';
import { REPLAY_TICK } from './replay.job';
import { ReplayProvider } from './replay.provider';

/** The built-in provider at work: every tick, each match whose kick-off has passed is brought up to its clock. */
@Injectable()
export class ReplayWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('Replay');

  constructor(
    private readonly jobs: Jobs,
    private readonly matches: MatchesRepository,
    private readonly provider: ReplayProvider,
    private readonly writer: MatchWriter,
    private readonly publisher: MatchPublisher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!scoresConfig().replayEnabled) return;
    this.jobs.work(REPLAY_TICK, () => this.tick());
    await this.jobs.every(REPLAY_TICK, 'replay', scoresConfig().tickMs, {});
  }

  /** Answers how many matches changed (`only`: just these matches). */
  async tick(now = Date.now(), only?: number[]): Promise<number> {
    const due = await this.matches.listDueReplays(new Date(now), only);
    let changed = 0;
    for (const match of due) {
      const sport = match.sport as Sport;
      const clock = this.provider.clock(sport, now - match.startTime.getTime());
      if (clock.minute <= match.minute && match.status === 'live') continue;
      const events = this.provider.events(
        {
          id: match.id,
          sport,
          homeTeamId: match.homeTeamId,
          awayTeamId: match.awayTeamId,
          homePlayers: match.homeTeam.players.map((p) => p.id),
          awayPlayers: match.awayTeam.players.map((p) => p.id),
        },
        match.minute,
        clock.minute,
      );
      const stats = this.provider.stats(
        { id: match.id, sport, homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId },
        clock.minute,
      );
      const result = await this.writer.record(match.id, events, { minute: clock.minute, status: 'live' }, stats);
      if (!result.changed) continue;
      changed++;
      await this.publisher.changed(match.id, result.events, result);
    }
    if (changed) this.logger.debug(`Advanced ${changed} match(es)`);
    return changed;
  }
}
