import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BUILT_SERVICES } from '@arena/shared';
import type { Bench } from './bench';
import { median } from './report';
import { measureBundle } from './bundle.bench';
import { cpuSeconds } from './cpu-time';
import {
  ffmpeg,
  ffmpegInstalled,
  makeClip,
  playlistReady as firstPlaylist,
  pushLoop,
  SEEDED_STREAMERS,
  streamKeys,
} from './pushes';

const STREAMS = Number(process.env.BENCH_MEDIA_STREAMS ?? 10);
const CPU_WINDOW_MS = 10_000;
const HLS_DELAY_GOAL_MS = 4000;
const FLV_DELAY_GOAL_MS = 1500;
/** From opening a room on the air to its first decoded frame (the speed issue's goals). */
const FIRST_FRAME_GOAL_MS = { hls: 3000, flv: 1500 };
const FIRST_FRAME_ROUNDS = 5;
/** Frames per second of the clock stream: its frame number is burnt into the picture. */
const CLOCK_FPS = 25;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Share of one core a set of processes used over the window. */
async function coreShare(pids: () => number[]): Promise<number> {
  const before = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  await delay(CPU_WINDOW_MS);
  const after = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return (after - before) / (CPU_WINDOW_MS / 1000);
}

/**
 * The media service under pushes: time from an encoder connecting to its first live playlist
 * answered through the edge, the CPU the service and its remuxers spend per 720p stream (against
 * a bare `ffmpeg -c copy` remux of the same stream), and the delay from encoder to screen in
 * Chromium, read from a frame counter burnt into the picture, in the normal (HLS) and low-delay
 * (HTTP-FLV) modes of the site's own player.
 */
export const mediaBench: Bench = {
  name: 'media',
  description: `RTMP pushes: first playlist, CPU per stream (${STREAMS} x 720p) against bare ffmpeg, encoder-to-screen delay in Chromium (goals: HLS < ${HLS_DELAY_GOAL_MS} ms, FLV < ${FLV_DELAY_GOAL_MS} ms)`,
  async run(environment) {
    if (!ffmpegInstalled()) return { results: [], notes: ['ffmpeg is not installed: apt-get install ffmpeg'] };
    measureBundle(); // the site's build, which the delay is read through
    const backends = BUILT_SERVICES.filter((name) => name !== 'edge');
    const { edge } = await environment.startServices([...backends, 'edge']);
    const rtmp = `rtmp://127.0.0.1:${process.env.MEDIA_RTMP_PORT}/live`;
    const work = mkdtempSync(path.join(tmpdir(), 'arena-media-bench-'));
    const pushers: ChildProcess[] = [];
    const keys = await streamKeys(edge, SEEDED_STREAMERS.slice(0, STREAMS + 1));
    const playlistReady = (roomId: number, since: number) => firstPlaylist(edge, roomId, since);
    try {
      // A 10 s 720p30 clip (3 Mbps, keyframe every 2 s), pushed in a loop without re-encoding: cheap encoders.
      const clip = path.join(work, 'clip.flv');
      makeClip(clip, { size: '1280x720', bitrate: '3M' });

      const firsts: number[] = [];
      for (const { roomId, key } of keys.slice(0, STREAMS)) {
        const since = Date.now();
        pushers.push(pushLoop(rtmp, key, clip));
        firsts.push(await playlistReady(roomId, since));
      }
      const media = environment.pid('media');
      const mediaShare = await coreShare(() => [media]);
      let served = 0;
      for (const { roomId } of keys.slice(0, STREAMS))
        if ((await fetch(`${edge}/media/live/${roomId}/index.m3u8`)).ok) served++;
      for (const pusher of pushers.splice(0)) pusher.kill('SIGKILL');

      // The baseline: the same stream remuxed to HLS by ffmpeg alone, as one remuxer of the service does.
      const bare = ffmpeg([
        '-re',
        '-stream_loop',
        '-1',
        '-i',
        clip,
        '-map',
        '0',
        '-c',
        'copy',
        '-f',
        'hls',
        '-hls_time',
        '1',
        '-hls_list_size',
        '6',
        '-hls_flags',
        'delete_segments',
        path.join(work, 'bare.m3u8'),
      ]);
      await delay(2000);
      const bareShare = await coreShare(() => [bare.pid as number]);
      bare.kill('SIGKILL');

      // The clock stream: each frame's number in 16 black or white boxes across the top quarter.
      const clockRoom = keys[STREAMS];
      const geq = `geq=lum='if(lt(Y,H/4),255*mod(floor(N/pow(2,floor(X*16/W))),2),128)':cb=128:cr=128`;
      const pushedAt = Date.now();
      pushers.push(
        ffmpeg([
          '-re',
          '-f',
          'lavfi',
          '-i',
          `color=c=black:s=640x360:r=${CLOCK_FPS},${geq}`,
          '-f',
          'lavfi',
          '-i',
          'anullsrc=r=44100:cl=mono',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-tune',
          'zerolatency',
          '-pix_fmt',
          'yuv420p',
          '-g',
          String(CLOCK_FPS),
          '-c:a',
          'aac',
          '-f',
          'flv',
          `${rtmp}/${clockRoom.key}`,
        ]),
      );
      await playlistReady(clockRoom.roomId, pushedAt);
      const hlsDelay = await screenDelay(edge, clockRoom.roomId, 'hls', pushedAt);
      const flvDelay = await screenDelay(edge, clockRoom.roomId, 'flv', pushedAt);
      const firstFrames = {
        hls: await firstFrame(edge, clockRoom.roomId, 'hls'),
        flv: await firstFrame(edge, clockRoom.roomId, 'flv'),
      };

      const perStream = mediaShare / STREAMS;
      return {
        results: [],
        notes: [
          `first live playlist after the push: median ${median(firsts)} ms, worst ${Math.max(...firsts)} ms (${STREAMS} pushes, keyframe every 2 s)`,
          `${served}/${STREAMS} concurrent 720p30 3 Mbps pushes served; media service + remuxers: ${(mediaShare * 100).toFixed(1)}% of a core, ${(perStream * 100).toFixed(2)}% per stream`,
          `bare ffmpeg remux of one such stream: ${(bareShare * 100).toFixed(2)}% of a core; media/bare per stream: ${(perStream / bareShare).toFixed(2)}`,
          `encoder to screen, HLS (hls.js, the site's player): median ${hlsDelay} ms (goal < ${HLS_DELAY_GOAL_MS} ms: ${hlsDelay < HLS_DELAY_GOAL_MS ? 'met' : 'NOT met'})`,
          `encoder to screen, low-delay HTTP-FLV (mpegts.js): median ${flvDelay} ms (goal < ${FLV_DELAY_GOAL_MS} ms: ${flvDelay < FLV_DELAY_GOAL_MS ? 'met' : 'NOT met'})`,
          ...(['hls', 'flv'] as const).map(
            (mode) =>
              `opening /live?id= to the first decoded frame, ${mode.toUpperCase()}: median ${firstFrames[mode].median} ms of ${FIRST_FRAME_ROUNDS} fresh visits (${firstFrames[mode].all.join(', ')}) (goal < ${FIRST_FRAME_GOAL_MS[mode]} ms: ${firstFrames[mode].median < FIRST_FRAME_GOAL_MS[mode] ? 'met' : 'NOT met'})`,
          ),
        ],
        load: `${STREAMS} looping 720p pushes for ${CPU_WINDOW_MS / 1000} s; one ${CLOCK_FPS} fps clock stream read 20 times per mode`,
      };
    } finally {
      for (const pusher of pushers) pusher.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    }
  },
};

