import { parseMediaPlaylist, runFfmpeg, totalSeconds, vodPlaylist } from '@arena/shared';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loopedStoryboardVtt, planStoryboard, storyboardArgs, storyboardVtt } from '../transcoding/storyboard';

/** One generated source clip: a picture made by ffmpeg's own sources, with the product's caption. */
export interface ClipRecipe {
  /** A lavfi video source (testsrc2, mandelbrot, life...) at the clip's size and rate. */
  source: string;
  /** Extra filters after the source (colour, motion). */
  look: string;
  caption: string;
  /** Tone of the silent-looking audio track: players want one. */
  hz: number;
}

const [WIDTH, HEIGHT] = [480, 270];
const SIZE = `${WIDTH}x${HEIGHT}`;
const FPS = 25;
/** Seconds of a clip the seeded videos play. */
export const CLIP_SECONDS = 8;
/** Seconds of a seeded broadcast's recording (its replay; its clips are cut from it). */
const RECORDING_SECONDS = 32;
/** Every render is HLS of 2 s segments, with a poster from the start of each (videos sharing a render still look apart). */
const SEGMENT_SECONDS = 2;
export const CLIP_POSTERS = CLIP_SECONDS / SEGMENT_SECONDS;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** The handful of clips every seeded video shares. */
export const CLIP_RECIPES: ClipRecipe[] = [
  { source: `testsrc2=size=${SIZE}:rate=${FPS}`, look: 'hue=h=90', caption: 'ARENA LIVE  FOOTBALL', hz: 220 },
  {
    source: `mandelbrot=size=${SIZE}:rate=${FPS}:start_scale=2.5:end_scale=0.6`,
    look: 'hue=s=1.4',
    caption: 'ARENA LIVE  HIGHLIGHTS',
    hz: 262,
  },
  {
    source: `life=size=${SIZE}:rate=${FPS}:mold=10:ratio=0.2:death_color=#0b3d2e:life_color=#f59e0b`,
    look: 'null',
    caption: 'ARENA LIVE  BASKETBALL',
    hz: 294,
  },
  {
    source: `cellauto=size=${SIZE}:rate=${FPS}:rule=110`,
    look: 'negate,hue=h=200:s=2',
    caption: 'ARENA LIVE  ESPORTS',
    hz: 330,
  },
  {
    source: `testsrc2=size=${SIZE}:rate=${FPS}`,
    look: 'hue=h=210:s=0.6,eq=contrast=1.2',
    caption: 'ARENA LIVE  TENNIS',
    hz: 349,
  },
  { source: `smptehdbars=size=${SIZE}:rate=${FPS}`, look: 'hue=h=t*40', caption: 'ARENA LIVE  BADMINTON', hz: 392 },
];

/** What the library holds: a recipe rendered for so many seconds. */
interface Render {
  recipe: ClipRecipe;
  seconds: number;
}

/** The library folder of a render: a digest of everything it is made from, so a changed recipe renders anew. */
function renderName({ recipe, seconds }: Render): string {
  return createHash('sha256')
    .update(JSON.stringify({ recipe, seconds, SIZE, FPS, SEGMENT_SECONDS, v: 4 }))
    .digest('hex')
    .slice(0, 16);
}

