import { Injectable, Logger } from '@nestjs/common';
import { scoresContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';
import { ArticlesRepository } from '../articles/articles.repository';
import { communityConfig } from '../community.config';
import { coverSvg } from '../seed/art';
import { columns } from './article-columns';
import { writeMatchPreview } from './match-preview';
import { short } from './match-report-cover';

/** The key of a match's preview: one per match, however often the job runs. */
export const previewKey = (matchId: number) => `preview-${matchId}`;

/**
 * Preview articles of big matches (decision 054): the scores service names the big matches kicking
 * off within the lead time and gives their previews; each gets one article in zh, en and vi, in its
 * sport's news, linked to the match. Idempotent by the article's key: a second run, or two replicas
 * at once, publish one article per match.
 */
@Injectable()
export class PreviewArticles {
  private readonly logger = new Logger(PreviewArticles.name);
  private readonly config = communityConfig();

  constructor(
    private readonly services: ServiceClient,
    private readonly articles: ArticlesRepository,
  ) {}

  /** Answers how many previews it published. */
  async publishDue(now = new Date()): Promise<number> {
    const to = new Date(now.getTime() + this.config.previewLeadHours * 3_600_000);
    const { list } = await this.services.call(scoresContracts.bigMatchPreviews, {
      from: now.toISOString(),
      to: to.toISOString(),
    });
    let published = 0;
    for (const preview of list) {
      const matchId = preview.match.match_id;
      const at = new Date(preview.match.start_time);
      const cover = coverSvg(matchId, {
        top: preview.match.competition.en,
        middle: `${short(preview.match.home)} v ${short(preview.match.away)}`,
        bottom: `${at.getUTCDate()}/${at.getUTCMonth() + 1}`,
      });
      const written = await this.articles.insertUnlessKeyed({
        key: previewKey(matchId),
        category: preview.match.sport,
        ...columns(writeMatchPreview(preview)),
        cover: `data:image/svg+xml,${encodeURIComponent(cover)}`,
        matchId,
        publishedAt: now,
      });
      if (written) published += 1;
    }
    if (published) this.logger.log(`${published} match preview(s) published`);
    return published;
  }
}
