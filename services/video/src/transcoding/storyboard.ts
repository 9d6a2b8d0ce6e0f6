/** Seek previews: thumbnails of the video in one sprite image, described by a WebVTT file. */
export interface StoryboardPlan {
  /** Seconds between thumbnails. */
  interval: number;
  count: number;
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

const TILE_WIDTH = 160;
const COLUMNS = 10;
/** At most this many thumbnails, whatever the length: the sprite stays one small image. */
const MOST_TILES = 100;

export function planStoryboard(durationSeconds: number, width: number, height: number): StoryboardPlan {
  const interval = Math.max(1, Math.ceil(durationSeconds / MOST_TILES));
  const count = Math.max(1, Math.ceil(durationSeconds / interval));
  const tileHeight = Math.max(2, Math.round((TILE_WIDTH * height) / width / 2) * 2);
  return {
    interval,
    count,
    columns: Math.min(COLUMNS, count),
    rows: Math.ceil(count / COLUMNS),
    tileWidth: TILE_WIDTH,
    tileHeight,
  };
}

/** The filter making the sprite of a video's frames: one every `interval` seconds, tiled row by row (one image at the end). */
export const storyboardFilter = (plan: StoryboardPlan) =>
  `fps=1/${plan.interval},scale=${plan.tileWidth}:${plan.tileHeight},tile=${plan.columns}x${plan.rows}`;

/** JPEG quality (ffmpeg's -q:v) of the sprite: small thumbnails. */
export const STORYBOARD_QUALITY = 5;

/** ffmpeg arguments writing the sprite alone, from its own decode of the source. */
export function storyboardArgs(source: string, sprite: string, plan: StoryboardPlan): string[] {
  return [
    '-v',
    'error',
    '-y',
    '-i',
    source,
    '-an',
    '-vf',
    storyboardFilter(plan),
    '-frames:v',
    '1',
    '-q:v',
    String(STORYBOARD_QUALITY),
    sprite,
  ];
}

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  const hh = String(Math.floor(whole / 3600)).padStart(2, '0');
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  const ms = String(Math.round((seconds - whole) * 1000)).padStart(3, '0');
  return `${hh}:${mm}:${ss}.${ms}`;
};

/** A cue of the thumbnails track: from `start` to `end` seconds, showing the sprite's tile `tile`. */
const cue = (plan: StoryboardPlan, spriteName: string, start: number, end: number, tile: number) => {
  const x = (tile % plan.columns) * plan.tileWidth;
  const y = Math.floor(tile / plan.columns) * plan.tileHeight;
  return `${clock(start)} --> ${clock(end)}\n${spriteName}#xywh=${x},${y},${plan.tileWidth},${plan.tileHeight}`;
};

/**
 * The WebVTT "thumbnails track" players read for seek previews: each cue's text is the sprite's
 * address with the tile's place (`storyboard.jpg#xywh=x,y,w,h`), relative to the VTT file.
 */
export function storyboardVtt(plan: StoryboardPlan, durationSeconds: number, spriteName: string): string {
  const cues = Array.from({ length: plan.count }, (_, i) =>
    cue(plan, spriteName, i * plan.interval, Math.min((i + 1) * plan.interval, durationSeconds), i),
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * The thumbnails track of a video that plays a `loopSeconds` long one (whose sprite `plan` is) over
 * and over for `durationSeconds`: a cue every `cueSeconds`, showing the loop's tile of that moment.
 */
export function loopedStoryboardVtt(
  plan: StoryboardPlan,
  loop: { loopSeconds: number; durationSeconds: number; cueSeconds: number },
  spriteName: string,
): string {
  const cues = Array.from({ length: Math.ceil(loop.durationSeconds / loop.cueSeconds) }, (_, i) => {
    const start = i * loop.cueSeconds;
    const tile = Math.min(plan.count - 1, Math.floor((start % loop.loopSeconds) / plan.interval));
    return cue(plan, spriteName, start, Math.min(start + loop.cueSeconds, loop.durationSeconds), tile);
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
