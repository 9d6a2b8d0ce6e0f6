import { expect, test } from '@playwright/test';
import { adminToken, call, collectErrors, registerByApi, useLanguage, useToken, appStarted } from './support';

interface NobilityList {
  list: { id: number; code: string; diamonds: number }[];
}

test.describe('nobility, the horn and paid danmaku', () => {
  test("a viewer short of diamonds is offered the recharge; with diamonds buys a tier in a room, and their horn shows on a second visitor's page", async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    const buyer = await registerByApi(request);
    await useLanguage(page, 'en');
    await useToken(page, buyer.token);
    const tiers = (await call<NobilityList>(request, 'POST', '/api/Guard/getList')).data.list;
    const knight = tiers.find((tier) => tier.code === 'knight')!;

    // A second visitor, not logged in, on another page of the site.
    const otherContext = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: info.project.use.viewport ?? undefined,
    });
    const other = await otherContext.newPage();
    await useLanguage(other, 'en');
    await other.goto('/main');

    const rooms = await call<{ list: { id: number }[] }>(request, 'GET', '/api/Live/getRoomList?limit=1');
    const roomId = rooms.data.list[0].id;
    await page.goto(`/live?id=${roomId}`);
    await appStarted(page);
    // The first visit of a freshly started stack can be slow on a busy machine.
    await expect(page.getByTestId('room-title')).not.toBeEmpty({ timeout: 30_000 });

    // No diamonds yet: the dialog offers the recharge instead of the purchase.
    await page.getByTestId('guard-button').click();
    const dialog = page.getByTestId('guard-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId(`guard-tier-${knight.code}`).click();
    await expect(dialog.getByTestId('guard-total')).toContainText(`Total ${knight.diamonds} diamonds`);
    await dialog.getByTestId('guard-recharge').click();
    await expect(page.getByTestId('recharge-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('recharge-dialog')).toBeHidden();

    // An administrator credits the viewer; they buy two months of the first tier.
    const credit = await call(
      request,
      'POST',
      '/api/admin/wallet/adjustments',
      { user_id: buyer.id, kind: 'diamond', direction: 'credit', amount: '1000', reason: 'e2e: nobility' },
      await adminToken(request),
    );
    expect(credit.code).toBe(0);
    await page.reload();
    await appStarted(page);
    await expect(page.getByTestId('room-title')).not.toBeEmpty();
    await page.getByTestId('guard-button').click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId(`guard-tier-${knight.code}`).click();
    await dialog.getByTestId('guard-months').selectOption('2');
    await expect(dialog.getByTestId('guard-total')).toContainText(`Total ${2 * knight.diamonds} diamonds`);
    await dialog.getByTestId('guard-buy').click();
    await expect(dialog.getByTestId('guard-current')).toContainText('Your tier: Knight');
    await expect(dialog.getByTestId('guard-buy')).toHaveText('Renew');
    await expect
      .poll(
        async () =>
          (await call<{ toplevel: number; gold: string }>(request, 'GET', '/api/Member/info', undefined, buyer.token))
            .data,
      )
      .toMatchObject({ toplevel: 1, gold: String(1000 - 2 * knight.diamonds) });

    // The noble's horn (free from the quota) crosses the other visitor's page and their own.
    const horn = `Horn from the stands ${Date.now() % 100000}`;
    await expect(dialog).toContainText('30 free left this month');
    await dialog.getByTestId('horn-input').fill(horn);
    await dialog.getByTestId('horn-send').click();
    // Both at once: the banner stays a few seconds only.
    await Promise.all([
      expect(page.getByTestId('horn-banner')).toContainText(horn),
      expect(other.getByTestId('horn-banner')).toContainText(horn),
    ]);
    await expect(dialog).toContainText('29 free left this month');
    // It goes after a few seconds.
    await expect(other.getByTestId('horn-banner')).toBeHidden({ timeout: 12_000 });

    // A paid danmaku from the style picker beside the chat input flies over the player.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-joined', 'yes');
    await page.getByTestId('barrage-style').selectOption({ index: 1 });
    const paid = `Paid cheer ${Date.now() % 100000}`;
    await page.getByTestId('danmaku-input').fill(paid);
    await page.getByTestId('danmaku-send').click();
    await expect(page.getByTestId('paid-danmaku')).toContainText(paid);

    // A plain danmaku carries the noble's badge beside the name.
    await page.getByTestId('barrage-style').selectOption({ index: 0 });
    const plain = `Knight in the stands ${Date.now() % 100000}`;
    await page.getByTestId('danmaku-input').fill(plain);
    await page.getByTestId('danmaku-send').click();
    // It carries the tier's name and colour in the list, and flies in that colour over the player.
    const line = page.getByTestId('chat-line').filter({ hasText: plain });
    await expect(line.getByTestId('chat-noble')).toHaveText('Knight');
    await expect(line).toHaveCSS('border-left-color', 'rgb(122, 199, 79)');
    await expect(page.getByTestId('danmaku-item').filter({ hasText: plain })).toHaveCSS('color', 'rgb(122, 199, 79)');

    // The other visitor opens the room; when the noble comes back, their entry effect shows there.
    await other.goto(`/live?id=${roomId}`);
    await appStarted(other);
    await expect(other.locator('.live[data-room="entered"]')).toBeAttached({ timeout: 20_000 });
    await page.reload();
    const entry = other.getByTestId('entry-effect');
    await expect(entry).toContainText('Knight');
    await expect(entry).toContainText('entered the room');
    await expect(other.getByTestId('chat-notice').filter({ hasText: 'entered the room' })).toBeVisible();

    await otherContext.close();
    expect(errors).toEqual([]);
  });
});
