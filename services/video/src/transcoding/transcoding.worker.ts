import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { VideoUploads } from '../uploads/video-uploads';
import { REMOVE_EXPIRED_UPLOADS, TRANSCODE_VIDEO } from './transcode.job';
import { TranscodingService } from './transcoding.service';

/**
 * Runs the transcoding jobs in this instance, one at a time: each takes the machine's cores (x264),
 * so a second one at once would only make both slower. Also clears expired uploads hourly.
 */
@Injectable()
export class TranscodingWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly transcoding: TranscodingService,
    private readonly uploads: VideoUploads,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(TRANSCODE_VIDEO, async ({ videoId }, job) => {
      try {
        await this.transcoding.transcode(videoId);
      } catch (error) {
        // The last attempt: the video is failed for good (BullMQ keeps the job as failed too).
        if (job.attemptsMade + 1 >= TRANSCODE_VIDEO.attempts) await this.transcoding.giveUp(videoId, error as Error);
        throw error;
      }
    });
    this.jobs.work(REMOVE_EXPIRED_UPLOADS, () => this.uploads.removeExpired());
    await this.jobs.every(REMOVE_EXPIRED_UPLOADS, 'hourly', 3_600_000, {});
  }

  /** Schedules the transcoding of a video (a second call for the same video adds nothing). */
  async schedule(videoId: number): Promise<void> {
    await this.jobs.add(TRANSCODE_VIDEO, { videoId }, { id: `transcode-${videoId}` });
  }
}
