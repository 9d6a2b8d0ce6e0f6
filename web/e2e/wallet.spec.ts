import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { collectErrors, isMobile, openLogin, payInSandbox, registerByApi, useLanguage } from './support';

interface Package {
  id: number;
  coin: number;
  give: number;
  money: string;
}

/** The avatar's panel: hover on desktops, tap on phones. */
async function openUserPanel(page: Page, info: TestInfo): Promise<void> {
  if (isMobile(info)) await page.getByTestId('user-avatar').click();
  else await page.getByTestId('user-avatar').hover();
  await expect(page.getByTestId('user-panel')).toBeVisible();
}

test.describe('money: recharge and sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test(
    'log in, recharge through the sandbox checkout, see the balance, sign in once',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const errors = collectErrors(page);
      const user = await registerByApi(request);
      const packages = (
        (await (await request.post('/api/chargerules/getList', { data: {} })).json()) as { data: Package[] }
      ).data;
      expect(packages.length).toBeGreaterThan(0);
      const first = packages[0];
      const credited = first.coin + first.give;

      await page.goto('/main');
      await openLogin(page, info);
      await page.getByRole('tab', { name: 'Password login' }).click();
      await page.getByLabel('Mobile number').fill(user.mobile);
      await page.getByLabel('Password (6-20 characters)').fill(user.password);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('user-avatar')).toBeVisible();

      // Entry points: the top bar on desktops; the member centre's wallet on phones (no top-bar button there).
      if (isMobile(info)) {
        await page.goto('/member?type=10');
        await expect(page.getByTestId('balance-diamonds')).toContainText('0');
        await page.getByTestId('wallet-recharge').click();
      } else {
        await page.getByTestId('recharge-button').click();
      }
      const dialog = page.getByTestId('recharge-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('1 yuan = 10 diamonds');
      await dialog.getByTestId(`package-${first.id}`).click();
      await expect(dialog.getByTestId('recharge-pay')).toContainText(`¥${first.money}`);

      await payInSandbox(page, dialog, credited);
      await expect(dialog.getByTestId('recharge-paid')).toContainText(`${credited} diamonds credited`);
      await expect(dialog.getByTestId('recharge-balance')).toContainText(credited.toLocaleString('en-US'));
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/member?type=10&view=records');
      await expect(page.getByTestId('record-row').first()).toContainText(`+${credited}`);

      // Sign-in from the avatar panel: once, then it reads signed and the reward lands.
      await openUserPanel(page, info);
      await expect(page.getByTestId('user-gold')).toHaveText(credited.toLocaleString('en-US'));
      const signIn = page.getByTestId('sign-in-button');
      await expect(signIn).toHaveText('Check in today');
      await signIn.click();
      await expect(signIn).toHaveText('Checked in today');
      await expect(signIn).toBeDisabled();
      await expect(page.getByTestId('sign-day-1')).toHaveClass(/sign7__day--done/);
      await expect(page.getByTestId('user-gold')).not.toHaveText(credited.toLocaleString('en-US'));
      expect(errors).toEqual([]);
    },
  );
});
