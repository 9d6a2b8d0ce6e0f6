import path from 'node:path';
import { fromEnv } from '@arena/shared';

/** Video settings with their documented defaults (docs/services/video.md); env overrides them. */
export interface VideoConfig {
  /** Files that belong to one video (its poster...), one folder per video, deleted with it. */
  videoDir: string;
  /** Generated clips shared by the seeded videos, keyed by what they were made from (survives re-seeding). */
  libraryDir: string;
  /** Uploads in progress and finished ones waiting to be transcoded (tus files), removed once used or expired. */
  uploadsDir: string;
  /** Largest upload (the spec: a video under 50 MB). */
  maxUploadBytes: number;
  /** An upload neither finished nor made a video within this time is removed. */
  uploadExpiryMinutes: number;
  /** x264 preset of the transcoding ladder (speed against size). */
  transcodePreset: string;
  /** Where the edge serves this service's files (`/media/videos/...`). */
  filesUrl: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** A viewer counts once per video in this window (Video/addView). */
  viewWindowMinutes: number;
  /** Where a "day" of the day and week ranks starts. */
  timeZone: string;
  /** Longest danmaku line, in characters (the live danmaku's limit). */
  danmakuTextMax: number;
  /** Danmaku lines one account may post per window, over every video (the live danmaku's rate). */
  danmakuSendLimit: number;
  danmakuSendWindowMs: number;
  /** A video made for a post that no post names this long after it was made goes, with its files. */
  postVideoTtlHours: number;
  /** How often such videos are looked for. */
  postVideoSweepEveryMs: number;
}

export function videoConfig(): VideoConfig {
  const timeZone = fromEnv.string('VIDEO_TIME_ZONE', 'Asia/Shanghai');
  // Throws a RangeError at start-up for a zone the runtime does not know.
  new Intl.DateTimeFormat('en-CA', { timeZone });
  const videoDir = path.resolve(fromEnv.string('VIDEO_DIR', 'var/videos'));
  return {
    videoDir,
    // Inside the videos' volume by default (the replicas share it), under a name no file route serves.
    uploadsDir: path.resolve(fromEnv.string('VIDEO_UPLOADS_DIR', path.join(videoDir, '.uploads'))),
    maxUploadBytes: fromEnv.number('VIDEO_MAX_UPLOAD_BYTES', 50 * 1024 * 1024, { min: 1, integer: true }),
    uploadExpiryMinutes: fromEnv.number('VIDEO_UPLOAD_EXPIRY_MINUTES', 24 * 60, { min: 1, integer: true }),
    transcodePreset: fromEnv.string('VIDEO_TRANSCODE_PRESET', 'veryfast'),
    libraryDir: path.resolve(fromEnv.string('VIDEO_LIBRARY_DIR', 'var/video-library')),
    filesUrl: fromEnv.string('VIDEO_FILES_URL', '/media/videos').replace(/\/$/, ''),
    ffmpegPath: fromEnv.string('FFMPEG_PATH', 'ffmpeg'),
    ffprobePath: fromEnv.string('FFPROBE_PATH', 'ffprobe'),
    viewWindowMinutes: fromEnv.number('VIDEO_VIEW_WINDOW_MINUTES', 30, { min: 1, integer: true }),
    timeZone,
    danmakuTextMax: fromEnv.number('VIDEO_DANMAKU_TEXT_MAX', 100, { min: 1, integer: true }),
    danmakuSendLimit: fromEnv.number('VIDEO_DANMAKU_SEND_LIMIT', 10, { min: 1, integer: true }),
    danmakuSendWindowMs: fromEnv.number('VIDEO_DANMAKU_SEND_WINDOW_MS', 10_000, { min: 1, integer: true }),
    postVideoTtlHours: fromEnv.number('VIDEO_POST_VIDEO_TTL_HOURS', 24, { min: 1 }),
    postVideoSweepEveryMs: fromEnv.number('VIDEO_POST_VIDEO_SWEEP_EVERY_MINUTES', 60, { min: 1 }) * 60_000,
  };
}
