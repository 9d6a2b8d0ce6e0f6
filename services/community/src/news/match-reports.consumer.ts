import { Injectable } from '@nestjs/common';
import {
  DomainEvents,
  EventConsumer,
  EventHandlers,
  ProcessedEventsRepository,
  RedisService,
  Transactions,
} from '@arena/shared';
import { MatchReports } from './match-reports';

/**
 * `match.finished` (scores): the match's report is written and published. Idempotent by the match:
 * the article's key is the match's, so a redelivered event (or one the seed already wrote about)
 * publishes nothing more.
 */
@Injectable()
export class MatchReportsConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    writes: Transactions,
    processed: ProcessedEventsRepository,
    private readonly reports: MatchReports,
  ) {
    // Its own group: the notifications' consumer reads match.finished too (experts' records).
    super('community', redis, writes, processed, 'match-reports');
  }

  protected handlers(): EventHandlers {
    return { 'match.finished': (event) => this.finished(event) };
  }

  private async finished(event: DomainEvents['match.finished']): Promise<void> {
    if (event.sport !== 'football' && event.sport !== 'basketball') return;
    await this.reports.publish(event.matchId);
  }
}
