import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { call, collectErrors, isMobile, registerByApi, useLanguage, useToken } from './support';

interface Package {
  id: number;
  coin: number;
  give: number;
}

/** The sandbox checkout the recharge dialog opens in a new tab, confirmed there (as wallet.spec does). */
async function rechargeThroughSandbox(page: Page, packageId: number): Promise<void> {
  const dialog = page.getByTestId('recharge-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId(`package-${packageId}`).click();
  const [checkout] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('recharge-pay').click()]);
  await checkout.waitForURL(/\/api\/pay\/sandbox\/[^/]+\?/);
  await Promise.all([checkout.waitForURL(/\/confirm(\?|$)/), checkout.locator('button.pay').click()]);
  await checkout.waitForLoadState();
  await checkout.close();
  await expect(dialog.getByTestId('recharge-paid')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The avatar's panel: hover on desktops, tap on phones. */
async function openUserPanel(page: Page, info: TestInfo): Promise<void> {
  if (isMobile(info)) await page.getByTestId('user-avatar').click();
  else await page.getByTestId('user-avatar').hover();
  await expect(page.getByTestId('user-panel')).toBeVisible();
}

test.describe('goods: exchange diamonds for fan merchandise', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test(
    'short of diamonds, recharge through the sandbox, exchange, and the record shows',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      // Registration, a checkout in a second tab and the exchange: well past a minute on a loaded machine.
      test.setTimeout(150_000);
      const errors = collectErrors(page);
      const user = await registerByApi(request);
      await useToken(page, user.token);
      const packages = (await call<Package[]>(request, 'POST', '/api/chargerules/getList')).data;
      const smallest = packages.reduce((a, b) => (a.coin + a.give <= b.coin + b.give ? a : b));
      const credited = smallest.coin + smallest.give;
      const goods = (
        await call<{ id: number; code: string; diamonds: number; stock: number | null }[]>(
          request,
          'POST',
          '/api/goods/goodsList',
        )
      ).data;
      // The cheapest goods with stock that the smallest package pays for (the seeded sticker pack: 50 diamonds, unlimited).
      const item = goods
        .filter((g) => g.stock !== 0 && g.diamonds <= credited)
        .sort((a, b) => a.diamonds - b.diamonds)[0];
      expect(item).toBeDefined();

      // The shop is linked from the avatar's panel.
      await page.goto('/main');
      await openUserPanel(page, info);
      await page.getByTestId('user-goods-link').click();
      await expect(page).toHaveURL(/\/goods$/);
      const card = page.getByTestId(`goods-${item.code}`);
      await expect(card).toBeVisible();
      await expect(page.getByTestId('goods-whistle').getByTestId('goods-exchange')).toBeDisabled();

      // No diamonds yet: the dialog offers the recharge instead of the exchange.
      await card.getByTestId('goods-exchange').click();
      const dialog = page.getByTestId('exchange-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('exchange-short')).toBeVisible();
      await expect(dialog.getByTestId('exchange-confirm')).toHaveCount(0);
      await dialog.getByTestId('exchange-recharge').click();
      await rechargeThroughSandbox(page, smallest.id);

      // With the credit: two would cost more than there is, one fits.
      await card.getByTestId('goods-exchange').click();
      await expect(dialog.getByTestId('exchange-balance')).toHaveText(credited.toLocaleString('en-US'), {
        timeout: 10_000,
      });
      if (item.diamonds * 2 > credited && (item.stock === null || item.stock >= 2)) {
        await dialog.getByTestId('exchange-more').click();
        await expect(dialog.getByTestId('exchange-short')).toBeVisible();
        await dialog.getByRole('button', { name: 'One fewer' }).click();
      }
      await expect(dialog.getByTestId('exchange-total')).toHaveText(item.diamonds.toLocaleString('en-US'));
      await dialog.getByTestId('exchange-confirm').click();
      const done = page.getByTestId('exchange-done');
      await expect(done).toBeVisible();
      await expect(done).toContainText((credited - item.diamonds).toLocaleString('en-US'));

      await done.getByTestId('exchange-records').click();
      await expect(page).toHaveURL(/\/goods\?view=records$/);
      const record = page.getByTestId('goods-record').first();
      await expect(record).toContainText('× 1');
      await expect(record).toContainText(`−${item.diamonds.toLocaleString('en-US')}`);

      // The ledger says the same: one goods transfer.
      const records = await call<{ total: number; list: { goods_id: number; diamonds: number }[] }>(
        request,
        'POST',
        '/api/goods/exchangeRecords',
        {},
        user.token,
      );
      expect(records.data.total).toBe(1);
      expect(records.data.list[0]).toMatchObject({ goods_id: item.id, diamonds: item.diamonds });
      expect(errors).toEqual([]);
    },
  );
});

test.describe('goods for visitors', () => {
  test('visitors see the shop in their language and are asked to log in to exchange', async ({ page }) => {
    await useLanguage(page, 'vi');
    await page.goto('/goods');
    await expect(page.getByRole('heading', { name: 'Cửa hàng' })).toBeVisible();
    await expect(page.getByTestId('goods-scarf')).toContainText('Khăn cổ động');
    await page.getByTestId('goods-scarf').getByTestId('goods-exchange').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });
});
