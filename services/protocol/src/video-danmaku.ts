/**
 * What a viewer may choose for a line: Bilibili's everyday palette and its three modes. Live rooms fly
 * plain danmaku across the player and hold paid ones at the top; a video's line is free, so the choice
 * is a colour from this palette and where it shows, never a style that is sold in live rooms. The
 * video service checks it, the site offers it.
 */
export const DANMAKU_COLORS = [
  '#ffffff',
  '#fe0302',
  '#ff7204',
  '#ffaa02',
  '#ffd302',
  '#a0ee00',
  '#00cd00',
  '#019899',
  '#4266be',
  '#89d5ff',
  '#cc0273',
] as const;

/** `scroll`: across the player, right to left; `top` / `bottom`: held in place, centred, a few seconds. */
export const DANMAKU_MODES = ['scroll', 'top', 'bottom'] as const;

export type DanmakuColor = (typeof DANMAKU_COLORS)[number];
export type DanmakuMode = (typeof DANMAKU_MODES)[number];
