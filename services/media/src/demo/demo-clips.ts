import { runFfmpeg } from '@arena/shared';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The sports of the rooms (live room types 1..6), each with its own clip. */
export const CLIP_SPORTS = {
  1: 'football',
  2: 'basketball',
  3: 'games',
  4: 'tennis',
  5: 'badminton',
  6: 'other',
} as const;
export type ClipSport = (typeof CLIP_SPORTS)[keyof typeof CLIP_SPORTS];

export const clipSportOf = (roomType: number): ClipSport =>
  CLIP_SPORTS[roomType as keyof typeof CLIP_SPORTS] ?? 'other';

/** Picture and sound of every clip: a loop of whole GOPs, so `-stream_loop -1 -c copy` joins cleanly. */
export const CLIP_FORMAT = { width: 640, height: 360, fps: 20, gopFrames: 40, seconds: 8 } as const;

interface Look {
  /** Ground colour and the markings (x, y, w, h, colour, thickness) drawn on it. */
  ground: string;
  lines: [number, number, number, number, string, number | 'fill'][];
  /** The ball: colour and size in pixels. */
  ball: [string, number];
  /** Team colours (home, away) for the players and the score bug. */
  teams: [string, string];
  label: string;
  score: string;
}

const W = CLIP_FORMAT.width;
const H = CLIP_FORMAT.height;
const LOOKS: Record<ClipSport, Look> = {
  football: {
    ground: '0x2e7d32',
    lines: [
      [0, 0, W / 8, H, '0x33883a', 'fill'],
      [W / 4, 0, W / 8, H, '0x33883a', 'fill'],
      [W / 2, 0, W / 8, H, '0x33883a', 'fill'],
      [(3 * W) / 4, 0, W / 8, H, '0x33883a', 'fill'],
      [20, 20, W - 40, H - 40, 'white', 3],
      [W / 2 - 1, 20, 3, H - 40, 'white', 'fill'],
      [20, H / 2 - 70, 90, 140, 'white', 3],
      [W - 110, H / 2 - 70, 90, 140, 'white', 3],
      [W / 2 - 45, H / 2 - 45, 90, 90, 'white', 3],
    ],
    ball: ['white', 14],
    teams: ['0xd32f2f', '0x1565c0'],
    label: 'FOOTBALL',
    score: 'RED 1 - 0 BLU',
  },
  basketball: {
    ground: '0xc9863f',
    lines: [
      [20, 20, W - 40, H - 40, 'white', 3],
      [W / 2 - 1, 20, 3, H - 40, 'white', 'fill'],
      [20, H / 2 - 60, 120, 120, '0xa0522d', 'fill'],
      [W - 140, H / 2 - 60, 120, 120, '0xa0522d', 'fill'],
      [W / 2 - 40, H / 2 - 40, 80, 80, 'white', 3],
    ],
    ball: ['0xff6d00', 16],
    teams: ['0x6a1b9a', '0xfbc02d'],
    label: 'BASKETBALL',
    score: 'PUR 58 - 61 GLD',
  },
  games: {
    ground: '0x101828',
    lines: [
      [40, 40, W - 80, H - 80, '0x1e3a5f', 2],
      [W / 2 - 1, 40, 2, H - 80, '0x1e3a5f', 'fill'],
      [40, H / 2 - 1, W - 80, 2, '0x1e3a5f', 'fill'],
      [60, 60, 60, 60, '0x1d4ed8', 'fill'],
      [W - 120, H - 120, 60, 60, '0xb91c1c', 'fill'],
    ],
    ball: ['0x22d3ee', 12],
    teams: ['0x3b82f6', '0xef4444'],
    label: 'ESPORTS',
    score: 'BLUE 12 - 9 RED',
  },
  tennis: {
    ground: '0x1e4f91',
    lines: [
      [0, 0, W, H, '0x2e7d6a', 36],
      [50, 40, W - 100, H - 80, 'white', 3],
      [50, 75, W - 100, H - 150, 'white', 2],
      [W / 2 - 1, 30, 3, H - 60, '0xdddddd', 'fill'],
      [W / 4, H / 2 - 1, W / 2, 2, 'white', 'fill'],
    ],
    ball: ['0xdcf000', 10],
    teams: ['0xffffff', '0xf97316'],
    label: 'TENNIS',
    score: 'WHT 6-4 3-2 ORG',
  },
  badminton: {
    ground: '0x2f6e4f',
    lines: [
      [50, 40, W - 100, H - 80, 'white', 3],
      [50, 65, W - 100, H - 130, 'white', 2],
      [W / 2 - 1, 30, 3, H - 60, '0xeeeeee', 'fill'],
      [W / 2 - 100, 40, 3, H - 80, 'white', 'fill'],
      [W / 2 + 100, 40, 3, H - 80, 'white', 'fill'],
    ],
    ball: ['white', 10],
    teams: ['0xe11d48', '0x0ea5e9'],
    label: 'BADMINTON',
    score: 'ROS 21-18 11-9 SKY',
  },
  other: {
    ground: '0x4b5563',
    lines: [
      [30, 30, W - 60, H - 60, '0x374151', 40],
      [30, 30, W - 60, H - 60, 'white', 2],
      [70, 70, W - 140, H - 140, 'white', 2],
      [W / 2 - 2, 30, 4, 40, 'white', 'fill'],
      [0, 0, W, 30, '0x166534', 'fill'],
      [0, H - 30, W, 30, '0x166534', 'fill'],
    ],
    ball: ['0xef4444', 18],
    teams: ['0xfacc15', '0x22c55e'],
    label: 'MOTORSPORT',
    score: 'LAP 12/58',
  },
};

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/**
 * The ffmpeg arguments that draw a sport's clip (made for the project: a playing surface, two teams'
 * players moving on it, the ball, a score bug, and a crowd's murmur), H.264 + AAC in FLV. Every moving
 * thing follows a path with the clip's length as its period, so the loop has no jump; a keyframe every
 * `gopFrames` and a length of whole GOPs let the loop be copied, never encoded again.
 */
