import { expect, type Page, test } from '@playwright/test';
import { appStarted, call, collectErrors, useLanguage } from './support';

interface Room {
  id: number;
  title: string;
  cover: string;
}

const HOT_LIVE = { zh: '热门直播', en: 'Hot live rooms', vi: 'Phòng live nổi bật' } as const;

/** The language the edge renders in (its `lang` cookie, as the site writes it) and the one the site keeps. */
async function chooseLanguage(page: Page, lang: 'zh' | 'en' | 'vi', baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  await useLanguage(page, lang);
}

/** Records whether the server's markup was thrown away (a render over it) instead of hydrated. */
async function watchServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { __serverMarkupReplaced?: boolean };
    flags.__serverMarkupReplaced = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && node.classList.contains('app')) flags.__serverMarkupReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * React's hydration warnings of the page: only the last document's count, not those of a page the
 * edge sent unrendered before it (the tests ask again until the page comes rendered).
 */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat|did not match|server rendered/i.test(message.text()))
      warnings.push(message.text());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) warnings.length = 0;
  });
  return warnings;
}

test.describe("/main's first screen comes from the server", () => {
  test('without JavaScript it shows the hot rooms with their covers', async ({ browser, request, baseURL }) => {
    const hot = (await call<Room[]>(request, 'POST', '/api/Live_streaming/getIndexLiveList', { limit: 8 })).data;
    expect(hot.length).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL as string }]);
    const page = await context.newPage();
    await expect
      .poll(async () => (await page.goto('/main'))?.text(), { timeout: 20_000 })
      .toContain('id="arena-first-screen"');
    const row = page.getByTestId('live-row-0');
    await expect(row).toContainText(HOT_LIVE.en);
    await expect(row.getByTestId('room-card')).toHaveCount(hot.length);
    await expect(row.getByTestId('room-card').first()).toContainText(hot[0].title);
    const cover = row.locator('.room-card__cover img').first();
    await expect(cover).toHaveAttribute('src', hot[0].cover);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  for (const lang of ['zh', 'en', 'vi'] as const) {
    test(`with JavaScript in ${lang} it is hydrated without a warning and stays interactive`, async ({
      page,
      request,
      baseURL,
    }) => {
      const errors = collectErrors(page);
      const warnings = hydrationWarnings(page);
      await chooseLanguage(page, lang, baseURL as string);
      await watchServerMarkup(page);
      const hot = (await call<Room[]>(request, 'POST', '/api/Live_streaming/getIndexLiveList', { limit: 8 })).data;
      // On a loaded machine a render can outlast the edge's wait (index.html then goes, as it should):
      // the page is asked for until it comes rendered.
      await expect
        .poll(async () => (await page.goto('/main'))?.text(), { timeout: 20_000 })
        .toContain('id="arena-first-screen"');
      const row = page.getByTestId('live-row-0');
      await expect(row).toContainText(HOT_LIVE[lang]);
      await expect(page.locator('html')).toHaveAttribute('lang', { zh: 'zh-CN', en: 'en-US', vi: 'vi-VN' }[lang]);
      // Hydrated: the app has run its effects over the server's own nodes.
      await appStarted(page);
      expect(
        await page.evaluate(() => (window as unknown as { __serverMarkupReplaced?: boolean }).__serverMarkupReplaced),
      ).toBe(false);
      // A click on a room card navigates within the app (no new document).
      await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
      await row.getByTestId('room-card').first().click();
      await expect(page).toHaveURL(new RegExp(`/live\\?id=${hot[0].id}$`));
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }

  test('a signed-in visitor or another stored language gets the page drawn over the server markup, without errors', async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    // The cookie says zh (or is missing) while the visitor chose vi before the cookie existed.
    await useLanguage(page, 'vi');
    await watchServerMarkup(page);
    // As above: asked for until the edge's render comes in time; each time without the cookie the
    // site writes on the way (with it, the next render would already be in vi and be hydrated).
    await expect
      .poll(
        async () => {
          await page.context().clearCookies({ name: 'lang' });
          return (await page.goto('/main'))?.text();
        },
        { timeout: 20_000 },
      )
      .toContain('id="arena-first-screen"');
    await expect(page.getByTestId('live-row-0')).toContainText(HOT_LIVE.vi);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
    expect(
      await page.evaluate(() => (window as unknown as { __serverMarkupReplaced?: boolean }).__serverMarkupReplaced),
    ).toBe(true);
    // The site writes the cookie, so the next visit is rendered in vi.
    const cookies = await page.context().cookies(baseURL as string);
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('vi');
    expect(errors).toEqual([]);
  });
});

test.describe("the score lists' frame comes from the server", () => {
  test("it is hydrated without a warning, then the day's matches fill the list and the filters work", async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    const warnings = hydrationWarnings(page);
    await chooseLanguage(page, 'en', baseURL as string);
    await watchServerMarkup(page);
    await expect
      .poll(async () => (await page.goto('/football'))?.text(), { timeout: 20_000 })
      .toContain('id="arena-first-screen"');
    await expect(page.getByText('Live scores, grouped by competition')).toBeVisible();
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await appStarted(page);
    expect(
      await page.evaluate(() => (window as unknown as { __serverMarkupReplaced?: boolean }).__serverMarkupReplaced),
    ).toBe(false);
    // Hydrated: the filters and the sport switch answer.
    const finished = page.getByRole('tab', { name: /^Finished/ });
    await finished.click();
    await expect(finished).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-testid="match-row"]:not(.match-row--finished)')).toHaveCount(0);
    // The sport switch navigates within the app (no new document).
    await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
    await page.locator('.segmented').getByRole('link', { name: 'Basketball' }).click();
    await expect(page).toHaveURL(/\/basketball$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

test.describe("a live room's first screen comes from the server", () => {
  for (const lang of ['zh', 'en', 'vi'] as const) {
    test(`in ${lang} it shows the room at once, is hydrated without a warning and its panels answer`, async ({
      page,
      request,
      baseURL,
    }) => {
      const errors = collectErrors(page);
      const warnings = hydrationWarnings(page);
      await chooseLanguage(page, lang, baseURL as string);
      await watchServerMarkup(page);
      const hot = (await call<Room[]>(request, 'POST', '/api/Live_streaming/getIndexLiveList', { limit: 8 })).data;
      const room = hot[0] ?? { id: 1, title: '', cover: '' };
      await expect
        .poll(async () => (await page.goto(`/live?id=${room.id}`))?.text(), { timeout: 20_000 })
        .toContain('id="arena-first-screen"');
      if (room.title) await expect(page.locator('.live__stage')).toContainText(room.title);
      await appStarted(page);
      expect(
        await page.evaluate(() => (window as unknown as { __serverMarkupReplaced?: boolean }).__serverMarkupReplaced),
      ).toBe(false);
      // Hydrated: the panel tabs switch.
      const second = page.locator('.live__panel').getByRole('tab').nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }
});
