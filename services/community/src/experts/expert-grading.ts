import { Injectable, Logger } from '@nestjs/common';
import { scoresContracts } from '@arena/contracts';
import { Db, ServiceClient, Transactions } from '@arena/shared';
import { recordOf } from './expert-record';
import { ExpertsRepository } from './experts.repository';

/** Matches looked up per catch-up: reads stay quick however many analyses wait. */
const CATCH_UP_BATCH = 50;

/**
 * Grades analyses when their match ends (`match.finished`) and keeps each expert's record in step.
 * Grading touches pending analyses only and the record is recounted from the grades, so grading a
 * match twice (a redelivered event, or a read catching up at the same time) changes nothing.
 */
@Injectable()
export class ExpertGrading {
  private readonly logger = new Logger(ExpertGrading.name);

  constructor(
    private readonly experts: ExpertsRepository,
    private readonly transactions: Transactions,
    private readonly services: ServiceClient,
  ) {}

  gradeMatch(matchId: number, homeScore: number, awayScore: number): Promise<number[]> {
    return this.transactions.run((tx) => this.gradeIn(tx, matchId, homeScore, awayScore));
  }

  /**
   * Grades the analyses of matches that kicked off and have ended without this service hearing of it
   * (written while it was down, or seeded): asked when pages are read. A scores service that does not
   * answer leaves them pending until the next read.
   */
  async catchUp(expertId?: number, now = new Date()): Promise<void> {
    const matchIds = await this.experts.listUngradedMatches(now, CATCH_UP_BATCH, expertId);
    if (!matchIds.length) return;
    let finished;
    try {
      ({ list: finished } = await this.services.call(scoresContracts.matchFacts, { match_ids: matchIds }));
    } catch (error) {
      this.logger.warn(`analyses not graded: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const m of finished.filter((f) => f.status === 'finished'))
      await this.gradeMatch(m.match_id, m.home_score, m.away_score);
  }

  private async gradeIn(tx: Db, matchId: number, homeScore: number, awayScore: number): Promise<number[]> {
    const expertIds = await this.experts.gradeMatch(matchId, homeScore, awayScore, tx);
    for (const expertId of expertIds)
      await this.experts.setRecord(expertId, recordOf(await this.experts.listGrades(expertId, tx)), tx);
    return expertIds;
  }
}