export function clipRecipe(sport: ClipSport, output: string): string[] {
  const look = LOOKS[sport];
  const { fps, gopFrames, seconds } = CLIP_FORMAT;
  const period = `(2*PI*t/${seconds})`;
  const filters: string[] = [
    `[0:v]${look.lines.map(([x, y, w, h, c, t]) => `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${c}:t=${t}`).join(',')}[g0]`,
  ];
  // Five players a side, each circling its own spot; the ball travels a figure of eight.
  const movers: { colour: string; size: number; x: string; y: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const home = i < 5;
    const cx = home ? 120 + (i % 5) * 50 : W - 120 - (i % 5) * 50;
    const cy = 70 + ((i * 53) % (H - 140));
    movers.push({
      colour: look.teams[home ? 0 : 1],
      size: 14,
      x: `${cx}+${25 + i * 3}*sin(${period}*${1 + (i % 2)}+${i})`,
      y: `${cy}+${18 + i * 2}*cos(${period}+${i})`,
    });
  }
  movers.push({
    colour: look.ball[0],
    size: look.ball[1],
    x: `${W / 2}+${W / 3}*sin(${period})`,
    y: `${H / 2}+${H / 4}*sin(2*${period})`,
  });
  const inputs: string[] = [];
  movers.forEach((mover, i) => {
    inputs.push('-f', 'lavfi', '-i', `color=c=${mover.colour}:s=${mover.size}x${mover.size}:r=${fps}:d=${seconds}`);
    filters.push(
      `[g${i}][${i + 2}:v]overlay=x='${mover.x}-${mover.size / 2}':y='${mover.y}-${mover.size / 2}':eval=frame[g${i + 1}]`,
    );
  });
  const font = existsSync(FONT) ? `fontfile=${FONT}:` : '';
  const bug = [
    `drawbox=x=14:y=12:w=250:h=34:color=0x000000@0.72:t=fill`,
    `drawbox=x=14:y=12:w=8:h=34:color=${look.teams[0]}:t=fill`,
    `drawbox=x=256:y=12:w=8:h=34:color=${look.teams[1]}:t=fill`,
    `drawtext=${font}text='${look.score}':fontcolor=white:fontsize=18:x=32:y=20`,
    `drawbox=x=${W - 120}:y=12:w=104:h=30:color=0xdc2626@0.9:t=fill`,
    `drawtext=${font}text='LIVE DEMO':fontcolor=white:fontsize=14:x=${W - 104}:y=20`,
    `drawtext=${font}text='${look.label}':fontcolor=white@0.85:fontsize=16:x=(w-tw)/2:y=h-28`,
    'format=yuv420p',
  ].join(',');
  filters.push(`[g${movers.length}]${bug}[v]`);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${look.ground}:s=${W}x${H}:r=${fps}:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=color=brown:amplitude=0.08:sample_rate=48000:duration=${seconds}`,
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[v]',
    '-map',
    '1:a',
    '-af',
    'lowpass=f=700,volume=0.6',
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-crf',
    '30',
    '-maxrate',
    '400k',
    '-bufsize',
    '800k',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(gopFrames),
    '-keyint_min',
    String(gopFrames),
    '-sc_threshold',
    '0',
    '-bf',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-t',
    String(seconds),
    '-f',
    'flv',
    output,
  ];
}

/** A demo broadcast's encoder: the clip on a loop, copied (never encoded again) to the RTMP address. */
export function demoPushArgs(clip: string, target: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-re',
    '-stream_loop',
    '-1',
    '-i',
    clip,
    '-c',
    'copy',
    '-f',
    'flv',
    target,
  ];
}

/** The cached clip's file name: the sport and a digest of its recipe, so a changed recipe renders anew. */
export function clipFileName(sport: ClipSport): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(clipRecipe(sport, 'OUT')))
    .digest('hex')
    .slice(0, 12);
  return `${sport}-${digest}.flv`;
}

/**
 * The demo clips, rendered once into `dir` (under MEDIA_DIR) and kept: a clip is rendered only when
 * its file is missing or its recipe changed (older renders of the sport are deleted).
 */
export class DemoClips {
  private readonly rendering = new Map<ClipSport, Promise<string>>();

  constructor(
    private readonly dir: string,
    private readonly ffmpegPath: string,
  ) {}

  /** The clip of a sport, rendering it first if needed. */
  clip(sport: ClipSport): Promise<string> {
    let pending = this.rendering.get(sport);
    if (!pending) {
      pending = this.render(sport);
      this.rendering.set(sport, pending);
      pending.catch(() => this.rendering.delete(sport));
    }
    return pending;
  }

  private async render(sport: ClipSport): Promise<string> {
    const file = path.join(this.dir, clipFileName(sport));
    if (existsSync(file)) return file;
    await mkdir(this.dir, { recursive: true });
    const partial = `${file}.partial`;
    await runFfmpeg(this.ffmpegPath, clipRecipe(sport, partial), 'ffmpeg could not render a demo clip');
    await rename(partial, file);
    const stale = (await readdir(this.dir)).filter(
      (name) => name.startsWith(`${sport}-`) && name !== path.basename(file),
    );
    await Promise.all(stale.map((name) => rm(path.join(this.dir, name), { force: true })));
    return file;
  }
}
