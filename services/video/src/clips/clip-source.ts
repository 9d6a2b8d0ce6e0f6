/** What a clip is cut from (kept on its row until it is cut): an HLS playlist and seconds into it. */
export interface ClipSource {
  /** The playlist as players address it (`/media/vod/<broadcast>/index.m3u8`, a video's own playlist). */
  playlist: string;
  start: number;
  end: number;
}

/** Lengths a clip of a live room may have: its last 30 or 60 seconds. */
export const LIVE_CLIP_SECONDS = [30, 60] as const;
/** A range of a replay or video: 5 to 120 seconds. */
export const RANGE_MIN_SECONDS = 5;
export const RANGE_MAX_SECONDS = 120;
/** A goal clip: the room's last 30 seconds, cut this long after the goal (its segments are written by then). */
export const GOAL_CLIP_SECONDS = 30;
