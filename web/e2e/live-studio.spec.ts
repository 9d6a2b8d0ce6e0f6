import { expect, test } from '@playwright/test';
import { adminToken, call, collectErrors, registerByApi, useLanguage, useToken } from './support';

test.describe('member tabs 7, 9 and 3: from application to the air', () => {
  test('a user applies, an administrator approves, and the streamer sets up the room and goes live', async ({ page, request }) => {
    const errors = collectErrors(page);
    const user = await registerByApi(request);
    await useLanguage(page, 'en');
    await useToken(page, user.token);

    // Tab 3 for a viewer is their watch history.
    await page.goto('/member?type=3');
    await expect(page.getByRole('button', { name: 'Watch history' })).toBeVisible();

    await page.goto('/member?type=7');
    const form = page.getByTestId('anchor-application');
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please complete the information before submitting')).toBeVisible();
    await form.getByLabel('Real name').fill('Lê Văn Thắng');
    await form.getByLabel('ID number').fill('110101199001011234');
    await form.getByLabel('Contact (QQ / WeChat / phone)').fill('WeChat: thang_live');
    await form.locator('textarea').fill('Three years of calling V-League matches for my club fans.');
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByTestId('anchor-application-state')).toHaveAttribute('data-status', 'pending');

    const mine = await call<{ id: number }>(request, 'GET', '/api/anchor-applications/mine', undefined, user.token);
    const admin = await adminToken(request);
    expect((await call(request, 'POST', `/api/admin/anchor-applications/${mine.data.id}/approve`, {}, admin)).code).toBe(0);

    await page.reload();
    await expect(page.getByTestId('anchor-application-state')).toHaveAttribute('data-status', 'approved');
    await page.getByRole('link', { name: 'Streamer area' }).click();
    const area = page.getByTestId('streamer-area');
    await expect(area).toBeVisible();

    // Room settings: the placard is limited to 50 characters.
    await area.getByTestId('studio-title').fill('V-League night: live commentary');
    await area.getByTestId('studio-placard').fill('x'.repeat(51));
    await area.getByTestId('studio-settings').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The announcement can be at most 50 characters')).toBeVisible();
    await area.getByTestId('studio-placard').fill('Kick-off 19:00, predictions in the chat');
    await area.getByTestId('studio-settings').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    const settings = await call<{ room_id: number; title: string; placard: string; live: boolean }>(request, 'GET', '/api/streamer-room', undefined, user.token);
    expect(settings.data).toMatchObject({ title: 'V-League night: live commentary', placard: 'Kick-off 19:00, predictions in the chat', live: false });

    // The stream key is shown once, right after it is made.
    await area.getByTestId('stream-key-new').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'New stream key' }).click();
    await expect(area.getByTestId('stream-key')).not.toBeEmpty();

    // A chat mode set here is what the service stores.
    await area.getByTestId('mode-emote').click();
    await expect(area.getByTestId('mode-emote')).toBeChecked();
    await expect.poll(async () => (await call<{ emote_only: boolean }>(request, 'GET', `/api/chat-modes?room_id=${settings.data.room_id}`, undefined, user.token)).data.emote_only).toBe(true);

    // Viewers see the modes in force under the room's chat.
    await page.goto(`/live?id=${settings.data.room_id}`);
    await expect(page.getByTestId('chat-modes-line')).toHaveText('Emotes only');
    await page.goto('/member?type=9');

    await area.getByTestId('studio-toggle').click();
    await expect(area.getByTestId('studio-on-air')).toHaveAttribute('data-live', 'yes');
    expect((await call<{ live: boolean }>(request, 'GET', '/api/streamer-room', undefined, user.token)).data.live).toBe(true);

    // Tab 3 for a streamer also lists their broadcasts.
    await page.goto('/member?type=3');
    await page.getByRole('tab', { name: 'My broadcasts' }).click();
    await expect(page.getByTestId('broadcast-records')).toContainText('V-League night: live commentary');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
});
