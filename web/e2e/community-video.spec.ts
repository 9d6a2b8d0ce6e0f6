import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appStarted, call, collectErrors, registerByApi, useLanguage, useToken } from './support';

/** Words of the page in the language each project runs in (the phone reads Vietnamese). */
const WORDS = {
  en: { delete: 'Delete', processing: 'Video processing' },
  vi: { delete: 'Xóa', processing: 'Video đang được xử lý' },
};

test('a video post: picked in the composer, uploaded with a progress bar, processing, then its cover plays in the feed; deleting the post deletes the video', async ({
  page,
  request,
}, info) => {
  // ffmpeg makes the source, then the video service transcodes it: slow on a busy two-core machine.
  test.setTimeout(150_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'arena-post-video-'));
  const clip = path.join(folder, 'goal.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=duration=4', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'veryfast'],
    ...['-c:a', 'aac', '-shortest', clip],
  ]);
  try {
    const errors = collectErrors(page);
    const phone = info.project.name === 'mobile';
    const lang = phone ? 'vi' : 'en';
    const member = await registerByApi(request);
    const circles = await call<{ list: { id: number; name: string }[] }>(
      request,
      'GET',
      '/api/community/circles?kind=sport',
    );
    const circle = circles.data.list[0];
    const text = `E2E video ${info.project.name} ${Date.now()}: what a goal`;
    if (phone) await page.setViewportSize({ width: 360, height: 740 });
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    // Whether the upload's progress bar was ever on screen: a short clip's goes by fast.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=composer-video-progress]'))
          (window as unknown as { sawProgress: boolean }).sawProgress = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await useLanguage(page, lang);
    await useToken(page, member.token);

    await page.goto(`/circle?id=${circle.id}`);
    await appStarted(page);
    await page.getByTestId('composer-text').fill(text);
    await page.getByTestId('composer-video-file').setInputFiles(clip);
    await expect(page.getByTestId('composer-video')).toContainText('goal.mp4');
    // A video or pictures: the pictures' button is gone while a video is chosen.
    await expect(page.getByTestId('composer-files')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('composer-video.png') });
    expect(await fitsWidth()).toBe(true);
    await page.getByTestId('composer-publish').click();

    const post = page.getByTestId('post').filter({ hasText: text });
    await expect(post).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);
    const video = post.getByTestId('post-video');
    // Processing first (unless the transcoding was quicker than the publishing), then the cover.
    const firstStatus = await video.getAttribute('data-status');
    if (firstStatus === 'processing') {
      await expect(video).toContainText(WORDS[lang].processing);
      await post.screenshot({ path: info.outputPath('post-processing.png') });
    }
    await expect(video).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });
    await expect(post.getByTestId('post-video-cover')).toBeVisible();
    await expect(post.getByTestId('post-video-cover')).toHaveJSProperty('complete', true);
    expect(await post.getByTestId('post-video-cover').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await post.screenshot({ path: info.outputPath('post-cover.png') });
    expect(await fitsWidth()).toBe(true);

    // The site's player takes the cover's place and plays it.
    await video.click();
    const player = post.getByTestId('video');
    await expect(player).toBeVisible();
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    await post.screenshot({ path: info.outputPath('post-playing.png') });
    expect(await fitsWidth()).toBe(true);

    // Deleting the post takes its video with it.
    const postId = Number(await post.getAttribute('data-post-id'));
    const { data: published } = await call<{ video: { id: number } }>(request, 'POST', '/api/anchor_dynamics/info', {
      id: postId,
    });
    await post.getByTestId('post-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: WORDS[lang].delete }).click();
    await expect(post).toHaveCount(0);
    const gone = await call(request, 'POST', '/api/Video/getVideoInfo', { id: published.video.id });
    expect(gone.code).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
