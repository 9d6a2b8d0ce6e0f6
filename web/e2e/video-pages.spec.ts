import { expect, test } from '@playwright/test';
import { collectErrors, isMobile, registerByApi, useLanguage, useToken } from './support';

/** Seconds the player page's <video> has played so far. */
const playedSeconds = (page: import('@playwright/test').Page) =>
  page.getByTestId('video').evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe('video pages', () => {
  test('a viewer opens the video list, plays a video, comments on it and likes the comment', async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    await useLanguage(page, 'en');
    const viewer = await registerByApi(request);
    await useToken(page, viewer.token);

    await page.goto('/video-list');
    const cards = page.getByTestId('video-card');
    await expect(cards.first()).toBeVisible();
    await page.getByTestId('video-categories').getByRole('button', { name: 'Basketball' }).click();
    await expect(cards.first()).toBeVisible();
    // Nothing scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `../screenshots/video-list-${info.project.name}.png`, fullPage: !isMobile(info) });

    const title = await cards.first().locator('.video-card__title').innerText();
    await cards.first().click();
    await expect(page.getByTestId('video-info')).toContainText(title);
    await expect(page.getByTestId('video')).toBeVisible();
    await expect.poll(() => playedSeconds(page), { timeout: 20_000 }).toBeGreaterThan(1);

    const line = `Great cut ${Date.now() % 100000}`;
    await page.getByTestId('comment-input').fill(line);
    await page.getByTestId('comment-send').click();
    const comment = page.getByTestId('comment').filter({ hasText: line });
    await expect(comment).toBeVisible();
    await expect(page.getByTestId('comment-input')).toHaveValue('');
    await comment.getByTestId('comment-like').click();
    await expect(comment.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(comment.getByTestId('comment-like')).toContainText('1');
    await page.getByTestId('video-like').click();
    await expect(page.getByTestId('video-like')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `../screenshots/video-player-${info.project.name}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
