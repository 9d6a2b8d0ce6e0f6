import { expect, type Page, test } from '@playwright/test';
import { adminToken, appStarted, call, collectErrors, registerByApi, useLanguage, useToken } from './support';

/** The first seeded expert (a football one): the demo audience's 53rd account. */
const EXPERT = { mobile: '13700000053', password: 'viewer123' };

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a reader opens a coming match in the intelligence centre, reads its form and an analysis, and follows the expert', async ({
  page,
  request,
}, info) => {
  const errors = collectErrors(page);
  const expert = await call<{ token: string; id: number }>(request, 'POST', '/api/user/login', {
    ...EXPERT,
    device_type: 'pc',
  });
  expect(expert.code).toBe(0);
  // The expert writes about the first football match on the page that is still a while from kick-off.
  const coming = await call<{ list: { match_id: number; start_time: string; home_team_name: string }[] }>(
    request,
    'GET',
    '/api/scores/matches?sport=football&status=upcoming&order=asc&limit=30',
  );
  const match = coming.data.list.find((m) => Date.parse(m.start_time) > Date.now() + 10 * 60_000);
  expect(match).toBeDefined();
  const title = `Why the hosts win it (${info.project.name})`;
  const published = await call<{ id: number }>(
    request,
    'POST',
    '/api/community/experts/analyses',
    {
      match_id: match!.match_id,
      title,
      pick: 'home',
      confidence: 4,
      content: 'Unbeaten in five at home, and the visitors travel without their first-choice centre-back.',
    },
    expert.data.token,
  );
  expect([0, 1]).toContain(published.code);
  if (published.code === 1) expect(published.msg).toBe('You already published an analysis of this match');

  const reader = await registerByApi(request);
  await useLanguage(page, 'en');
  await useToken(page, reader.token);
  await page.goto('/foresight');
  await appStarted(page);
  const row = page.getByTestId('foresight-match').filter({ hasText: match!.home_team_name }).first();
  await row.getByRole('button').first().click();
  const preview = row.getByTestId('match-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Form (last 5)').first()).toBeVisible();
  await expect(preview.getByText('Head-to-head').first()).toBeVisible();
  const analysis = preview
    .getByTestId('analysis-card')
    .filter({ has: page.getByTestId('analysis-expert') })
    .first();
  await expect(analysis).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('foresight.png'), fullPage: true });

  await analysis.getByTestId('analysis-expert').click();
  await expect(page).toHaveURL(/\/specialist-home\?id=\d+/);
  const home = page.getByTestId('expert-home');
  await expect(home).toBeVisible();
  await expect(home.getByTestId('expert-record')).toContainText('Hit rate');
  const follow = home.getByTestId('follow-expert');
  await expect(follow).toHaveText('Follow');
  await follow.click();
  await expect(follow).toHaveText('Following');
  const uid = Number(new URL(page.url()).searchParams.get('id'));
  const followed = await call<{ expert: { is_follow: number } }>(
    request,
    'GET',
    `/api/community/experts/home?id=${uid}`,
    undefined,
    reader.token,
  );
  expect(followed.data.expert.is_follow).toBe(1);
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('expert-home.png'), fullPage: true });

  await page.goto('/specialist');
  await expect(page.getByTestId('expert-card').first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('experts.png'), fullPage: true });
  await page.getByTestId('expert-card').first().getByRole('link').first().click();
  await page.getByTestId('analysis-card').first().getByRole('link').last().click();
  await expect(page.getByTestId('analysis-detail')).toBeVisible();
  await expect(page.getByTestId('analysis-match-card')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('analysis.png'), fullPage: true });

  await page.goto('/specialist-info');
  await expect(page.getByTestId('apply-form')).toBeVisible();
  await page.getByTestId('apply-form').locator('textarea').fill('word '.repeat(201));
  await expect(page.getByTestId('apply-words')).toContainText('201 / 200 words');
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('apply.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test("an approved expert's user card shows the expert label, leading to their expert page", async ({
  page,
  request,
}, info) => {
  const errors = collectErrors(page);
  const admin = await adminToken(request);
  const [applicant, plain] = [await registerByApi(request), await registerByApi(request)];
  const applied = await call<{ id: number }>(
    request,
    'POST',
    '/api/community/experts/apply',
    { sport: 'football', work_experience: 'Match analyst for a regional paper since 2018.' },
    applicant.token,
  );
  expect(applied.code).toBe(0);
  const approved = await call(
    request,
    'POST',
    '/api/admin/experts/applications/approve',
    { id: applied.data.id },
    admin,
  );
  expect(approved.code).toBe(0);

  await useLanguage(page, info.project.name === 'mobile' ? 'zh' : 'en');
  await page.goto(`/persona?id=${plain.id}`);
  await expect(page.getByTestId('persona-card')).toBeVisible();
  await expect(page.getByTestId('persona-expert')).toHaveCount(0);
  await page.goto(`/persona?id=${applicant.id}`);
  const label = page.getByTestId('persona-expert');
  await expect(label).toHaveText(info.project.name === 'mobile' ? '专家' : 'Expert');
  expect(await fitsWidth(page)).toBe(true);
  await page.getByTestId('persona-card').screenshot({ path: info.outputPath('persona-expert.png') });
  await label.click();
  await expect(page).toHaveURL(new RegExp(`/specialist-home\\?id=${applicant.id}$`));
  await expect(page.getByTestId('expert-home')).toBeVisible();
  expect(errors).toEqual([]);
});
