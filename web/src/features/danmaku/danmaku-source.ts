import type { DanmakuMode } from '@arena/protocol';
// `scroll`: across the player, right to left; `top` / `bottom`: held in place, centred, a few seconds.
export type { DanmakuMode } from '@arena/protocol';

/** One line to draw over the player. */
export interface DanmakuLine {
  /** Unique among the lines on screen. */
  key: string;
  text: string;
  /** The viewer's own line: drawn framed. */
  own?: boolean;
  /** A CSS colour (a noble's tier colour, a video line's chosen colour); white otherwise. */
  color?: string;
  mode?: DanmakuMode;
}

/**
 * Where an overlay's lines come from: a live room's chat as it arrives, a video's lines as its playback
 * reaches them. `show` draws a line now; `clear` takes every line off (the playback jumped elsewhere);
 * `remove` takes one off (its author deleted it). Answers the unsubscribe.
 */
export interface DanmakuSource {
  subscribe(show: (line: DanmakuLine) => void, clear: () => void, remove?: (key: string) => void): () => void;
}
