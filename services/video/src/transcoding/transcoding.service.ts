import { mkdir, writeFile } from 'node:fs/promises';
import { Injectable, Logger } from '@nestjs/common';
import { EventBus, RealtimeEmitter, runFfmpeg } from '@arena/shared';
import { VideoFiles } from '../files/video-files';
import { VideoUploads } from '../uploads/video-uploads';
import { videoConfig } from '../video.config';
import { ladderArgs, renditionsFor, Still } from './hls-ladder';
import { planStoryboard, STORYBOARD_QUALITY, storyboardFilter, storyboardVtt } from './storyboard';
import { TranscodingRepository } from './transcoding.repository';

/** Share of the progress bar the ffmpeg run takes (ladder, storyboard and poster); the rest is writing it down. */
const LADDER_SHARE = 90;
/** The poster is the first frame of this window, a third of the way in (at most 1 s). */
const POSTER_WINDOW_SECONDS = 0.5;
/** Progress is written and pushed at most this often. */
const PROGRESS_EVERY_MS = 500;

/**
 * An uploaded video becomes playable: its HLS ladder with a master playlist, a poster and storyboard
 * thumbnails, in its own folder (`v<id>` under VIDEO_DIR, served under /media/videos/own/...). Its
 * uploader follows the progress on their sockets or by reading the video; the source upload is
 * deleted once it was used (or failed for good).
 */
@Injectable()
export class TranscodingService {
  private readonly logger = new Logger('Transcoding');
  private readonly config = videoConfig();

  constructor(
    private readonly videos: TranscodingRepository,
    private readonly uploads: VideoUploads,
    private readonly files: VideoFiles,
    private readonly realtime: RealtimeEmitter,
    private readonly events: EventBus,
  ) {}

  /** One run: idempotent (the folder is made anew), so a retry or a run after a crash starts over. */
  async transcode(videoId: number): Promise<void> {
    const video = await this.videos.findSource(videoId);
    // Deleted meanwhile (its files and upload went with it), or already done by an earlier run.
    if (!video || video.status !== 'transcoding' || !video.uploadId || !video.filesDir) return;
    const started = Date.now();
    const source = this.uploads.pathOf(video.uploadId);
    const probe = await this.uploads.probe(video.uploadId);
    const folder = this.files.own.pathOf(video.filesDir);
    await this.files.remove(video.filesDir);
    await mkdir(folder, { recursive: true });

    const report = this.progressReporter(video.id, video.userId);
    const renditions = renditionsFor(probe.height);
    const plan = planStoryboard(probe.durationSeconds, probe.width, probe.height);
    // The storyboard and the poster come from the ladder's own decode: the source is read once.
    const stills: Still[] = [
      { file: `${folder}/storyboard.jpg`, filter: storyboardFilter(plan), quality: STORYBOARD_QUALITY },
      {
        file: `${folder}/poster.jpg`,
        // A bounded trim ends its branch: without `duration`, every later frame went on to be scaled for nothing (a fifth of the run).
        filter: `trim=start=${Math.min(1, probe.durationSeconds / 3)}:duration=${POSTER_WINDOW_SECONDS},scale=-2:${Math.min(720, probe.height)}`,
        quality: 3,
      },
    ];
    await runFfmpeg(
      this.config.ffmpegPath,
      ladderArgs(source, folder, renditions, {
        hasAudio: probe.hasAudio,
        preset: this.config.transcodePreset,
        stills,
      }),
      `transcoding video ${videoId} failed`,
      (seconds) => report(Math.min(LADDER_SHARE, (seconds / probe.durationSeconds) * LADDER_SHARE)),
    );
    await writeFile(`${folder}/storyboard.vtt`, storyboardVtt(plan, probe.durationSeconds, 'storyboard.jpg'));

    const base = `${this.config.filesUrl}/own/${video.filesDir}`;
    const ready = await this.videos.markReady(video.id, {
      url: `${base}/master.m3u8`,
      poster: `${base}/poster.jpg`,
      storyboard: `${base}/storyboard.vtt`,
      durationSeconds: Math.max(1, Math.round(probe.durationSeconds)),
    });
    if (!ready) {
      // Deleted while it was being transcoded: what this run wrote goes too.
      await this.files.remove(video.filesDir);
      return;
    }
    await this.uploads.remove(video.uploadId);
    await this.realtime.videoTranscode(video.userId, { video_id: video.id, status: 'ready', progress: 100 });
    // Ready, so listed and searchable: the search index copies it (decision 048).
    await this.events.publish('video.changed', { videoId: video.id, removed: false }).catch(() => undefined);
    this.logger.log(
      `Video ${videoId} transcoded (${renditions.map((rung) => rung.name).join(', ')}; ` +
        `${probe.durationSeconds.toFixed(1)} s in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }

  /** The last run failed too: the video is marked failed for good with a reason its uploader reads. */
  async giveUp(videoId: number, error: Error): Promise<void> {
    const video = await this.videos.findSource(videoId);
    if (!video || video.status !== 'transcoding') return;
    this.logger.error(`Video ${videoId} could not be transcoded: ${error.message}`);
    await this.videos.markFailed(video.id, 'video.transcode_failed');
    if (video.filesDir) await this.files.remove(video.filesDir);
    if (video.uploadId) await this.uploads.remove(video.uploadId);
    await this.realtime.videoTranscode(video.userId, { video_id: video.id, status: 'failed', progress: 0 });
  }

  /** Writes and pushes progress (whole percents), at most every PROGRESS_EVERY_MS. */
  private progressReporter(videoId: number, userId: number): (percent: number) => void {
    let last = -1;
    let lastAt = 0;
    return (percent) => {
      const whole = Math.floor(percent);
      if (whole <= last || Date.now() - lastAt < PROGRESS_EVERY_MS) return;
      last = whole;
      lastAt = Date.now();
      void Promise.all([
        this.videos.setProgress(videoId, whole),
        this.realtime.videoTranscode(userId, { video_id: videoId, status: 'transcoding', progress: whole }),
      ]).catch((error: Error) => this.logger.warn(`Progress of video ${videoId} not saved: ${error.message}`));
    };
  }
}
