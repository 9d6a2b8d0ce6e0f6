import { Injectable, Logger } from '@nestjs/common';
import { scoresContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';
import { ArticlesRepository } from '../articles/articles.repository';
import { columns } from './article-columns';
import { writeMatchReport } from './match-report';
import { matchReportCover } from './match-report-cover';
import { resultOf } from './match-result';

/** The key of a match's report: one article per match, whoever writes it (the seed or the event). */
export const reportKey = (matchId: number) => `match-${matchId}`;

/**
 * Writes a finished match's report in zh, en and vi from the scores service's record (timeline,
 * statistics, table places) and publishes it in the match's sport's news. Once per match: a second
 * delivery of the event finds the article's key and writes nothing.
 */
@Injectable()
export class MatchReports {
  private readonly logger = new Logger(MatchReports.name);

  constructor(
    private readonly services: ServiceClient,
    private readonly articles: ArticlesRepository,
  ) {}

  /** Answers whether it published a report (false: one exists, or the match is not finished). */
  async publish(matchId: number, now = new Date()): Promise<boolean> {
    if (await this.articles.existsWithKey(reportKey(matchId))) return false;
    const record = await this.services.call(scoresContracts.matchRecord, { id: matchId });
    if (record.status !== 'finished') {
      this.logger.warn(`match ${matchId} is ${record.status}: no report yet`);
      return false;
    }
    const result = resultOf(record);
    const cover = matchReportCover(result, matchId);
    return this.articles.insertUnlessKeyed({
      key: reportKey(matchId),
      category: record.sport,
      ...columns(writeMatchReport(result)),
      cover: `data:image/svg+xml,${encodeURIComponent(cover)}`,
      matchId,
      publishedAt: now,
    });
  }
}
