import { fromEnv } from '@arena/shared';

/** Live settings with their documented defaults (docs/services/live.md); env overrides them. */
export interface LiveConfig {
  /** How long a list answer is served from Redis before it is read again (a room change clears it at once). */
  listCacheSeconds: number;
  /** Where streamers push their stream (RTMP), shown in the streamer area with the room's stream key. */
  pushUrl: string;
}

export function liveConfig(): LiveConfig {
  return {
    listCacheSeconds: fromEnv.number('LIVE_LIST_CACHE_SECONDS', 30, { min: 1, integer: true }),
    pushUrl: fromEnv.string('LIVE_PUSH_URL', 'rtmp://127.0.0.1:1935/live'),
  };
}
