import { fromEnv } from '@arena/shared';

/** Clip settings with their defaults; env overrides them. */
export function clipsConfig() {
  return {
    /** Where the media service's recordings are addressed (`<this>/vod/<broadcast>/index.m3u8`), as players do. */
    mediaUrl: fromEnv.string('MEDIA_PUBLIC_URL', '/media').replace(/\/$/, ''),
    /** Clips one user may start per minute. */
    perMinute: fromEnv.number('CLIPS_PER_MINUTE', 5, { min: 1, integer: true }),
    /** A goal clip is cut this long after the goal, once the goal's segments are in the recording. */
    goalDelayMs: fromEnv.number('CLIP_GOAL_DELAY_MS', 5000, { min: 0, integer: true }),
  };
}
