import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from './routes';
import { isMobile, registerByApi, useLanguage, useToken } from './support';

const MEMBER_ROUTES = ['/member?type=0', '/member?type=3', '/member?type=7', '/member?type=8', '/member?type=10'];

/** The narrowest phone the site supports and the widest width that still gets the phone layout. */
const PHONE_WIDTH = 360;
const LAYOUT_SWITCH_WIDTH = 991;

/** One page goes through the routes (a browser context per route would cost more than the checks). */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('.app__main > *').first()).toBeVisible();
  await expect(page.locator('.page-skeleton, .skeleton, .skeleton-list')).toHaveCount(0);
}

/** How far the page reaches past the viewport (a phone browser zooms out to fit, so innerWidth would follow). */
async function sideways(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((w) => document.documentElement.scrollWidth - w, width);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * One page per state walks every route: on the phone at 360 px (the phone project), on the desktop at
 * 1280 px and again at 991 px, checking nothing scrolls sideways and (where `audited`) that axe finds
 * no serious or critical violation.
 */
async function sweep(page: Page, routes: string[], mobile: boolean, audited: (route: string) => boolean): Promise<void> {
  const problems: string[] = [];
  if (mobile) await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  for (const route of routes) {
    await visit(page, route);
    const overflow = await sideways(page);
    if (overflow > 0) problems.push(`${route}: ${overflow} px sideways at ${page.viewportSize()?.width}`);
    if (audited(route)) for (const violation of await seriousViolations(page)) problems.push(`${route}: ${violation}`);
    if (!mobile) {
      await page.setViewportSize({ width: LAYOUT_SWITCH_WIDTH, height: 800 });
      const narrow = await sideways(page);
      if (narrow > 0) problems.push(`${route}: ${narrow} px sideways at ${LAYOUT_SWITCH_WIDTH}`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
  expect(problems).toEqual([]);
}

test.describe('every route', () => {
  // About 45 routes with an axe run each: minutes on a loaded two-core machine.
  test.describe.configure({ timeout: 420_000 });

  test('logged out: no sideways scroll, no serious accessibility violation', async ({ page }, info) => {
    await useLanguage(page, 'vi');
    await sweep(page, ROUTES, isMobile(info), () => true);
  });

  test('logged in: no sideways scroll, no serious accessibility violation', async ({ page, request }, info) => {
    const user = await registerByApi(request);
    await useToken(page, user.token);
    // Logged in, every route gets the same top bar: axe looks at it once and at what only members see.
    const audited = new Set(['/main', '/chat-chat', '/goods', '/goods?view=records', ...MEMBER_ROUTES]);
    await sweep(page, [...ROUTES.filter((r) => r !== '/login'), ...MEMBER_ROUTES], isMobile(info), (route) => audited.has(route));
  });
});
