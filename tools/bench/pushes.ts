import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/** The seeded streamers' phone numbers (password `anchor123`), each the owner of one room. */
export const SEEDED_STREAMERS = Array.from({ length: 36 }, (_, i) => `139000001${String(i + 1).padStart(2, '0')}`);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ffmpegInstalled = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

export function ffmpeg(args: string[]): ChildProcess {
  return spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args], { stdio: 'ignore' });
}

/** A stream key of each streamer's room, as the streamer makes it on the site (`/api/stream-keys`). */
export async function streamKeys(edge: string, mobiles: string[]): Promise<{ roomId: number; key: string }[]> {
  const post = async (url: string, body: object, token?: string) =>
    (await (
      await fetch(`${edge}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; data: Record<string, unknown> };
  const keys: { roomId: number; key: string }[] = [];
  for (const mobile of mobiles) {
    const login = await post('/api/user/login', { mobile, password: 'anchor123', device_type: 'pc' });
    const made = await post('/api/stream-keys', {}, login.data.token as string);
    keys.push({ roomId: made.data.room_id as number, key: made.data.stream_key as string });
  }
  return keys;
}

/**
 * A looping test clip (moving picture and a tone, a keyframe every 2 s) written to `file`, pushed
 * with stream copy so the encoders cost little.
 */
export function makeClip(file: string, { size, bitrate }: { size: string; bitrate: string }): void {
  spawnSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=30`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100',
    '-t',
    '10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '60',
    '-b:v',
    bitrate,
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    path.resolve(file),
  ]);
}

/** Pushes the clip in a loop, in real time, to the room's key. */
export function pushLoop(rtmp: string, key: string, clip: string): ChildProcess {
  return ffmpeg(['-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy', '-f', 'flv', `${rtmp}/${key}`]);
}

/** Ms from `since` until the room's live playlist lists a segment (through the edge). */
export async function playlistReady(edge: string, roomId: number, since: number): Promise<number> {
  for (;;) {
    // A room just on the air answers a playlist without segments at once: the first segment counts.
    const playlist = await fetch(`${edge}/media/live/${roomId}/index.m3u8`);
    const text = await playlist.text();
    if (playlist.ok && text.includes('#EXTINF')) return Date.now() - since;
    if (Date.now() - since > 60_000)
      throw new Error(`room ${roomId}: no playlist within 60 s (last answer ${playlist.status} ${text.slice(0, 120)})`);
    await delay(25);
  }
}
