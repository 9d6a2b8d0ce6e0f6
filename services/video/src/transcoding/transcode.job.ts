import { defineJob } from '@arena/shared';

/**
 * Transcode an uploaded video into its HLS ladder, poster and storyboard. A failing run (ffmpeg
 * crashed, the disk filled) is retried twice, 5 s then 10 s later; the third failure is final and the
 * uploader is told.
 */
export const TRANSCODE_VIDEO = defineJob<{ videoId: number }>('video.transcode-upload', {
  attempts: 3,
  backoffMs: 5000,
});

/** Delete uploads abandoned halfway, or finished and never made a video (hourly). */
export const REMOVE_EXPIRED_UPLOADS = defineJob<Record<string, never>>('video.remove-expired-uploads');
