import { expect, test } from '@playwright/test';
import { call, collectErrors, useLanguage } from './support';

interface RoomPage {
  list: { id: number; title: string; type: number; is_live: 0 | 1 }[];
  total: number;
}

test.describe('live lists: home rows and /anchor', () => {
  test('the home page shows real rooms and a viewer opens one from it', async ({ page, request }) => {
    const errors = collectErrors(page);
    await useLanguage(page, 'en');
    // The home page's hot row: editors' picks, then the hottest live rooms.
    const hottest = {
      list: (await call<RoomPage['list']>(request, 'POST', '/api/Live_streaming/getIndexLiveList', { limit: 8 })).data,
    };
    expect(hottest.list.length).toBeGreaterThan(0);
    await page.goto('/main');
    const hot = page.getByTestId('live-row-0');
    await expect(hot.getByTestId('room-card')).toHaveCount(hottest.list.length);
    await expect(hot.getByTestId('room-card').first()).toContainText(hottest.list[0].title);
    // One row per sport that has rooms; the football row holds football rooms only.
    const football = page.getByTestId('live-row-1');
    await expect(football.getByTestId('room-card').first()).toBeVisible();
    await hot.getByTestId('room-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/live\\?id=${hottest.list[0].id}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('/anchor lists the rooms of a type, in the order the service gives, and the left menu switches the type', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await useLanguage(page, 'vi');
    const basketball = (await call<RoomPage>(request, 'GET', '/api/Live/getRoomList?type=2&limit=20')).data;
    expect(basketball.total).toBeGreaterThan(0);
    await page.goto('/anchor?type=2');
    const cards = page.getByTestId('room-card');
    await expect(cards).toHaveCount(basketball.list.length);
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-room-id'))));
    expect(ids).toEqual(basketball.list.map((room) => room.id));
    expect(basketball.list.every((room) => room.type === 2)).toBe(true);
    await expect(page.getByTestId('room-grid')).toContainText(/TRỰC TIẾP|Ngoại tuyến/);

    // The left menu switches the type (a strip on phones, the side menu on desktop).
    await page.locator('.left-menu').getByRole('link', { name: 'Quần vợt' }).click();
    await expect(page).toHaveURL(/type=4/);
    await expect(page.getByTestId('room-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Type 3 has custom categories, by id and name: a chip lists only that category's rooms.
    await page.goto('/anchor?type=3');
    const chip = page.getByTestId('custom-categories').getByRole('link').nth(1);
    const name = (await chip.textContent()) ?? '';
    await chip.click();
    await expect(page).toHaveURL(/type=3&id=\d+&name=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The previous list stays on screen until the category's own arrives.
    await expect
      .poll(async () => [...new Set(await page.getByTestId('room-card').locator('.room-card__tag').allTextContents())])
      .toEqual([name]);
    expect(errors).toEqual([]);
  });
});
