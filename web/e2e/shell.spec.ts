import { expect, test } from '@playwright/test';
import { appStarted, isMobile, useLanguage } from './support';

const SITE = 'Arena Live';

test('the root redirects to /main and unknown paths to /404', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('页面不存在').first()).toBeVisible();
});

test('the chosen language is stored and survives a reload', async ({ page }) => {
  await page.goto('/main');
  await appStarted(page);
  await expect(page).toHaveTitle(`首页 - ${SITE}`);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-switch').selectOption('vi')]);
  await expect(page).toHaveTitle(`Trang chủ - ${SITE}`);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('vi');
  await page.reload();
  await expect(page).toHaveTitle(`Trang chủ - ${SITE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  // The reloaded page is the server's markup until the app has started: a choice made before is lost.
  await appStarted(page);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-switch').selectOption('en')]);
  await expect(page).toHaveTitle(`Home - ${SITE}`);
});

test('the top bar hides past 60 px on /main, /football and /basketball only', async ({ page }) => {
  for (const route of ['/main', '/football', '/basketball']) {
    await page.goto(route);
    await appStarted(page);
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(page.getByTestId('topbar')).toHaveAttribute('data-hidden', 'false');
    // A lazy page drawn late (a loaded machine) scrolls the window back to the top once: scroll again until the bar answers.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 61));
      await expect(page.getByTestId('topbar')).toHaveAttribute('data-hidden', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('topbar')).toHaveAttribute('data-hidden', 'false');
  }
  await page.goto('/news');
  await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByTestId('topbar')).toHaveAttribute('data-hidden', 'false');
});

test('the layout follows the viewport: tab bar on phones, nav and quick bar on desktops', async ({ page }, info) => {
  await page.goto('/anchor?type=1');
  const mobile = isMobile(info);
  await expect(page.locator('.tabbar')).toBeVisible({ visible: mobile });
  await expect(page.locator('.nav')).toBeVisible({ visible: !mobile });
  await expect(page.locator('.quickbar')).toBeVisible({ visible: !mobile });
  await expect(page.locator('.left-menu')).toBeVisible();
  await expect(page.locator('.footer__statement')).toBeVisible();
});

test('the top bar sub-navigation (Radix navigation menu) opens on hover and from the keyboard', async ({
  page,
}, info) => {
  test.skip(isMobile(info), 'phones have the tab bar instead');
  await useLanguage(page, 'en');
  await page.goto('/main');
  await appStarted(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const more = nav.getByRole('link', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.hover();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Community' })).toBeVisible();
  await page.mouse.move(10, 500);
  await expect(nav.getByRole('link', { name: 'Community' })).toHaveCount(0);

  // Keyboard: Down opens an item and moves into its links, Escape closes it and gives the focus back.
  const scores = nav.getByRole('link', { name: 'Live scores' });
  await scores.focus();
  await page.keyboard.press('ArrowRight');
  await expect(nav.getByRole('link', { name: 'Live', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(scores).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Football' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Basketball' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(scores).toBeFocused();
  await expect(scores).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  // The links mount a render after the item opens, and the first of them takes the focus then.
  await expect(nav.getByRole('link', { name: 'Football' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Basketball' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/basketball$/);
  await expect(nav.getByRole('link', { name: 'Basketball' })).toHaveCount(0);
});

test('the app download panel opens on hover or a click, Escape closes it, and its guide link opens the download page', async ({
  page,
}, info) => {
  test.skip(isMobile(info), 'phones have no top-bar download panel');
  await useLanguage(page, 'en');
  await page.goto('/main');
  const trigger = page.getByTestId('download-trigger');
  await trigger.hover();
  const panel = page.getByTestId('download-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Android')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.mouse.move(10, 400);
  await trigger.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: /Install guide/ }).click();
  await expect(page).toHaveURL(/\/downLoad/);
  await expect(panel).toBeHidden();
});

test('screenshots of the main pages', async ({ page }, info) => {
  for (const [name, route] of [
    ['main', '/main'],
    ['football', '/football'],
    ['anchor', '/anchor?type=1'],
    ['live', '/live'],
    ['schedule', '/schedule?type=4'],
    ['download', '/downLoad'],
    ['about', '/about-user?tabI=0'],
    ['404', '/404'],
  ]) {
    await page.goto(route);
    await expect(page.locator('.page-skeleton')).toHaveCount(0);
    await page.screenshot({ path: `screenshots/${info.project.name}-${name}.png` });
  }
});
