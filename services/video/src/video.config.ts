import path from 'node:path';
import { fromEnv } from '@arena/shared';

/** Video settings with their documented defaults (docs/services/video.md); env overrides them. */
export interface VideoConfig {
  /** Files that belong to one video (its poster...), one folder per video, deleted with it. */
  videoDir: string;
  /** Generated clips shared by the seeded videos, keyed by what they were made from (survives re-seeding). */
  libraryDir: string;
  /** Where the edge serves this service's files (`/media/videos/...`). */
  filesUrl: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** A viewer counts once per video in this window (Video/addView). */
  viewWindowMinutes: number;
  /** Where a "day" of the day and week ranks starts. */
  timeZone: string;
}

export function videoConfig(): VideoConfig {
  const timeZone = fromEnv.string('VIDEO_TIME_ZONE', 'Asia/Shanghai');
  // Throws a RangeError at start-up for a zone the runtime does not know.
  new Intl.DateTimeFormat('en-CA', { timeZone });
  return {
    videoDir: path.resolve(fromEnv.string('VIDEO_DIR', 'var/videos')),
    libraryDir: path.resolve(fromEnv.string('VIDEO_LIBRARY_DIR', 'var/video-library')),
    filesUrl: fromEnv.string('VIDEO_FILES_URL', '/media/videos').replace(/\/$/, ''),
    ffmpegPath: fromEnv.string('FFMPEG_PATH', 'ffmpeg'),
    ffprobePath: fromEnv.string('FFPROBE_PATH', 'ffprobe'),
    viewWindowMinutes: fromEnv.number('VIDEO_VIEW_WINDOW_MINUTES', 30, { min: 1, integer: true }),
    timeZone,
  };
}
