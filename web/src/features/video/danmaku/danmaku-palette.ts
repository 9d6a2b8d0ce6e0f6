import type { DanmakuMode } from '../../danmaku/danmaku-source';

/** The colours a video's line may take: the video service's palette (`danmaku-style.ts`), white first. */
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

export const DANMAKU_MODES: DanmakuMode[] = ['scroll', 'top', 'bottom'];

export type DanmakuColor = (typeof DANMAKU_COLORS)[number];
