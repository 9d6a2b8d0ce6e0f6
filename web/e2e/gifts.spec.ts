import { expect, type Page, test, type TestInfo } from '@playwright/test';
import {
  adminToken,
  call,
  collectErrors,
  isMobile,
  payInSandbox,
  registerByApi,
  useLanguage,
  useToken,
  appStarted,
} from './support';

interface Package {
  id: number;
  coin: number;
  give: number;
  money: string;
}

/** The avatar's panel: hover on desktops, tap on phones. */
async function wealthLevel(page: Page, info: TestInfo): Promise<string> {
  if (isMobile(info)) await page.getByTestId('user-avatar').click();
  else await page.getByTestId('user-avatar').hover();
  const badge = page.getByTestId('user-panel').locator('.level__badge');
  await expect(badge).toBeVisible();
  const text = (await badge.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

test.describe('gifts in a live room', () => {
  test(
    "a short balance offers a recharge; the gift then shows in a second viewer's room and the wealth level rises",
    { tag: '@phone' },
    async ({ page, browser, request }, info) => {
      const errors = collectErrors(page);
      const sender = await registerByApi(request);
      const watcher = await registerByApi(request);
      const rooms = (
        await call<{ list: { id: number; is_live: number }[] }>(request, 'GET', '/api/Live/getRoomList?type=0&limit=5')
      ).data.list;
      const roomId = rooms[0].id;
      const packages = (await call<Package[]>(request, 'POST', '/api/chargerules/getList')).data;
      // The smallest package that covers a golden ball (188 diamonds) and so lifts a new user from Lv.1.
      const pack = packages.find((p) => p.coin + p.give >= 188)!;

      await useLanguage(page, 'en');
      await useToken(page, sender.token);
      await page.goto(`/live?id=${roomId}`);
      await appStarted(page);
      const before = await wealthLevel(page, info);
      expect(before).toBe('Lv.1');

      // A second viewer in the same room, on a desktop.
      const other = await browser.newContext({
        baseURL: info.project.use.baseURL,
        viewport: { width: 1280, height: 800 },
      });
      const watcherPage = await other.newPage();
      await useLanguage(watcherPage, 'en');
      await useToken(watcherPage, watcher.token);
      await watcherPage.goto(`/live?id=${roomId}`);
      await appStarted(watcherPage);
      await expect(watcherPage.getByTestId('gift-bar')).toBeVisible();

      // No diamonds yet: choosing the golden ball and sending offers the recharge dialog instead.
      const bar = page.getByTestId('gift-bar');
      await expect(bar.getByTestId('gift-balance')).toHaveText('0');
      await bar.getByTestId('gift-ball').click();
      await expect(bar.getByTestId('gift-total')).toHaveText('Total 188 diamonds');
      await bar.getByTestId('gift-send').click();
      await expect(page.getByText('Not enough diamonds for this. Recharge now?')).toBeVisible();
      await page.getByRole('button', { name: 'Recharge', exact: true }).click();
      const dialog = page.getByTestId('recharge-dialog');
      await dialog.getByTestId(`package-${pack.id}`).click();
      await payInSandbox(page, dialog);
      await dialog.getByRole('button', { name: 'Done' }).click();
      const credited = pack.coin + pack.give;
      await expect(bar.getByTestId('gift-balance')).toHaveText(credited.toLocaleString('en-US'));

      // Sent: the button offers the combo for a few seconds (checked first: the room's broadcast can
      // take longer than that on a loaded machine), and the animations last a few seconds (checked
      // next). The balance drops by the price, and the day's first gift completes the daily gift
      // task, whose reward shows as a step of its own (a balance push, held a beat if it came first).
      const tasks = (
        await call<{ today: { code: string; lz_num: number }[] }>(
          request,
          'POST',
          '/api/Activity/pcSignTaskList',
          {},
          sender.token,
        )
      ).data.today;
      const taskReward = tasks.find((task) => task.code === 'gift')?.lz_num ?? 0;
      // Every figure the balance shows from now on, to see the two steps (the reward can land at once).
      await bar.getByTestId('gift-balance').evaluate((element) => {
        const seen: string[] = [];
        (window as unknown as { balanceSteps: string[] }).balanceSteps = seen;
        new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await bar.getByTestId('gift-send').click();
      await expect(bar.getByTestId('gift-send')).toHaveText('Combo ×2');
      // The sender's own page and the other viewer's show it over the player, and the chat says so.
      // Both at once: the spotlight stays 3 s, the banner 4 s.
      const layer = watcherPage.getByTestId('gift-layer');
      await Promise.all([
        expect(page.getByTestId('gift-layer').getByTestId('gift-banner')).toBeVisible(),
        expect(layer.getByTestId('gift-spotlight')).toContainText('Golden ball'),
        expect(layer.getByTestId('gift-banner')).toContainText('sent Golden ball'),
      ]);
      await expect(watcherPage.getByTestId('chat-notice').filter({ hasText: 'sent Golden ball ×1' })).toBeVisible();
      await expect(bar.getByTestId('gift-balance')).toHaveText((credited - 188 + taskReward).toLocaleString('en-US'));
      // The price, then the reward: never the two netted into one drop.
      const steps = await page.evaluate(() => (window as unknown as { balanceSteps: string[] }).balanceSteps);
      expect(steps.filter((value, i) => value !== steps[i - 1])).toEqual(
        taskReward > 0
          ? [(credited - 188).toLocaleString('en-US'), (credited - 188 + taskReward).toLocaleString('en-US')]
          : [(credited - 188).toLocaleString('en-US')],
      );

      // 188 diamonds spent = 188 wealth experience: Lv.2 (the wallet's event reaches the account service).
      await expect
        .poll(
          async () =>
            (await call<{ userlevel: number }>(request, 'GET', '/api/Member/info', undefined, sender.token)).data
              .userlevel,
        )
        .toBe(2);
      await expect.poll(() => wealthLevel(page, info), { timeout: 10_000 }).toBe('Lv.2');

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await other.close();
      expect(errors).toEqual([]);
    },
  );

  test("a red envelope pops up in another viewer's room and is grabbed", async ({ page, browser, request }, info) => {
    const errors = collectErrors(page);
    const sender = await registerByApi(request);
    const grabber = await registerByApi(request);
    const rooms = (await call<{ list: { id: number }[] }>(request, 'GET', '/api/Live/getRoomList?type=0&limit=5')).data
      .list;
    const roomId = rooms[1].id;
    // Diamonds for the sender by an administrator's adjustment (the recharge flow is covered above).
    const adjustment = {
      user_id: sender.id,
      kind: 'diamond',
      direction: 'credit',
      amount: '50',
      reason: 'Red envelope test',
    };
    expect(
      (await call(request, 'POST', '/api/admin/wallet/adjustments', adjustment, await adminToken(request))).code,
    ).toBe(0);

    await useLanguage(page, 'en');
    await useToken(page, grabber.token);
    await page.goto(`/live?id=${roomId}`);
    await appStarted(page);
    await expect(page.getByTestId('gift-bar')).toBeVisible();

    const other = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const senderPage = await other.newPage();
    await useLanguage(senderPage, 'en');
    await useToken(senderPage, sender.token);
    await senderPage.goto(`/live?id=${roomId}`);
    await appStarted(senderPage);
    await senderPage.getByTestId('red-envelope-button').click();
    await senderPage.getByTestId('red-diamonds').fill('50');
    await senderPage.getByTestId('red-count').fill('1');
    await senderPage.getByTestId('red-submit').click();
    await expect(senderPage.getByText('Red envelope sent')).toBeVisible();

    const popup = page.getByTestId('red-envelope-popup');
    await expect(popup).toBeVisible();
    await popup.getByTestId('red-envelope-grab').click();
    await expect(popup.getByTestId('red-envelope-result')).toHaveText('You got 50 diamonds!');
    await expect(page.getByTestId('gift-balance')).toHaveText('50');
    await other.close();
    expect(errors).toEqual([]);
  });
});
