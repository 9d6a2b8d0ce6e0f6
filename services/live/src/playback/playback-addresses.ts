import { liveConfig } from '../live.config';

/**
 * Where the media service serves a room's live stream (HLS) — the addresses this service answers
 * for Live/getLiveUrl and live/convertURL. Recordings carry their own address (broadcasts.playback_url).
 */
export function liveStreamUrl(roomId: number): string {
  return `${liveConfig().mediaBaseUrl}/live/${roomId}/index.m3u8`;
}
