import { Injectable, Logger } from '@nestjs/common';
import { RealtimeEmitter, runFfmpeg, segmentsCovering, totalSeconds, vodPlaylist } from '@arena/shared';
import { VideoFiles } from '../files/video-files';
import { videoConfig } from '../video.config';
import { ClipSource } from './clip-source';
import { ClipsRepository } from './clips.repository';
import { readPlaylist, readSegment } from './playlist-reader';

/** Segments copied at once. */
const PARALLEL = 4;

/**
 * Cuts a clip without re-encoding: reads its source's playlist through the edge (any media replica
 * serves it), copies the segments covering the range into the clip's own folder (`v<id>`), writes a
 * VOD playlist of their real durations and a poster from the first segment's first frame.
 */
@Injectable()
export class ClipCutter {
  private readonly logger = new Logger('Clips');
  private readonly config = videoConfig();

  constructor(
    private readonly clips: ClipsRepository,
    private readonly files: VideoFiles,
    private readonly realtime: RealtimeEmitter,
  ) {}

  /** One run: idempotent (the folder is written anew), so a retry or a run after a crash starts over. */
  async cut(videoId: number): Promise<void> {
    const clip = await this.clips.findById(videoId);
    // Deleted meanwhile, or done by an earlier run.
    if (!clip || clip.status !== 'cutting' || !clip.filesDir || !clip.clipSource) return;
    const source = clip.clipSource as unknown as ClipSource;
    const playlist = await readPlaylist(source.playlist);
    const segments = segmentsCovering(playlist.segments, source.start, source.end);
    if (!segments.length) throw new Error(`no segment of ${source.playlist} covers ${source.start}-${source.end} s`);

    await this.files.remove(clip.filesDir);
    const names = segments.map((_, i) => `${i}.ts`);
    for (let i = 0; i < segments.length; i += PARALLEL) {
      await Promise.all(
        segments
          .slice(i, i + PARALLEL)
          .map(async (segment, j) =>
            this.files.own.put(`${clip.filesDir}/${names[i + j]}`, await readSegment(segment.url)),
          ),
      );
    }
    // A restart of the source's timestamps inside the range stays one in the clip (a looped seeded recording, a re-push).
    const files = segments.map((segment, i) => ({
      name: names[i],
      seconds: segment.seconds,
      discontinuity: i > 0 && segment.discontinuity,
    }));
    await this.files.own.put(`${clip.filesDir}/index.m3u8`, Buffer.from(vodPlaylist(files)));
    const folder = this.files.own.pathOf(clip.filesDir);
    await runFfmpeg(
      this.config.ffmpegPath,
      ['-v', 'error', '-y', '-i', `${folder}/${names[0]}`, '-frames:v', '1', '-q:v', '3', `${folder}/poster.jpg`],
      `the poster of clip ${videoId} failed`,
    );

    const seconds = totalSeconds(segments);
    const base = `${this.config.filesUrl}/own/${clip.filesDir}`;
    const ready = await this.clips.markReady(clip.id, {
      url: `${base}/index.m3u8`,
      poster: `${base}/poster.jpg`,
      durationSeconds: Math.max(1, Math.round(seconds)),
    });
    if (!ready) {
      // Deleted while it was being cut: what this run wrote goes too.
      await this.files.remove(clip.filesDir);
      return;
    }
    this.logger.log(`Clip ${clip.id}: ${segments.length} segments, ${seconds.toFixed(1)} s of ${source.playlist}`);
    if (clip.roomId) await this.realtime.roomEvent(clip.roomId, 'clipReady', { video_id: clip.id });
  }

  /** The last run failed too: the clip is failed for good, with a reason its maker reads. */
  async giveUp(videoId: number, error: Error): Promise<void> {
    const clip = await this.clips.findById(videoId);
    if (!clip || clip.status !== 'cutting') return;
    this.logger.error(`Clip ${videoId} could not be cut: ${error.message}`);
    await this.clips.markFailed(clip.id, 'clip.cut_failed');
    if (clip.filesDir) await this.files.remove(clip.filesDir);
  }
}
