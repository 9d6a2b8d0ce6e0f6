import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { communityContracts } from '@arena/contracts';
import { defineJob, Jobs, ServiceClient } from '@arena/shared';
import { videoConfig } from '../video.config';
import { VideosRepository } from '../videos/videos.repository';
import { VideosService } from '../videos/videos.service';

/** The repeating look for videos made for posts and never posted (one schedule however many replicas declare it). */
export const SWEEP_POST_VIDEOS = defineJob<Record<string, never>>('video.sweep-post-videos', {
  attempts: 3,
  backoffMs: 60_000,
});

/** Asked of the community per call (its contract's limit). */
const BATCH = 100;

/**
 * Deletes, with their files, the videos made for posts that no post names VIDEO_POST_VIDEO_TTL_HOURS
 * after they were made (decision 053): an upload abandoned in the composer. Runs every
 * VIDEO_POST_VIDEO_SWEEP_EVERY_MINUTES; while the community does not answer, nothing is deleted.
 */
@Injectable()
export class PostVideosSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger('PostVideosSweep');

  constructor(
    private readonly jobs: Jobs,
    private readonly videos: VideosRepository,
    private readonly service: VideosService,
    private readonly services: ServiceClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(SWEEP_POST_VIDEOS, async () => void (await this.sweep()));
    await this.jobs.every(SWEEP_POST_VIDEOS, 'sweep', videoConfig().postVideoSweepEveryMs, {});
  }

  /** One pass over every post video old enough; the number deleted. */
  async sweep(): Promise<number> {
    const before = new Date(Date.now() - videoConfig().postVideoTtlHours * 3_600_000);
    let deleted = 0;
    for (let after = 0; ;) {
      const ids = await this.videos.listPostVideosBefore(before, after, BATCH);
      if (ids.length === 0) break;
      const posted = new Set((await this.services.call(communityContracts.postedVideos, { ids })).ids);
      for (const id of ids.filter((candidate) => !posted.has(candidate)))
        if (await this.service.deletePostVideo(id)) deleted++;
      after = ids[ids.length - 1];
    }
    if (deleted) this.logger.log(`Deleted ${deleted} video(s) made for posts and never posted`);
    return deleted;
  }
}