/**
 * Opens the room in Chromium in one player mode, each time as a first visit (a new browser context:
 * empty cache), and reads when the video presented its first frame, in ms from the navigation's start.
 */
async function firstFrame(
  edge: string,
  roomId: number,
  mode: 'hls' | 'flv',
): Promise<{ median: number; all: number[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const all: number[] = [];
  try {
    for (let round = 0; round < FIRST_FRAME_ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
      const page = await context.newPage();
      await page.addInitScript(`localStorage.setItem('arena.player.mode', '${mode}'); ${watchFirstFrame}`);
      await page.goto(`${edge}/live?id=${roomId}`);
      await page.waitForFunction('window.__firstFrameAt !== undefined', undefined, { timeout: 30_000 });
      all.push(Math.round((await page.evaluate('window.__firstFrameAt')) as number));
      await context.close();
    }
    return { median: median(all), all };
  } finally {
    await browser.close();
  }
}

/** The page's side: the first frame any video of the page presents (requestVideoFrameCallback), page time. */
const watchFirstFrame = `
  const watched = new WeakSet();
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (watched.has(video)) continue;
      watched.add(video);
      video.requestVideoFrameCallback((now) => { window.__firstFrameAt ??= now; });
    }
  }).observe(document, { childList: true, subtree: true });`;

/**
 * Opens the room in Chromium in one player mode and reads the burnt-in frame number off the
 * playing video 20 times: now minus the moment the encoder made that frame, median, in ms.
 */
async function screenDelay(edge: string, roomId: number, mode: 'hls' | 'flv', pushedAt: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // The site's CSP forbids eval, which Playwright's string predicates use: the bench page is ours.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await page.addInitScript(`localStorage.setItem('arena.player.mode', '${mode}')`);
    await page.goto(`${edge}/live?id=${roomId}`);
    await page.waitForFunction(
      `(document.querySelector('video[data-testid="video"]')?.currentTime ?? 0) > 3`,
      undefined,
      { timeout: 30_000 },
    );
    const delays = (await page.evaluate(readDelays(pushedAt))) as number[];
    return Math.round(median(delays));
  } finally {
    await browser.close();
  }
}

/** The page's side (a script: this file is not compiled for the browser): 20 readings, 0.5 s apart. */
const readDelays = (pushedAt: number) => `(async () => {
  const video = document.querySelector('video[data-testid="video"]');
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const found = [];
  for (let i = 0; i < 20; i++) {
    context.drawImage(video, 0, 0);
    let frame = 0;
    for (let bit = 0; bit < 16; bit++) {
      const x = Math.floor(((bit + 0.5) * canvas.width) / 16);
      if (context.getImageData(x, Math.floor(canvas.height / 8), 1, 1).data[0] > 128) frame += 2 ** bit;
    }
    found.push(Date.now() - (${pushedAt} + (frame * 1000) / ${CLOCK_FPS}));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return found;
})()`;
