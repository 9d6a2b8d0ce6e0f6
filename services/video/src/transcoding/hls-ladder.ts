/** One rung of the ladder: its name in file names and the master playlist, its height and bitrates. */
export interface Rendition {
  name: string;
  height: number;
  videoKbps: number;
}

const LADDER: Rendition[] = [
  { name: '360p', height: 360, videoKbps: 800 },
  { name: '720p', height: 720, videoKbps: 2800 },
];

/** Seconds per HLS segment, and between forced keyframes (each segment starts on one). */
const SEGMENT_SECONDS = 4;
const KEYFRAME_SECONDS = 2;

/**
 * The renditions of a source `sourceHeight` tall: the ladder's rungs up to its height, never above
 * it; a source smaller than the lowest rung gets one rendition at its own height.
 */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const fitting = LADDER.filter((rung) => rung.height <= sourceHeight);
  if (fitting.length > 0) return fitting;
  const height = Math.max(2, sourceHeight - (sourceHeight % 2));
  return [{ name: `${height}p`, height, videoKbps: Math.round((LADDER[0].videoKbps * height) / LADDER[0].height) }];
}

/** A picture made from the same decode as the ladder: the frame its filter gives last (a poster, a storyboard sprite). */
export interface Still {
  file: string;
  /** Filters from the decoded video to the one frame written. */
  filter: string;
  /** JPEG quality, ffmpeg's -q:v (2 best ... 31). */
  quality: number;
}

/**
 * ffmpeg arguments encoding `source` once into every rendition (one decode, scaled per rung) as VOD
 * HLS in `folder`: `<name>.m3u8` and `<name>_NNN.ts` per rendition, and `master.m3u8` listing them;
 * `stills` are written from the same decode (`split`), each a JPEG output of its own.
 * Progress goes to stdout (`-progress`).
 */
export function ladderArgs(
  source: string,
  folder: string,
  renditions: Rendition[],
  options: { hasAudio: boolean; preset: string; stills?: Still[] },
): string[] {
  const stills = options.stills ?? [];
  const branches = renditions.length + stills.length;
  const input = (i: number) => (branches > 1 ? `[s${i}]` : '[0:v]');
  const split =
    branches > 1 ? `[0:v]split=${branches}${Array.from({ length: branches }, (_, i) => `[s${i}]`).join('')};` : '';
  const scales = renditions.map((rung, i) => `${input(i)}scale=-2:${rung.height}[v${i}]`);
  const pictures = stills.map((still, i) => `${input(renditions.length + i)}${still.filter}[p${i}]`);
  const args = [
    '-v',
    'error',
    '-nostats',
    '-y',
    '-i',
    source,
    '-progress',
    'pipe:1',
    '-filter_complex',
    split + [...scales, ...pictures].join(';'),
  ];
  renditions.forEach((rung, i) => {
    args.push('-map', `[v${i}]`);
    if (options.hasAudio) args.push('-map', '0:a:0');
    args.push(
      `-c:v:${i}`,
      'libx264',
      `-b:v:${i}`,
      `${rung.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(rung.videoKbps * 1.07)}k`,
      `-bufsize:v:${i}`,
      `${rung.videoKbps * 2}k`,
    );
  });
  args.push(
    '-preset',
    options.preset,
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
  );
  if (options.hasAudio) args.push('-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000');
  const streamMap = renditions
    .map((rung, i) => `v:${i}${options.hasAudio ? `,a:${i}` : ''},name:${rung.name}`)
    .join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    `${folder}/%v_%03d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    `${folder}/%v.m3u8`,
  );
  stills.forEach((still, i) =>
    args.push('-map', `[p${i}]`, '-frames:v', '1', '-q:v', String(still.quality), still.file),
  );
  return args;
}
