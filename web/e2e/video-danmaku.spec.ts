import { expect, type Page, test } from '@playwright/test';
import { call, collectErrors, isMobile, registerByApi, useLanguage, useToken } from './support';

interface ListedVideo {
  id: number;
  storyboard: string;
  duration_seconds: number;
}

/** A seeded 8 s clip with seek previews (every seeded clip has them; clips cut from replays have none). */
async function seededVideo(page: Page): Promise<ListedVideo> {
  const list = await call<{ list: ListedVideo[] }>(page.request, 'POST', '/api/Video/getList', {
    source: 'clip',
    limit: 50,
  });
  // Long enough to play on past 3 s: a short clip uploaded by another test would end at the line.
  const video = list.data.list.find((item) => item.storyboard && item.duration_seconds >= 6);
  expect(video, 'a seeded video with a storyboard').toBeTruthy();
  return video as ListedVideo;
}

/** A seeded broadcast's replay (32 s): long enough for two viewers to watch the same stretch. */
async function seededReplay(page: Page): Promise<ListedVideo> {
  const list = await call<{ list: ListedVideo[] }>(page.request, 'POST', '/api/Video/getList', {
    source: 'replay',
    limit: 50,
  });
  const video = list.data.list.find((item) => item.duration_seconds >= 30);
  expect(video, 'a seeded replay').toBeTruthy();
  return video as ListedVideo;
}

const seek = (page: Page, seconds: number, play: boolean) =>
  page.getByTestId('video').evaluate(
    async (element: HTMLVideoElement, [to, playing]) => {
      element.pause();
      element.currentTime = to;
      if (playing) await element.play();
    },
    [seconds, play] as const,
  );

const position = (page: Page) => page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * Waits for a danmaku line with this text over the player and answers where the playback was on the
 * first frame that showed it.
 */
async function seenAt(page: Page, text: string, timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const shown = [...document.querySelectorAll('[data-testid="danmaku-item"]')].some(
        (item) => item.textContent === wanted,
      );
      return shown ? (document.querySelector('video') as HTMLVideoElement).currentTime : false;
    },
    text,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

