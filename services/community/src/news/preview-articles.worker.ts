import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { communityConfig } from '../community.config';
import { PreviewArticles } from './preview-articles';
import { PREVIEW_ARTICLES } from './preview-articles.job';

/** Runs the preview articles' job in this instance, every COMMUNITY_PREVIEW_EVERY_MINUTES (first at start). */
@Injectable()
export class PreviewArticlesWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly previews: PreviewArticles,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(PREVIEW_ARTICLES, () => this.previews.publishDue());
    await this.jobs.every(PREVIEW_ARTICLES, 'sweep', communityConfig().previewEveryMs, {});
  }
}
