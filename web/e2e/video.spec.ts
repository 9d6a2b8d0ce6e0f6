import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { call, collectErrors, registerByApi, streamerByApi, useLanguage, useToken, appStarted } from './support';

/** Where the stack under test takes RTMP pushes: 1935 shifted like the site's port (tools/start.ts). */
const rtmpPort = (baseURL: string) => Number(process.env.E2E_RTMP_PORT ?? 1935 + Number(new URL(baseURL).port) - 3000);

/** An encoder pushing a generated picture and silence to a stream key, for `seconds` or until killed. */
function push(baseURL: string, streamKey: string, seconds?: number): ChildProcess {
  const length = seconds ? ['-t', String(seconds)] : [];
  const input = ['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono'];
  const output = [
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '10',
    '-c:a',
    'aac',
    '-f',
    'flv',
    `rtmp://127.0.0.1:${rtmpPort(baseURL)}/live/${streamKey}`,
  ];
  return spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', ...input, ...length, ...output], {
    stdio: 'ignore',
  });
}

/** Seconds of video the page's <video> has played so far. */
const playedSeconds = (page: Page) =>
  page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe('live video', () => {
  test('a viewer watches a live room: the picture plays in the normal and the low-delay mode', async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    await useLanguage(page, 'en');
    const streamer = await streamerByApi(request, {
      real_name: 'Lê Thu Hà',
      id_number: '110105199001010019',
      contact: 'Zalo 0987654321',
      experience: 'Three years of V-League commentary.',
    });
    const key = await call<{ stream_key: string }>(request, 'POST', '/api/stream-keys', {}, streamer.token);
    const encoder = push(baseURL as string, key.data.stream_key);
    try {
      await page.goto(`/live?id=${streamer.roomId}`);
      await appStarted(page);
      const video = page.getByTestId('video');
      await expect(video).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => playedSeconds(page), { timeout: 20_000 }).toBeGreaterThan(1);
      const before = await playedSeconds(page);
      await expect.poll(() => playedSeconds(page), { timeout: 10_000 }).toBeGreaterThan(before + 1);
      await expect(page.locator('.video-player')).toHaveAttribute('data-mode', 'hls');

      // The low-delay mode (HTTP-FLV) plays as well, and the choice is remembered.
      await page.getByRole('button', { name: 'Low delay' }).click();
      await expect(page.locator('.video-player')).toHaveAttribute('data-mode', 'flv');
      await expect(page.locator('.video-player')).toHaveAttribute('data-status', 'playing', { timeout: 20_000 });
      const flvStart = await playedSeconds(page);
      await expect.poll(() => playedSeconds(page), { timeout: 10_000 }).toBeGreaterThan(flvStart + 1);
      await page.reload();
      await expect(page.locator('.video-player')).toHaveAttribute('data-mode', 'flv');
      expect(errors).toEqual([]);
    } finally {
      encoder.kill('SIGKILL');
    }
  });

  test('a room off the air says so; a streamer’s broadcast becomes a replay that plays', async ({
    page,
    request,
    baseURL,
  }) => {
    // A broadcast, its replay job (which waits for the recording to be final) and two playbacks.
    test.setTimeout(120_000);
    await useLanguage(page, 'en');
    // A new streamer with a room, a stream key, and a short broadcast pushed with ffmpeg.
    const streamer = await streamerByApi(request, {
      real_name: 'Trần Minh',
      id_number: '11010519491231002x',
      contact: 'Zalo 0912345678',
      experience: 'Five years of futsal commentary.',
    });
    const roomId = streamer.roomId;
    const key = await call<{ stream_key: string }>(request, 'POST', '/api/stream-keys', {}, streamer.token);

    // The streamer watches their own room, and chats in it while on the air.
    await useToken(page, streamer.token);
    await page.goto(`/live?id=${roomId}`);
    await appStarted(page);
    await expect(page.getByTestId('player-offline')).toContainText('not live');

    // Pushed until the line is sent: a loaded machine may take seconds to show the video.
    const ffmpeg = push(baseURL as string, key.data.stream_key);
    const exited = new Promise<number | null>((resolve) => ffmpeg.once('exit', resolve));
    // The open page switches to the video when the room goes on the air (startRoom), and back after.
    await expect(page.getByTestId('video')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('danmaku-input').fill('kick-off in the replay');
    await page.getByTestId('danmaku-send').click();
    await expect(page.getByTestId('chat-line').filter({ hasText: 'kick-off in the replay' })).toHaveCount(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    ffmpeg.kill('SIGINT');
    await exited;
    await expect(page.getByTestId('player-offline')).toBeVisible({ timeout: 15_000 });

    await page.getByRole('tab', { name: 'Replays' }).click();
    // The replay job retries (1 s doubling) until the recording is final: seconds on a loaded machine.
    await expect(page.getByTestId('recording')).toHaveCount(1, { timeout: 30_000 });
    await page.getByTestId('recording').click();
    const replay = page.getByTestId('recording-player').getByTestId('video');
    await expect(replay).toBeVisible();
    // The chat replay shows the line once the playback reaches the moment it was sent, not before.
    const line = page.getByTestId('replay-chat-line').filter({ hasText: 'kick-off in the replay' });
    await expect(line).toHaveCount(1, { timeout: 20_000 });
    const sentAtMs = Number(await line.getAttribute('data-at'));
    expect(await replay.evaluate((video: HTMLVideoElement) => video.currentTime * 1000)).toBeGreaterThanOrEqual(
      sentAtMs,
    );
    // Seeking back re-anchors it: the line is gone until the playback reaches it again.
    await replay.evaluate((video: HTMLVideoElement) => {
      video.pause();
      video.currentTime = 0;
    });
    await expect(line).toHaveCount(0);
    await replay.evaluate((video: HTMLVideoElement) => video.play());
    await expect(line).toHaveCount(1, { timeout: 20_000 });
    await expect
      .poll(() => replay.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    expect(await replay.evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Escape');

    // The streamer finds the replay in their broadcast records (member tab 3), plays it, and deletes it.
    await page.goto('/member?type=3');
    await page.getByRole('tab', { name: 'My broadcasts' }).click();
    await page.getByTestId('replay').click();
    await expect(page.getByTestId('recording-player').getByTestId('video')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('delete-replay').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('delete-replay')).toHaveCount(0);
    expect(
      (await call<{ total: number }>(request, 'POST', '/api/Live_streaming/getLivePlaybackList', { room_id: roomId }))
        .data.total,
    ).toBe(0);
  });
});

test.describe('posting a video', () => {
  test('a member uploads a 720p clip with a progress bar; once transcoded it plays, 360p and 720p to choose from', async ({
    page,
    request,
  }) => {
    // ffmpeg makes the source, then the service transcodes it: slow on a busy two-core machine.
    test.setTimeout(120_000);
    const folder = mkdtempSync(path.join(tmpdir(), 'arena-upload-'));
    const clip = path.join(folder, 'derby.mp4');
    // A short 720p source with sound: both renditions of the ladder exist.
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=3'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'veryfast'],
      ...['-c:a', 'aac', '-shortest', clip],
    ]);
    try {
      const errors = collectErrors(page);
      const member = await registerByApi(request);
      await useLanguage(page, 'en');
      await useToken(page, member.token);
      const phone = test.info().project.name === 'mobile';
      if (phone) await page.setViewportSize({ width: 360, height: 740 });
      const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      // Whether a progress bar (the upload's, then the transcoding's) was ever on screen: a short clip's go by fast.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-testid=upload-progress],[data-testid=transcode-progress]'))
            (window as unknown as { sawProgress: boolean }).sawProgress = true;
        }).observe(document, { childList: true, subtree: true });
      });

      await page.goto('/video-list');
      await page.getByTestId('video-upload-link').click();
      await expect(page).toHaveURL(/\/video-upload$/);
      await page.getByTestId('upload-title').fill('Derby: the last minute');
      await page.getByTestId('upload-category').selectOption({ index: 1 });
      await page.getByTestId('upload-file').setInputFiles(clip);
      await page.screenshot({ path: test.info().outputPath('upload-form.png') });
      expect(await fitsWidth()).toBe(true);
      await page.getByTestId('upload-submit').click();

      await expect(page.getByTestId('transcode-ready')).toBeVisible({ timeout: 60_000 });
      expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);
      await page.screenshot({ path: test.info().outputPath('upload-ready.png') });
      await page.getByTestId('upload-play').click();

      await expect(page.getByTestId('video')).toBeVisible();
      await expect.poll(() => playedSeconds(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
      const quality = page.getByTestId('video-quality');
      await expect(quality.locator('option')).toHaveText(['Auto', '360p', '720p']);
      await quality.selectOption({ label: '360p' });
      expect(await fitsWidth()).toBe(true);
      const id = Number(new URL(page.url()).searchParams.get('id'));
      const info = await call<{ url: string; status: string }>(request, 'POST', '/api/Video/getVideoInfo', { id });
      expect(info.data.status).toBe('ready');
      const master = await (await request.get(info.data.url)).text();
      expect(master).toMatch(/RESOLUTION=640x360[\s\S]*360p\.m3u8/);
      expect(master).toMatch(/RESOLUTION=1280x720[\s\S]*720p\.m3u8/);
      await page.screenshot({ path: test.info().outputPath('upload-plays.png') });
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
