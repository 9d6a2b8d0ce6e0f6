import { useEffect, useState } from 'react';

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

/** Storyboards fetched in this page, by address: a file never changes under its name (decision 045). */
const fetched = new Map<string, Promise<StoryboardCue[]>>();

function load(url: string): Promise<StoryboardCue[]> {
  let cues = fetched.get(url);
  if (!cues) {
    cues = fetch(url)
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`storyboard ${answer.status}`);
        return parseStoryboard(await answer.text(), url);
      })
      // A video without previews still plays; a later player of it asks again.
      .catch(() => {
        fetched.delete(url);
        return [];
      });
    fetched.set(url, cues);
  }
  return cues;
}

/**
 * The storyboard of a video (none for a live stream or a video without one), fetched once per page.
 * Not through React Query: the player's chunk would pull it out of the first route's shared chunk.
 */
export function useStoryboard(url: string | undefined): StoryboardCue[] {
  const [loaded, setLoaded] = useState<{ url: string; cues: StoryboardCue[] } | null>(null);
  useEffect(() => {
    if (!url) return;
    let gone = false;
    void load(url).then((cues) => !gone && setLoaded({ url, cues }));
    return () => {
      gone = true;
    };
  }, [url]);
  return url && loaded?.url === url ? loaded.cues : [];
}