/** ffmpeg arguments of one render: `seconds` of HLS (2 s segments) into `dir`. */
function renderArgs({ recipe, seconds }: Render, dir: string): string[] {
  const font = existsSync(FONT) ? `fontfile=${FONT}:` : '';
  const caption = `drawbox=x=0:y=ih-40:w=iw:h=40:color=black@0.55:t=fill,drawtext=${font}text='${recipe.caption}':fontcolor=white:fontsize=20:x=16:y=h-30`;
  const clock = `drawtext=${font}text='%{pts\\:hms}':fontcolor=white@0.8:fontsize=16:x=w-tw-14:y=12`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    // Durations on the inputs: the sources are endless otherwise.
    '-t',
    String(seconds),
    '-f',
    'lavfi',
    '-i',
    recipe.source,
    '-t',
    String(seconds),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${recipe.hz}:sample_rate=44100`,
    '-vf',
    `${recipe.look},${caption},${clock},format=yuv420p`,
    '-af',
    'volume=0.05',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '28',
    '-g',
    String(FPS * SEGMENT_SECONDS),
    '-keyint_min',
    String(FPS * SEGMENT_SECONDS),
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(dir, 's%02d.ts'),
    path.join(dir, 'index.m3u8'),
  ];
}

/** Poster `n`: the first frame of segment `n` (a keyframe, 2n s in); `posterName(n)` in the render's folder. */
export const posterName = (n: number) => `poster-${n}.jpg`;

const posterArgs = (dir: string, n: number) => [
  '-hide_banner',
  '-loglevel',
  'error',
  '-y',
  '-i',
  path.join(dir, `s${String(n).padStart(2, '0')}.ts`),
  '-frames:v',
  '1',
  '-q:v',
  '4',
  path.join(dir, posterName(n)),
];

/** The render's seek previews, as uploads get them (`storyboard.jpg` and `storyboard.vtt`). */
async function renderStoryboard(ffmpegPath: string, dir: string, seconds: number): Promise<void> {
  const plan = planStoryboard(seconds, WIDTH, HEIGHT);
  await runFfmpeg(
    ffmpegPath,
    storyboardArgs(path.join(dir, 'index.m3u8'), path.join(dir, 'storyboard.jpg'), plan),
    'ffmpeg could not render a clip',
  );
  await writeFile(path.join(dir, 'storyboard.vtt'), storyboardVtt(plan, seconds, 'storyboard.jpg'));
}

/** Seconds between the seek previews of a looped recording (a two-hour replay gets 720). */
const LOOP_PREVIEW_SECONDS = 10;

/**
 * A recording played for a whole seeded broadcast (`seconds`, two hours): a VOD playlist in its
 * library folder repeating its segments, each round after a discontinuity (its timestamps start
 * again), and seek previews over the whole length from its sprite. Answers both files' names and
 * the playlist's seconds (whole rounds, at least one). Written anew each seed: a few KB.
 */
export async function ensureRecordingLoop(
  libraryDir: string,
  recording: string,
  seconds: number,
): Promise<{ playlist: string; storyboard: string; seconds: number }> {
  const dir = path.join(libraryDir, recording);
  const index = path.join(dir, 'index.m3u8');
  const { segments } = parseMediaPlaylist(await readFile(index, 'utf8'), pathToFileURL(index).href);
  const files = segments.map((segment) => ({
    name: path.basename(new URL(segment.url).pathname),
    seconds: segment.seconds,
  }));
  const loopSeconds = totalSeconds(segments);
  const rounds = Math.max(1, Math.round(seconds / loopSeconds));
  const looped = Array.from({ length: rounds }, (_, round) =>
    files.map((file, i) => ({ ...file, discontinuity: round > 0 && i === 0 })),
  ).flat();
  const total = Math.round(rounds * loopSeconds);
  const names = { playlist: `loop-${total}.m3u8`, storyboard: `loop-${total}.vtt` };
  await writeFile(path.join(dir, names.playlist), vodPlaylist(looped));
  const vtt = loopedStoryboardVtt(
    planStoryboard(RECORDING_SECONDS, WIDTH, HEIGHT),
    { loopSeconds, durationSeconds: total, cueSeconds: LOOP_PREVIEW_SECONDS },
    'storyboard.jpg',
  );
  await writeFile(path.join(dir, names.storyboard), vtt);
  return { ...names, seconds: total };
}

/** The library's folders: the seeded videos' clips and the seeded broadcasts' recordings, both in recipe order. */
export interface ClipLibrary {
  clips: string[];
  recordings: string[];
}

/**
 * Renders what is missing from `libraryDir` (each once, into a temporary folder renamed when done,
 * so an interrupted render leaves nothing half made), removes older renders, and answers the folder
 * names: every recipe as an 8 s clip and as a 32 s recording.
 */
export async function ensureClipLibrary(libraryDir: string, ffmpegPath: string): Promise<ClipLibrary> {
  await mkdir(libraryDir, { recursive: true });
  const library: ClipLibrary = { clips: [], recordings: [] };
  // One render at a time: x264 takes the cores.
  for (const recipe of CLIP_RECIPES) {
    library.clips.push(await ensureRender(libraryDir, ffmpegPath, { recipe, seconds: CLIP_SECONDS }));
    library.recordings.push(await ensureRender(libraryDir, ffmpegPath, { recipe, seconds: RECORDING_SECONDS }));
  }
  // Renders of recipes that changed since are never listed again.
  const names = [...library.clips, ...library.recordings];
  const stale = (await readdir(libraryDir)).filter((entry) => !names.includes(entry));
  await Promise.all(stale.map((entry) => rm(path.join(libraryDir, entry), { recursive: true, force: true })));
  return library;
}

async function ensureRender(libraryDir: string, ffmpegPath: string, render: Render): Promise<string> {
  const name = renderName(render);
  const dir = path.join(libraryDir, name);
  if (existsSync(path.join(dir, 'storyboard.vtt'))) return name;
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await runFfmpeg(ffmpegPath, renderArgs(render, partial), 'ffmpeg could not render a clip');
  for (let n = 0; n < render.seconds / SEGMENT_SECONDS; n++)
    await runFfmpeg(ffmpegPath, posterArgs(partial, n), 'ffmpeg could not render a clip');
  // Last: its file is what says the render is complete.
  await renderStoryboard(ffmpegPath, partial, render.seconds);
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  return name;
}
