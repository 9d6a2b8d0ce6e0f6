import { expect, test } from '@playwright/test';
import { adminToken, call, collectErrors, registerByApi, useLanguage, useToken, appStarted } from './support';

test.describe('live room: danmaku and moderation', () => {
  test('a viewer opens a room from the home page and chats; a room admin sees the danmaku over the player and mutes them', async ({
    page,
    browser,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const viewer = await registerByApi(request);
    const moderator = await registerByApi(request);
    await useLanguage(page, 'en');
    await useToken(page, viewer.token);

    // The viewer opens the hottest room from the home page.
    await page.goto('/main');
    const card = page.getByTestId('live-row-0').getByTestId('room-card').first();
    const roomId = Number(await card.getAttribute('data-room-id'));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/live\\?id=${roomId}$`));
    await expect(page.getByTestId('room-title')).not.toBeEmpty();
    await expect(page.getByTestId('chat-panel')).toHaveAttribute('data-joined', 'yes');
    // The room's conversation so far (a seeded live room has one): lines with their senders' names.
    await expect(page.getByTestId('chat-line').first().locator('.chat-line__nick')).not.toBeEmpty();

    // A platform administrator makes the second user a room administrator of that room.
    expect(
      (
        await call(
          request,
          'POST',
          '/api/RoomManage/setAdministrations',
          { room_id: roomId, uid: moderator.id },
          await adminToken(request),
        )
      ).code,
    ).toBe(0);
    const staffContext = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const staffPage = await staffContext.newPage();
    await useLanguage(staffPage, 'en');
    await useToken(staffPage, moderator.token);
    await staffPage.goto(`/live?id=${roomId}`);
    await appStarted(staffPage);
    await expect(staffPage.getByTestId('chat-panel')).toHaveAttribute('data-joined', 'yes');
    // On a desktop the chat stays beside the player at the window's height: its composer is in view unscrolled.
    const send = (await staffPage.getByTestId('danmaku-send').boundingBox())!;
    expect(send.y + send.height).toBeLessThanOrEqual(800);

    // The viewer chats: they see their own line at once, the admin sees it in the list and flying over the player.
    const text = `Goal incoming ${Date.now() % 100000}`;
    await page.getByTestId('danmaku-input').fill(text);
    await page.getByTestId('danmaku-send').click();
    await expect(page.getByTestId('danmaku-list').getByText(text)).toBeVisible();
    await expect(
      staffPage.getByTestId('danmaku-overlay').getByTestId('danmaku-item').filter({ hasText: text }),
    ).toBeVisible();
    const line = staffPage.getByTestId('chat-line').filter({ hasText: text });
    await expect(line).toBeVisible();

    // The room admin mutes the viewer from the chat line's menu.
    await line.getByTestId('moderation-trigger').click();
    await staffPage.getByTestId('moderation-menu').getByText('Mute 10 minutes').click();
    await expect(staffPage.getByText(/is muted$/)).toBeVisible();

    // The viewer is told and can no longer post; the service says so too.
    await expect(page.getByTestId('chat-notice').filter({ hasText: 'was muted' })).toBeVisible();
    // Said in full where the input was (the style picker once cut it to a few characters).
    const mutedLine = page.getByTestId('chat-muted');
    await expect(mutedLine).toHaveText('You cannot post in this room right now');
    expect(
      await mutedLine.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1),
    ).toBe(true);
    await expect(page.getByTestId('danmaku-input')).toHaveCount(0);
    const status = await call<{ muted: boolean }>(
      request,
      'POST',
      '/api/Live/getUserStatus',
      { room_id: roomId },
      viewer.token,
    );
    expect(status.data.muted).toBe(true);

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await staffContext.close();
    expect(errors).toEqual([]);
  });

  test('danmaku settings hide the overlay and are kept on the device', async ({ page, request }) => {
    const rooms = (await call<{ list: { id: number }[] }>(request, 'GET', '/api/Live/getRoomList?type=0&limit=1')).data
      .list;
    await useLanguage(page, 'en');
    await page.goto(`/live?id=${rooms[0].id}`);
    await appStarted(page);
    await expect(page.getByTestId('danmaku-overlay')).toBeAttached();
    await page.getByTestId('danmaku-settings').click();
    await page.getByTestId('danmaku-show').uncheck();
    await expect(page.getByTestId('danmaku-overlay')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('player')).toBeVisible();
    await expect(page.getByTestId('danmaku-overlay')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('danmakuSystem') ?? '{}'))).toMatchObject({
      show: false,
      area: 2,
      size: 2,
      opacity: 100,
    });
  });
});
