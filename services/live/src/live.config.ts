import { fromEnv } from '@arena/shared';

/** Live settings with their documented defaults (docs/services/live.md); env overrides them. */
export interface LiveConfig {
  /** How long a public list is served from memory before it is read again (a room change retires it at once). */
  listCacheSeconds: number;
  /** How often every live room's heat is recomputed from viewers, danmaku and gifts. */
  heatEveryMs: number;
  /** Longest gap between two room-info reads of a viewer still counted as watching time. */
  watchGapMinutes: number;
  /** Where the media service serves streams (live HLS at <base>/live/<room>/index.m3u8). */
  mediaBaseUrl: string;
  /** The site's address in share links; empty: links relative to the site's origin. */
  publicBaseUrl: string;
  /** Where streamers push their stream (RTMP), shown in the streamer area with the room's stream key. */
  pushUrl: string;
  /** How long a kicked-out streamer's pushes are refused. */
  kickoutBlockMinutes: number;
}

export function liveConfig(): LiveConfig {
  return {
    listCacheSeconds: fromEnv.number('LIVE_LIST_CACHE_SECONDS', 10, { min: 1, integer: true }),
    pushUrl: fromEnv.string('LIVE_PUSH_URL', 'rtmp://127.0.0.1:1935/live'),
    heatEveryMs: fromEnv.number('LIVE_HEAT_EVERY_MS', 15_000, { min: 1000, integer: true }),
    watchGapMinutes: fromEnv.number('LIVE_WATCH_GAP_MINUTES', 3, { min: 1, integer: true }),
    mediaBaseUrl: fromEnv.string('MEDIA_PUBLIC_URL', '/media').replace(/\/$/, ''),
    publicBaseUrl: fromEnv.string('PUBLIC_BASE_URL', '').replace(/\/$/, ''),
    kickoutBlockMinutes: fromEnv.number('LIVE_KICKOUT_BLOCK_MINUTES', 30, { min: 0, integer: true }),
  };
}
