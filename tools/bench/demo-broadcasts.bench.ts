import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DemoClips, demoPushArgs } from '@arena/media';
import { BUILT_SERVICES } from '@arena/shared';
import type { Bench } from './bench';
import { cpuSeconds } from './cpu-time';
import { ffmpegInstalled, SEEDED_STREAMERS, streamKeys } from './pushes';

const ROOMS = Number(process.env.BENCH_DEMO_ROOMS ?? 6);
const WARM_UP_MS = 8000;
const CPU_WINDOW_MS = 15_000;
/** The first six seeded streamers of the numbered series: one room each. */
const SPORTS = ['football', 'basketball', 'games', 'tennis', 'badminton', 'other'] as const;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Share of one core the processes used over the window (children included: the service's remuxers). */
async function coreShare(pids: number[]): Promise<number> {
  const before = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  await delay(CPU_WINDOW_MS);
  const after = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return (after - before) / (CPU_WINDOW_MS / 1000);
}

/**
 * The development demo broadcasts' cost: each room is its sport's cached clip pushed on a loop with
 * stream copy (the media service's own clips and push arguments) into a seeded room, remuxed by the
 * service to live HLS and snapshotted for its card, like `npm start` runs them. The CPU per room
 * (pusher + media service with its remuxers) against a bare `ffmpeg -re -stream_loop -1 -i clip
 * -c copy` to an FLV null sink measured in the same run.
 */
export const demoBroadcastsBench: Bench = {
  name: 'demo-broadcasts',
  description: `CPU per development demo broadcast (${ROOMS} looping clips pushed with stream copy, remuxed to HLS) against a bare ffmpeg -c copy remux of the same clip`,
  async run(environment) {
    if (!ffmpegInstalled()) return { results: [], notes: ['ffmpeg is not installed: apt-get install ffmpeg'] };
    const backends = BUILT_SERVICES.filter((name) => name !== 'edge');
    const { edge } = await environment.startServices([...backends, 'edge']);
    const rtmp = `rtmp://127.0.0.1:${process.env.MEDIA_RTMP_PORT}/live`;
    const work = mkdtempSync(path.join(tmpdir(), 'arena-demo-bench-'));
    const pushers: ChildProcess[] = [];
    try {
      const clips = new DemoClips(path.join(work, 'clips'), 'ffmpeg');
      const rendering = Date.now();
      const files = await Promise.all(SPORTS.map((sport) => clips.clip(sport)));
      const renderSeconds = (Date.now() - rendering) / 1000;
      const keys = await streamKeys(edge, SEEDED_STREAMERS.slice(0, ROOMS));
      const rooms = keys.map(({ roomId }) => roomId);
      for (const [i, { key }] of keys.entries())
        pushers.push(spawn('ffmpeg', demoPushArgs(files[i % files.length], `${rtmp}/${key}`), { stdio: 'ignore' }));
      await delay(WARM_UP_MS);
      let served = 0;
      for (const roomId of rooms)
        if ((await (await fetch(`${edge}/media/live/${roomId}/index.m3u8`)).text()).includes('#EXTINF')) served++;
      const perRoom = (await coreShare([environment.pid('media'), ...pushers.map((p) => p.pid as number)])) / ROOMS;
      for (const pusher of pushers.splice(0)) pusher.kill('SIGKILL');

      // The baseline: one bare remux of the same clip to an FLV null sink.
      const bare = spawn(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-re',
          '-stream_loop',
          '-1',
          '-i',
          files[0],
          '-c',
          'copy',
          '-f',
          'flv',
          '-y',
          '/dev/null',
        ],
        { stdio: 'ignore' },
      );
      await delay(2000);
      const bareShare = await coreShare([bare.pid as number]);
      bare.kill('SIGKILL');
      const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
      return {
        results: [],
        notes: [
          `six sport clips rendered in ${renderSeconds.toFixed(1)} s (once; cached under MEDIA_DIR/demo-clips)`,
          `${served}/${ROOMS} demo rooms served segments; per demo room (pusher + media service, its remuxer and snapshots): ${percent(perRoom)} of a core`,
          `bare ffmpeg -re -stream_loop -1 -c copy to FLV: ${percent(bareShare)} of a core; demo room/bare: ${(perRoom / bareShare).toFixed(2)}`,
          `within MEDIA_DEMO_CPU_BUDGET 10%: ${Math.floor(0.1 / perRoom)} demo rooms at once`,
        ],
        load: `${ROOMS} looping clip pushes for ${CPU_WINDOW_MS / 1000} s after ${WARM_UP_MS / 1000} s of warm-up`,
      };
    } finally {
      for (const pusher of pushers) pusher.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    }
  },
};
