import { expect, test } from '@playwright/test';
import { adminToken, appStarted, call, collectErrors, registerByApi, useLanguage, useToken } from './support';

/**
 * A reader reports a post through the report dialog and is thanked; once an administrator hides it,
 * the reader no longer finds it and its author sees it marked hidden.
 */
test('a user reports a post through the dialog; hidden, it shows only to its author, marked @phone', async ({
  page,
  browser,
  request,
}, info) => {
  const errors = collectErrors(page);
  const [author, reader] = [await registerByApi(request), await registerByApi(request)];
  const circles = await call<{ list: { id: number }[] }>(request, 'GET', '/api/community/circles?kind=sport');
  const text = `Cheap tickets for every match, message me ${info.project.name} ${Date.now()}`;
  const made = await call<{ id: number }>(
    request,
    'POST',
    '/api/anchor_dynamics_user/insert',
    { circle_id: circles.data.list[0].id, content: text },
    author.token,
  );
  expect(made.code).toBe(0);
  const postId = made.data.id;

  await useLanguage(page, 'en');
  await useToken(page, reader.token);
  await page.goto(`/circle-detail?id=${postId}`);
  await appStarted(page);
  const post = page.getByTestId('post').filter({ hasText: text });
  await expect(post).toBeVisible();
  await post.getByTestId('report-post').click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Abuse or harassment').click();
  await dialog.getByTestId('report-detail').fill('Touting tickets in the match thread');
  await page.screenshot({ path: info.outputPath('report-dialog.png') });
  await dialog.getByTestId('report-send').click();
  await expect(page.getByText('Thank you: our moderators will look at your report')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: info.outputPath('report-sent.png') });
  // A second report of the same post is refused with the server's words.
  await post.getByTestId('report-post').click();
  await page.getByRole('dialog').getByTestId('report-send').click();
  await expect(page.getByText('You already reported this; it is waiting for a moderator')).toBeVisible();
  await page.keyboard.press('Escape');

  const admin = await adminToken(request);
  const queue = await call<{ list: { target_id: number; reasons: Record<string, number>; details: string[] }[] }>(
    request,
    'GET',
    '/api/admin/reports?target_kind=post&limit=50',
    undefined,
    admin,
  );
  expect(queue.data.list.find((item) => item.target_id === postId)).toMatchObject({
    reasons: { abuse: 1 },
    details: ['Touting tickets in the match thread'],
  });
  const acted = await call(
    request,
    'POST',
    '/api/admin/reports/act',
    { target_kind: 'post', target_id: postId, action: 'hide', reason: 'Ticket touting' },
    admin,
  );
  expect(acted.code).toBe(0);

  await page.reload();
  await appStarted(page);
  await expect(page.getByTestId('post')).toHaveCount(0);

  const own = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await useLanguage(own, 'en');
  await useToken(own, author.token);
  await own.goto(`/circle-detail?id=${postId}`);
  await appStarted(own);
  const hidden = own.getByTestId('post').filter({ hasText: text });
  await expect(hidden.getByTestId('post-hidden')).toHaveText('Hidden by a moderator: only you can see it');
  await expect(hidden.getByTestId('report-post')).toHaveCount(0);
  const width = await own.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
  await own.screenshot({ path: info.outputPath('report-hidden-author.png') });
  await own.close();
  expect(errors).toEqual([]);
});
