import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { call, collectErrors, registerByApi, streamerByApi, useLanguage, useToken } from './support';

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
});
