import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { call, collectErrors, registerByApi, streamerByApi, useLanguage, useToken, appStarted } from './support';

/** Where the stack under test takes RTMP pushes: 1935 shifted like the site's port (tools/start.ts). */
const rtmpPort = (baseURL: string) => Number(process.env.E2E_RTMP_PORT ?? 1935 + Number(new URL(baseURL).port) - 3000);

/** An encoder pushing a generated picture and silence to a stream key until killed. */
function push(baseURL: string, streamKey: string): ChildProcess {
  const input = ['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono'];
  const output = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '10', '-c:a', 'aac'];
  return spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      ...input,
      ...output,
      '-f',
      'flv',
      `rtmp://127.0.0.1:${rtmpPort(baseURL)}/live/${streamKey}`,
    ],
    { stdio: 'ignore' },
  );
}

test.describe('clips', () => {
  test('a viewer rewinds a live room and returns to live, clips its last 30 s and watches it play; the room lists it @phone', async ({
    page,
    request,
    baseURL,
  }, info) => {
    test.setTimeout(150_000);
    const errors = collectErrors(page);
    await useLanguage(page, 'en');
    const streamer = await streamerByApi(request, {
      real_name: 'Phạm Văn Đức',
      id_number: '11010519491231002x',
      contact: 'Zalo 0987654321',
      experience: 'Four years of V-League commentary.',
    });
    const key = await call<{ stream_key: string }>(request, 'POST', '/api/stream-keys', {}, streamer.token);
    const ffmpeg = push(baseURL as string, key.data.stream_key);
    const exited = new Promise<number | null>((resolve) => ffmpeg.once('exit', resolve));
    try {
      const viewer = await registerByApi(request);
      await useToken(page, viewer.token);
      await page.goto(`/live?id=${streamer.roomId}`);
      await appStarted(page);
      await expect(page.getByTestId('video')).toBeVisible({ timeout: 20_000 });
      // Some video recorded before the clip: a room that just went on the air has only seconds.
      await page.waitForTimeout(12_000);

      // Rewind: the recording so far, with a seek bar over it; one button back to the live edge.
      const player = page.getByTestId('player').locator('.video-player');
      await page.getByTestId('rewind').click();
      await expect(player).toHaveAttribute('data-mode', 'rewind');
      await expect(player.getByTestId('seek-bar')).toBeVisible();
      const rewound = player.getByTestId('video');
      await expect
        .poll(() => rewound.evaluate((video: HTMLVideoElement) => video.seekable.length && video.currentTime), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await page.screenshot({ path: info.outputPath(`rewind-${info.project.name}.png`) });
      await page.getByTestId('back-to-live').click();
      await expect(player).not.toHaveAttribute('data-mode', 'rewind');
      await expect(player.getByTestId('seek-bar')).toHaveCount(0);

      await page.getByTestId('clip-button').click();
      const dialog = page.getByTestId('clip-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Last 30 s')).toBeVisible();
      await page.getByTestId('clip-title').fill('Bicycle kick from the edge of the box');
      await page.screenshot({ path: info.outputPath(`clips-dialog-${info.project.name}.png`) });
      await page.getByTestId('clip-make').click();
      await expect(page.getByTestId('clip-ready')).toBeVisible({ timeout: 30_000 });
      const clip = page.getByTestId('clip-player').getByTestId('video');
      await expect(clip).toBeVisible();
      await expect
        .poll(() => clip.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(1);
      await page.screenshot({ path: info.outputPath(`clips-playing-${info.project.name}.png`) });
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Clips' }).click();
      await expect(
        page.getByTestId('room-clip').filter({ hasText: 'Bicycle kick from the edge of the box' }),
      ).toHaveCount(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.screenshot({ path: info.outputPath(`clips-tab-${info.project.name}.png`), fullPage: true });
    } finally {
      ffmpeg.kill('SIGINT');
      await exited;
    }
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  test("a seeded room's replay and its clip show in the room, the streamer's works and the video pages; a range of the replay clipped plays across the dialog @phone", async ({
    page,
    request,
  }, info) => {
    // A room, two clips played, a clip cut, three pages: slow on a shared machine.
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await useLanguage(page, 'en');
    type Listed = { id: number; title: string; uid: number; room_id: number; duration_seconds: number };
    // A room of the seed that broadcast: its replay, and the clip viewers cut from it.
    const replays = await call<{ list: Listed[] }>(request, 'POST', '/api/Video/getList', {
      source: 'replay',
      limit: 50,
    });
    const replay = replays.data.list.find((video) => video.duration_seconds >= 30) as Listed;
    expect(replay).toBeTruthy();
    const clips = await call<{ list: Listed[] }>(request, 'GET', `/api/clips?room_id=${replay.room_id}`);
    const seeded = clips.data.list[0];
    expect(seeded).toBeTruthy();
    const viewer = await registerByApi(request);
    await useToken(page, viewer.token);

    await page.goto(`/live?id=${replay.room_id}`);

    await appStarted(page);
    await page.getByRole('tab', { name: 'Clips' }).click();
    await page.getByTestId('room-clip').filter({ hasText: seeded.title }).click();
    const played = page.getByTestId('clip-player').getByTestId('video');
    await expect
      .poll(() => played.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1);
    await page.keyboard.press('Escape');

    // The replay tab: clip 4-12 s of the replay; it is cut, then plays in the dialog.
    await page.getByRole('tab', { name: 'Replays' }).click();
    await page.getByTestId('recording').filter({ hasText: replay.title }).waitFor();
    await page
      .getByTestId('recording')
      .filter({ hasText: replay.title })
      .locator('..')
      .getByTestId('recording-clip')
      .click();
    const dialog = page.getByTestId('range-clip-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('clip-start').fill('4');
    await page.getByTestId('clip-end').fill('12');
    await page.getByTestId('clip-title').fill('Range from the seeded replay');
    await page.screenshot({ path: info.outputPath(`range-clip-dialog-${info.project.name}.png`) });
    await page.getByTestId('clip-make').click();
    await expect(page.getByTestId('clip-ready')).toBeVisible({ timeout: 30_000 });
    const clip = page.getByTestId('clip-player');
    await expect
      .poll(() => clip.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(1);
    // On a phone the sheet's player runs from one edge of the sheet to the other.
    const sheet = (await page.getByRole('dialog').boundingBox()) as { x: number; width: number };
    const player = (await clip.boundingBox()) as { x: number; width: number };
    if (info.project.name === 'mobile') {
      expect(Math.abs(player.x - sheet.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(player.width - sheet.width)).toBeLessThanOrEqual(1);
    } else {
      expect(player.width).toBeLessThan(sheet.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.screenshot({ path: info.outputPath(`range-clip-playing-${info.project.name}.png`) });
    await page.keyboard.press('Escape');

    // The streamer's works and the video pages' clips.
    await page.goto(`/persona?id=${replay.uid}`);
    const works = page.getByTestId('streamer-works');
    await expect(works.getByText(replay.title).first()).toBeVisible();
    await page.goto(`/video-list`);
    await expect(page.getByText(seeded.title).first()).toBeAttached();

    // The replay's page: on a phone its chat replay comes right after the player, before the comments.
    await page.goto(`/video-player?id=${replay.id}`);
    const chat = page.getByTestId('replay-chat');
    await expect(chat).toBeVisible();
    await expect(page.getByTestId('replay-chat-line').first()).toBeVisible({ timeout: 30_000 });
    const top = async (testId: string) => ((await page.getByTestId(testId).boundingBox()) as { y: number }).y;
    if (info.project.name === 'mobile') {
      expect(await top('replay-chat')).toBeGreaterThan(await top('video-player'));
      expect(await top('replay-chat')).toBeLessThan(await top('video-info'));
    } else {
      expect(await top('replay-chat')).toBeLessThan(await top('video-info'));
    }
    // It lasts its broadcast's two hours (the recording played round after round): an hour in, it plays on.
    const video = page.getByTestId('video-player').getByTestId('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(7200);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = 3600;
      void v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(3601);
    await page.screenshot({ path: info.outputPath(`replay-page-${info.project.name}.png`), fullPage: true });
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
