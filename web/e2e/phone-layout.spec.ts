import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminToken,
  appStarted,
  call,
  collectErrors,
  isMobile,
  registerByApi,
  streamerByApi,
  useLanguage,
  useToken,
} from './support';

/** Whether two boxes share any pixel. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).first().boundingBox();
  expect(found, testId).not.toBeNull();
  return found!;
}

async function firstRoom(request: APIRequestContext): Promise<number> {
  const rooms = await call<{ list: { id: number }[] }>(request, 'GET', '/api/Live/getRoomList?limit=1');
  return rooms.data.list[0].id;
}

test.describe('phones reach every section', () => {
  test('the tab bar\'s "more" lists every section of the desktop navigation and leads to it', async ({
    page,
  }, info) => {
    test.skip(!isMobile(info), 'the tab bar is the phone layout');
    const errors = collectErrors(page);
    await useLanguage(page, 'vi');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/main');
    await appStarted(page);
    await page.getByTestId('tab-more').click();
    const menu = page.getByTestId('more-menu');
    await expect(menu).toBeVisible();
    for (const name of ['Tin tức', 'Video', 'Dữ liệu', 'World Cup', 'Cộng đồng', 'Chuyên gia', 'Ứng dụng', 'Bóng rổ']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await menu.getByRole('link', { name: 'Chuyên gia', exact: true }).click();
    await expect(page).toHaveURL(/\/specialist$/);
    await expect(menu).toBeHidden();
    // The page it opened lights "more" up: no tab stands for it.
    await expect(page.getByTestId('tab-more')).toHaveClass(/active/);
    expect(errors).toEqual([]);
  });

  test('logged in on a phone, the language choice is said in full', async ({ page, request }, info) => {
    test.skip(!isMobile(info), 'the narrow top bar');
    const user = await registerByApi(request);
    await useToken(page, user.token);
    await page.goto('/main');
    await appStarted(page);
    const shown = page.locator('.lang-switch__short');
    await expect(shown).toHaveText('中文');
    expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The native picker still names each language in full.
    await expect(page.getByTestId('lang-switch').locator('option')).toHaveText(['简体中文', 'English', 'Tiếng Việt']);
  });
});

test.describe("the live room's layout", () => {
  test('on a phone the chat is in the first screen; in en and vi the header keeps one line and gift prices stay apart', async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const user = await registerByApi(request);
    await useToken(page, user.token);
    const roomId = await firstRoom(request);
    await page.goto('/main');
    for (const lang of ['en', 'vi'] as const) {
      await page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await page.goto(`/live?id=${roomId}`);
      await appStarted(page);
      await expect(page.getByTestId('room-title')).not.toBeEmpty({ timeout: 30_000 });

      // The header's line of name, category, heat and online count: one line high.
      const line = await page.locator('.room-header__line').boundingBox();
      const title = await page.getByTestId('room-title').boundingBox();
      expect(line!.height, `${lang} header line`).toBeLessThan(title!.height * 1.6);

      // Each price is inside its own tile, none runs into the next.
      const prices = page.getByTestId('gift-price');
      await expect(prices.first()).toBeVisible();
      const tiles = await page.locator('.gift-tile').evaluateAll((nodes) =>
        nodes.map((tile) => {
          const price = tile.querySelector('.gift-tile__price') as HTMLElement;
          const a = tile.getBoundingClientRect();
          const b = price.getBoundingClientRect();
          return {
            fits: price.scrollWidth <= price.clientWidth + 1 && b.left >= a.left - 0.5 && b.right <= a.right + 0.5,
          };
        }),
      );
      expect(
        tiles.every((tile) => tile.fits),
        `${lang} gift prices`,
      ).toBe(true);

      if (isMobile(info)) {
        // Player, header and the chat with its input within the first screen, above the tab bar.
        const viewport = page.viewportSize()!;
        const tabbar = await page.locator('.tabbar').boundingBox();
        const chatTab = page.getByRole('tab', { name: lang === 'en' ? 'Chat' : 'Trò chuyện' });
        await expect(chatTab).toBeInViewport();
        const input = await box(page, 'danmaku-input');
        expect(input.y + input.height).toBeLessThanOrEqual(tabbar!.y + 1);
        expect(input.y + input.height).toBeLessThanOrEqual(viewport.height);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
    }
    expect(errors).toEqual([]);
  });

  test('the horn banner and a goal pop-up show over the player, never over the header, the chat tabs or Send', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const admin = await adminToken(request);
    const noble = await registerByApi(request);
    await useLanguage(page, 'en');
    await useToken(page, noble.token);
    const roomId = await firstRoom(request);
    await page.goto(`/live?id=${roomId}`);
    await appStarted(page);
    await expect(page.getByTestId('room-title')).not.toBeEmpty({ timeout: 30_000 });
    await expect(page.locator('.app[data-live="on"]')).toBeAttached({ timeout: 20_000 });

    // A noble's horn (a tier bought through the API) crosses the player.
    expect(
      (
        await call(
          request,
          'POST',
          '/api/admin/wallet/adjustments',
          { user_id: noble.id, kind: 'diamond', direction: 'credit', amount: '1000', reason: 'e2e: horn layout' },
          admin,
        )
      ).code,
    ).toBe(0);
    const tiers = (await call<{ list: { id: number; code: string }[] }>(request, 'POST', '/api/Guard/getList')).data
      .list;
    const knight = tiers.find((tier) => tier.code === 'knight')!;
    expect(
      (await call(request, 'POST', '/api/guard_user/buy', { tier_id: knight.id, months: 1 }, noble.token)).code,
    ).toBe(0);
    expect(
      (await call(request, 'POST', '/api/Member/sneHorn', { content: 'Layout check from the stands' }, noble.token))
        .code,
    ).toBe(0);
    const banner = page.getByTestId('horn-banner');
    await expect(banner).toContainText('Layout check from the stands');
    await expect(page.getByTestId('player-overlays').getByTestId('horn-banner')).toBeVisible();
    const horn = await box(page, 'horn-banner');
    for (const covered of ['room-header', 'danmaku-send'])
      expect(overlap(horn, await box(page, covered)), covered).toBe(false);
    expect(overlap(horn, (await page.getByRole('tab', { name: 'Chat' }).boundingBox())!)).toBe(false);

    // A goal of a match on now.
    const today = new Date().toISOString().slice(0, 10);
    const model = (
      await call<{ list: { competition_id: number; home_team_id: number; away_team_id: number }[] }>(
        request,
        'GET',
        `/api/scores/matches?sport=football&date=${today}&limit=1`,
      )
    ).data.list[0];
    const match = await call<{ match_id: number }>(
      request,
      'POST',
      '/api/admin/scores/matches',
      {
        sport: 'football',
        competition_id: model.competition_id,
        home_team_id: model.home_team_id,
        away_team_id: model.away_team_id,
        start_time: new Date().toISOString(),
      },
      admin,
    );
    expect(
      (
        await call(
          request,
          'POST',
          '/api/admin/scores/events',
          { match_id: match.data.match_id, type: 'period', period: 1, minute: 0 },
          admin,
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await call(
          request,
          'POST',
          '/api/admin/scores/events',
          { match_id: match.data.match_id, type: 'goal', side: 'home', minute: 7, player_name: 'E2E Layout' },
          admin,
        )
      ).code,
    ).toBe(0);
    const popup = page.getByTestId('player-overlays').getByTestId('goal-popup').first();
    await expect(popup).toBeVisible();
    const goal = (await popup.boundingBox())!;
    for (const covered of ['danmaku-send', 'danmaku-input', 'room-header'])
      expect(overlap(goal, await box(page, covered)), covered).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('member pages of a streamer', () => {
  test('no application tab, a first key is "generated", the copy buttons are readable, and the avatar panel opens the activity centre', async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const streamer = await streamerByApi(request, {
      real_name: 'Phạm Minh',
      id_number: '110101199001011234',
      contact: 'Zalo: minh_live',
      experience: 'Two seasons of futsal commentary for my district.',
    });
    await useLanguage(page, 'en');
    await useToken(page, streamer.token);
    await page.goto('/member?type=9');
    const area = page.getByTestId('streamer-area');
    await expect(area).toBeVisible();
    await expect(page.locator('.member__nav')).not.toContainText('Become a streamer');
    await expect(page.locator('.member__nav')).toContainText('Streamer area');

    const push = page.getByTestId('studio-push');
    await expect(area.getByTestId('stream-key-new')).toHaveText('Generate stream key');
    await area.getByTestId('stream-key-new').click();
    await expect(area.getByTestId('stream-key')).not.toBeEmpty();
    await expect(area.getByTestId('stream-key-new')).toHaveText('New stream key');
    await expect(push.getByRole('button', { name: 'Copy' })).toHaveCount(2);
    const contrast = await new AxeBuilder({ page })
      .include('[data-testid="studio-push"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(contrast.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);

    await page.getByTestId('user-avatar').click();
    await page.getByTestId('activity-centre-link').click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByTestId('activity-centre').getByTestId('sign-strip')).toBeVisible();
    if (isMobile(info))
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
});
