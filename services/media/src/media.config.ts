import path from 'node:path';
import { fromEnv } from '@arena/shared';

/** Media settings with their documented defaults (docs/services/media.md); env overrides them. */
export interface MediaConfig {
  /** Where encoders push: rtmp://<host>:<port>/live/<stream key> (0: any free port, for tests). */
  rtmpPort: number;
  /** Address the RTMP server binds to. */
  rtmpHost: string;
  /** The public address of what this service serves (the edge routes /media here). */
  publicUrl: string;
  /** Live playlists (sliding) and recordings (one folder per broadcast). */
  dataDir: string;
  ffmpegPath: string;
  /** Seconds per live HLS segment (a segment also waits for the next keyframe). */
  hlsSegmentSeconds: number;
  /** Segments a live playlist lists: the window a player can seek back in. */
  hlsListSize: number;
  /** How far back a viewer of a live room can rewind (its recording's last seconds, as a live window). */
  rewindSeconds: number;
  /** Recordings older than this are deleted (0 keeps them forever). */
  recordingRetentionDays: number;
  /** Most demo broadcasts on the air at once (0: none; never in production). */
  demoStreams: number;
  /** Share of one core, in percent, the demo broadcasts may use: their count is chosen from the CPU measured per room. */
  demoCpuBudgetPercent: number;
  /** Seconds between two snapshots of a live broadcast (its card's picture); 0: none. */
  snapshotSeconds: number;
  /** A live playlist not rewritten this long while its push is on is stalled: its remuxer is restarted. */
  outputStallSeconds: number;
  /** Restarts of one broadcast's remuxer before its broadcast is ended instead. */
  outputRestarts: number;
}

export function mediaConfig(): MediaConfig {
  const production = fromEnv.oneOf('NODE_ENV', ['development', 'test', 'production'], 'development') === 'production';
  return {
    rtmpPort: fromEnv.number('MEDIA_RTMP_PORT', 1935, { min: 0, max: 65535, integer: true }),
    rtmpHost: fromEnv.string('MEDIA_RTMP_HOST', '0.0.0.0'),
    publicUrl: fromEnv.string('MEDIA_PUBLIC_URL', '/media').replace(/\/$/, ''),
    dataDir: path.resolve(fromEnv.string('MEDIA_DIR', 'var/media')),
    ffmpegPath: fromEnv.string('FFMPEG_PATH', 'ffmpeg'),
    hlsSegmentSeconds: fromEnv.number('MEDIA_HLS_SEGMENT_SECONDS', 1, { min: 1, max: 10, integer: true }),
    hlsListSize: fromEnv.number('MEDIA_HLS_LIST_SIZE', 6, { min: 3, max: 30, integer: true }),
    rewindSeconds: fromEnv.number('MEDIA_REWIND_SECONDS', 600, { min: 10, integer: true }),
    recordingRetentionDays: fromEnv.number('MEDIA_RECORDING_RETENTION_DAYS', 30, { min: 0, integer: true }),
    demoStreams: fromEnv.number('MEDIA_DEMO_STREAMS', production ? 0 : 10, { min: 0, max: 40, integer: true }),
    demoCpuBudgetPercent: fromEnv.number('MEDIA_DEMO_CPU_BUDGET', 10, { min: 0.5, max: 200 }),
    snapshotSeconds: fromEnv.number('MEDIA_SNAPSHOT_SECONDS', 45, { min: 0, max: 600, integer: true }),
    outputStallSeconds: fromEnv.number('MEDIA_OUTPUT_STALL_SECONDS', 10, { min: 2, max: 120 }),
    outputRestarts: fromEnv.number('MEDIA_OUTPUT_RESTARTS', 2, { min: 0, max: 10, integer: true }),
  };
}
