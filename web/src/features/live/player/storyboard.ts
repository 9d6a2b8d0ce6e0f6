import { useQuery } from '@tanstack/react-query';

/** One seek-preview thumbnail: a tile of the sprite, shown for a span of the video. */
export interface StoryboardCue {
  start: number;
  end: number;
  /** The sprite image's address. */
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const seconds = (clock: string) =>
  clock
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);

/**
 * Reads a WebVTT "thumbnails track" (the video service's storyboard): each cue's text names the sprite,
 * relative to the VTT file, with the tile's place (`storyboard.jpg#xywh=x,y,w,h`).
 */
export function parseStoryboard(vtt: string, vttUrl: string): StoryboardCue[] {
  const base = new URL(vttUrl, 'http://site.invalid/');
  const cues: StoryboardCue[] = [];
  for (const block of vtt.replace(/\r/g, '').split(/\n\n+/)) {
    const lines = block.split('\n').filter(Boolean);
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0 || !lines[timing + 1]) continue;
    const [from, to] = lines[timing].split('-->');
    const [file, fragment] = lines[timing + 1].trim().split('#xywh=');
    const [x, y, width, height] = (fragment ?? '').split(',').map(Number);
    if (![x, y, width, height].every(Number.isFinite)) continue;
    const image = new URL(file, base);
    cues.push({
      start: seconds(from),
      end: seconds(to.trim().split(/\s/)[0]),
      // Same origin: the path alone, as the page asks for it.
      image: image.origin === base.origin ? image.pathname : image.href,
      x,
      y,
      width,
      height,
    });
  }
  return cues;
}

/** The thumbnail of the moment `at` (seconds): the cue it falls in, else the last one before it. */
export function cueAt(cues: StoryboardCue[], at: number): StoryboardCue | undefined {
  let found: StoryboardCue | undefined;
  for (const cue of cues) {
    if (cue.start > at) break;
    found = cue;
  }
  return found;
}

/** The storyboard of a video (none for a live stream or a video without one), fetched once. */
export function useStoryboard(url: string | undefined): StoryboardCue[] {
  const cues = useQuery({
    queryKey: ['storyboard', url],
    queryFn: async () => {
      const answer = await fetch(url as string);
      if (!answer.ok) throw new Error(`storyboard ${answer.status}`);
      return parseStoryboard(await answer.text(), url as string);
    },
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: 1,
  });
  return cues.data ?? [];
}
