import { liveConfig } from '../live.config';

/**
 * Where the media service serves a room's live stream — HLS, and HTTP-FLV for the low-latency mode —
 * the addresses this service answers for Live/getLiveUrl and live/convertURL. Recordings carry their
 * own address (broadcasts.playback_url), which the media service reports.
 */
export function liveStreamUrl(roomId: number): string {
  return `${liveConfig().mediaBaseUrl}/live/${roomId}/index.m3u8`;
}

/** The room's rewind window: the last minutes of its recording as a live playlist (none when not recorded). */
export function liveRewindUrl(roomId: number): string {
  return `${liveConfig().mediaBaseUrl}/live/${roomId}/dvr.m3u8`;
}

export function liveFlvUrl(roomId: number): string {
  return `${liveConfig().mediaBaseUrl}/flv/${roomId}.flv`;
}

/** A recent frame of the room's live video (the media service renews it while the room is on the air). */
export function liveSnapshotUrl(roomId: number): string {
  return `${liveConfig().mediaBaseUrl}/live/${roomId}/snapshot.jpg`;
}
