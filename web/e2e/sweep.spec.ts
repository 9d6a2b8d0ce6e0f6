import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from './routes';
import { collectErrors, isMobile, registerByApi, useLanguage, useToken } from './support';

const MEMBER_ROUTES = ['/member?type=0', '/member?type=3', '/member?type=7', '/member?type=8', '/member?type=10'];
/** Routes with a phone layout of their own, which axe reads on the phone too. */
const PHONE_AUDITED = [
  '/main',
  '/live',
  '/chat-chat',
  '/football',
  '/score-detail',
  '/news',
  '/circle',
  '/video-player',
  '/search?name=Arsenal',
];

/** The narrowest phone the site supports and the widest width that still gets the phone layout. */
const PHONE_WIDTH = 360;
const LAYOUT_SWITCH_WIDTH = 991;

const SITE = 'Arena Live';
type Lang = 'zh' | 'en' | 'vi';
/**
 * The language of each walk: across the two projects' four walks every language goes through every
 * route (a missing key or a console error is per language, hardly per width).
 */
const WALK_LANGUAGE: Record<'desktop' | 'phone', { out: Lang; in: Lang }> = {
  desktop: { out: 'zh', in: 'en' },
  phone: { out: 'vi', in: 'zh' },
};

/** One page goes through the routes (a browser context per route would cost more than the checks). */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('.app__main > *').first()).toBeVisible();
  await expect(page.locator('.page-skeleton, .skeleton, .skeleton-list')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(` - ${SITE}$`));
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
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * One page per state walks every route: on the phone at 360 px (the phone project), on the desktop at
 * 1280 px and again at 991 px, checking that it renders (its content, its title) with no console
 * error or missing key, that nothing scrolls sideways and (where `audited`) that axe finds no serious
 * or critical violation.
 */
async function sweep(
  page: Page,
  routes: string[],
  mobile: boolean,
  audited: (route: string) => boolean,
): Promise<void> {
  const problems: string[] = [];
  const errors = collectErrors(page);
  if (mobile) await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
  for (const route of routes) {
    errors.length = 0;
    await visit(page, route);
    if (errors.length) problems.push(`${route}: ${errors.join('; ')}`);
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

  test('logged out: renders without errors, no sideways scroll, no serious accessibility violation', async ({
    page,
  }, info) => {
    await useLanguage(page, WALK_LANGUAGE[isMobile(info) ? 'phone' : 'desktop'].out);
    // A page's content is the same on both: axe reads every route on the desktop, and on the phone
    // the phone's own frame (tab bar, header) and the pages laid out for it.
    await sweep(page, ROUTES, isMobile(info), (route) => !isMobile(info) || PHONE_AUDITED.includes(route));
  });

  test('logged in: renders without errors, no sideways scroll, no serious accessibility violation', async ({
    page,
    request,
  }, info) => {
    const user = await registerByApi(request);
    await useLanguage(page, WALK_LANGUAGE[isMobile(info) ? 'phone' : 'desktop'].in);
    await useToken(page, user.token);
    // Logged in, every route gets the same top bar: axe looks at it once and at what only members see.
    const audited = new Set(['/main', '/chat-chat', '/goods', '/goods?view=records', ...MEMBER_ROUTES]);
    await sweep(page, [...ROUTES.filter((r) => r !== '/login'), ...MEMBER_ROUTES], isMobile(info), (route) =>
      audited.has(route),
    );
  });
});