test.describe('video danmaku', () => {
  test('a line posted at 3 s flies at 3 s for another viewer, again after seeking back; the seek bar previews', async ({
    page,
    browser,
  }, info) => {
    const errors = collectErrors(page);
    const video = await seededVideo(page);
    const text = `Goal at three ${Date.now() % 100000}`;

    // Viewer A plays the video, pauses it at 3 s and posts: the line flies for them at once.
    const poster = await registerByApi(page.request);
    await useLanguage(page, 'en');
    await useToken(page, poster.token);
    await page.goto(`/video-player?id=${video.id}`);
    await expect.poll(() => position(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.getByTestId('video').evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 3;
    });
    await expect.poll(() => position(page)).toBe(3);
    await page.getByTestId('video-danmaku-input').fill(text);
    await page.getByTestId('video-danmaku-send').click();
    const own = page.getByTestId('danmaku-item').filter({ hasText: text });
    await expect(own).toBeVisible();
    await expect(own).toHaveClass(/danmaku__item--own/);
    // It goes by although the video is paused: within the player, not still waiting off its right edge.
    const player = (await page.getByTestId('video').boundingBox()) as { x: number; width: number };
    await expect
      .poll(async () => ((await own.boundingBox()) as { x: number }).x)
      .toBeLessThan(player.x + player.width - 20);
    await expect(page.getByTestId('video-danmaku-input')).toHaveValue('');
    if (isMobile(info)) await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: info.outputPath(`video-danmaku-posted-${info.project.name}.png`) });
    expect(errors).toEqual([]);

    // Viewer B, in a browser of their own and not logged in, sees it when the playback reaches 3 s.
    const other = await browser.newContext({
      viewport: isMobile(info) ? { width: 360, height: 780 } : { width: 1280, height: 800 },
      hasTouch: isMobile(info),
      isMobile: isMobile(info),
      locale: 'en-US',
    });
    const viewer = await other.newPage();
    const viewerErrors = collectErrors(viewer);
    await useLanguage(viewer, 'en');
    await viewer.goto(`/video-player?id=${video.id}`);
    const first = await seenAt(viewer, text);
    expect(first).toBeGreaterThanOrEqual(2.9);
    expect(first).toBeLessThan(4);
    await viewer.screenshot({ path: info.outputPath(`video-danmaku-flying-${info.project.name}.png`) });

    // Seeking back to the start takes the lines off; the line flies again when 3 s comes round.
    const bar = viewer.getByTestId('seek-bar');
    await expect(bar).toHaveAttribute('role', 'slider');
    await bar.focus();
    await bar.press('Home');
    await expect.poll(() => position(viewer)).toBeLessThan(2);
    await expect(viewer.getByTestId('danmaku-item').filter({ hasText: text })).toHaveCount(0);
    const again = await seenAt(viewer, text);
    expect(again).toBeGreaterThanOrEqual(2.9);
    expect(again).toBeLessThan(4);

    // The seek bar shows the moment's thumbnail from the storyboard: hovered with a mouse, dragged by a finger.
    await viewer.getByTestId('video').evaluate((element: HTMLVideoElement) => element.pause());
    const box = (await bar.boundingBox()) as { x: number; y: number; width: number; height: number };
    const target = { x: box.x + box.width * 0.75, y: box.y + box.height / 2 };
    // A real finger on a phone (touch events through the browser's input, as a touchscreen sends them).
    const finger = isMobile(info) ? await other.newCDPSession(viewer) : undefined;
    if (finger) {
      await finger.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: box.x + 4, y: target.y }],
      });
      await finger.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [target] });
    } else {
      await viewer.mouse.move(target.x, target.y);
    }
    const frame = viewer.getByTestId('seek-preview-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('data-image', /\/media\/videos\/library\/\w+\/storyboard\.jpg$/);
    const sprite = await viewer.request.get((await frame.getAttribute('data-image')) as string);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toBe('image/jpeg');
    // The tile of 75% into an 8 s clip with one thumbnail a second: the 7th (x 960 on the sprite's row).
    await expect(frame).toHaveCSS('background-position', '-960px 0px');
    await expect(viewer.getByTestId('seek-preview')).toContainText('0:06');
    await viewer.screenshot({ path: info.outputPath(`video-seek-preview-${info.project.name}.png`) });
    if (finger) {
      await finger.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // A finger lifted leaves no preview behind.
      await expect(viewer.getByTestId('seek-preview')).toHaveCount(0);
    } else {
      await viewer.mouse.down();
      await viewer.mouse.up();
    }
    // Let go at 75%: the playback is there, and the slider says so.
    await expect.poll(() => position(viewer)).toBeCloseTo(6, 0);
    await expect(bar).toHaveAttribute('aria-valuenow', '6');
    await expect(bar).toHaveAttribute('aria-valuetext', '0:06 of 0:08');
    // No sideways scroll on the page.
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(viewerErrors).toEqual([]);
    await other.close();
  });

  test('a line posted by one viewer flies for another watching the same video at that moment, without reloading; deleted, it leaves', async ({
    page,
    browser,
  }, info) => {
    // Two players at once: slow on a shared machine.
    test.setTimeout(150_000);
    const video = await seededReplay(page);
    const text = `Live line ${Date.now() % 100000}`;
    const size = isMobile(info) ? { width: 360, height: 780 } : { width: 1280, height: 800 };

    // Viewer B, a visitor in a browser of their own, is watching from 9 s on.
    const other = await browser.newContext({ viewport: size, hasTouch: isMobile(info), isMobile: isMobile(info) });
    const viewer = await other.newPage();
    const viewerErrors = collectErrors(viewer);
    await useLanguage(viewer, 'en');
    await viewer.goto(`/video-player?id=${video.id}`);
    await expect.poll(() => position(viewer), { timeout: 40_000 }).toBeGreaterThan(0.5);

    // Viewer A, logged in, pauses at 14 s and posts there.
    const poster = await registerByApi(page.request);
    await useLanguage(page, 'en');
    await useToken(page, poster.token);
    await page.goto(`/video-player?id=${video.id}`);
    await expect.poll(() => position(page), { timeout: 40_000 }).toBeGreaterThan(0.5);
    await seek(page, 14, false);
    await expect.poll(() => position(page)).toBe(14);
    await page.getByTestId('video-danmaku-input').fill(text);

    await seek(viewer, 9, true);
    // From here B's page asks nothing more of the danmaku list: the line can only come pushed.
    const asked: string[] = [];
    viewer.on('request', (request) => {
      if (request.url().includes('/api/video/danmaku')) asked.push(request.url());
    });
    await page.getByTestId('video-danmaku-send').click();
    await expect(page.getByTestId('danmaku-item').filter({ hasText: text })).toBeVisible();

    const seen = await seenAt(viewer, text);
    expect(seen).toBeGreaterThanOrEqual(13.9);
    expect(seen).toBeLessThan(19);
    expect(asked).toEqual([]);
    await viewer.screenshot({ path: info.outputPath(`video-danmaku-live-${info.project.name}.png`) });

    // A takes it back from their own lines at once: it leaves B's screen mid-flight (a flight takes 8 s), pushed, not reloaded.
    await page.getByTestId('my-danmaku').click();
    const mine = page.getByTestId('my-danmaku-list');
    await expect(mine.getByText(text)).toBeVisible();
    await expect(mine).toContainText('0:14');
    await page.screenshot({ path: info.outputPath(`video-danmaku-mine-${info.project.name}.png`) });
    await mine.getByRole('button', { name: `Delete the danmaku “${text}”` }).click();
    await expect(page.getByText('Danmaku deleted')).toBeVisible();
    await expect(mine.getByText(text)).toHaveCount(0);
    await expect(page.getByTestId('danmaku-item').filter({ hasText: text })).toHaveCount(0);
    await expect(viewer.getByTestId('danmaku-item').filter({ hasText: text })).toHaveCount(0, { timeout: 4000 });
    expect(asked).toEqual([]);
    expect(viewerErrors).toEqual([]);
    await other.close();
  });

  test('a visitor is asked to log in to post; the danmaku settings apply to videos too', async ({ page }, info) => {
    const video = await seededVideo(page);
    await useLanguage(page, 'en');
    await page.goto(`/video-player?id=${video.id}`);
    await expect(page.getByTestId('video-danmaku-input')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in to send danmaku' }).click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.keyboard.press('Escape');
    // Seeded viewers' lines fly over the clip.
    await expect(page.getByTestId('danmaku-item').first()).toBeAttached({ timeout: 15_000 });
    await page.getByTestId('danmaku-settings').click();
    await expect(page.getByRole('button', { name: 'Fast' })).toBeVisible();
    if (isMobile(info)) await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: info.outputPath(`video-danmaku-settings-${info.project.name}.png`) });
    await page.getByTestId('danmaku-show').uncheck();
    await expect(page.getByTestId('danmaku-overlay')).toHaveCount(0);
  });
});
