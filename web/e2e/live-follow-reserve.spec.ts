import { expect, test } from '@playwright/test';
import { collectErrors, registerByApi, useLanguage, useToken } from './support';

test('a viewer finds a room on /rank, follows it (then it is on /attention) and reserves a broadcast on /reserve', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const viewer = await registerByApi(request);
  await useLanguage(page, 'en');
  await useToken(page, viewer.token);

  await page.goto('/rank');
  const first = page.getByTestId('rank-row').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));
  const title = (await page.getByTestId('room-title').textContent()) ?? '';
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText(/Following/);

  await page.goto('/attention');
  await expect(page.getByTestId('room-card').filter({ hasText: title })).toBeVisible();

  await page.goto('/reserve');
  await page.getByRole('tab', { name: 'Coming up' }).click();
  const upcoming = page.getByTestId('upcoming-broadcasts').getByTestId('reserve-row').first();
  const broadcast = (await upcoming.locator('.reserve-row__title').textContent()) ?? '';
  await upcoming.getByTestId('reserve-toggle').click();
  await expect(upcoming.getByTestId('reserve-toggle')).toHaveText('Reserved');
  await page.getByRole('tab', { name: 'My reservations' }).click();
  const mine = page.getByTestId('my-reservations').getByTestId('reserve-row').filter({ hasText: broadcast });
  await expect(mine).toBeVisible();
  await mine.getByTestId('cancel-reservation').click();
  await expect(mine).toHaveCount(0);
  expect(errors).toEqual([]);
});
