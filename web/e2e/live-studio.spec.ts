import { expect, test } from '@playwright/test';
import {
  adminToken,
  call,
  collectErrors,
  isMobile,
  registerByApi,
  streamerByApi,
  useLanguage,
  useToken,
  appStarted,
} from './support';

test.describe('member tabs 7, 9 and 3: from application to the air', () => {
  test('a user applies, an administrator approves, and the streamer sets up the room and goes live', async ({
    page,
    request,
  }) => {
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
    expect(
      (await call(request, 'POST', `/api/admin/anchor-applications/${mine.data.id}/approve`, {}, admin)).code,
    ).toBe(0);

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
    const settings = await call<{ room_id: number; title: string; placard: string; live: boolean }>(
      request,
      'GET',
      '/api/streamer-room',
      undefined,
      user.token,
    );
    expect(settings.data).toMatchObject({
      title: 'V-League night: live commentary',
      placard: 'Kick-off 19:00, predictions in the chat',
      live: false,
    });

    // The stream key is shown once, right after it is made; a first one replaces nothing, so nothing asks.
    await area.getByTestId('stream-key-new').click();
    await expect(area.getByTestId('stream-key')).not.toBeEmpty();
    const firstKey = await area.getByTestId('stream-key').textContent();
    // A new one stops the old one: that is confirmed first.
    await area.getByTestId('stream-key-new').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'New stream key' }).click();
    await expect(area.getByTestId('stream-key')).not.toHaveText(firstKey ?? '');

    // A chat mode set here is what the service stores.
    await area.getByTestId('mode-emote').click();
    await expect(area.getByTestId('mode-emote')).toBeChecked();
    await expect
      .poll(
        async () =>
          (
            await call<{ emote_only: boolean }>(
              request,
              'GET',
              `/api/chat-modes?room_id=${settings.data.room_id}`,
              undefined,
              user.token,
            )
          ).data.emote_only,
      )
      .toBe(true);

    // Viewers see the modes in force under the room's chat.
    await page.goto(`/live?id=${settings.data.room_id}`);
    await appStarted(page);
    await expect(page.getByTestId('chat-modes-line')).toHaveText('Emotes only');
    await page.goto('/member?type=9');

    await area.getByTestId('studio-toggle').click();
    await expect(area.getByTestId('studio-on-air')).toHaveAttribute('data-live', 'yes');
    expect((await call<{ live: boolean }>(request, 'GET', '/api/streamer-room', undefined, user.token)).data.live).toBe(
      true,
    );

    // Tab 3 for a streamer also lists their broadcasts.
    await page.goto('/member?type=3');
    await page.getByRole('tab', { name: 'My broadcasts' }).click();
    await expect(page.getByTestId('broadcast-records')).toContainText('V-League night: live commentary');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the streamer names the fan badge and appoints an assistant; a fan joins and their danmaku wear the badge; a kick-out is listed', async ({
    page,
    browser,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const admin = await adminToken(request);
    const streamer = await streamerByApi(request, {
      real_name: 'Trần Minh',
      id_number: '079090001234',
      contact: 'Zalo 0901234567',
      experience: 'Five seasons commentating futsal for the city league.',
    });
    const fan = await registerByApi(request);

    await useLanguage(page, 'en');
    await useToken(page, streamer.token);
    await page.goto('/member?type=9');
    const area = page.getByTestId('streamer-area');

    // The fan badge's name, at most 6 characters.
    const fans = area.getByTestId('studio-fans');
    await fans.getByTestId('fan-badge-name').fill('Futsal');
    await fans.getByTestId('fan-badge-save').click();
    await expect(page.getByText('Badge renamed')).toBeVisible();

    // An assistant appointed by user id is listed, then dismissed.
    const staff = area.getByTestId('studio-staff');
    await staff.getByRole('tab', { name: 'Assistants' }).click();
    await staff.getByTestId('staff-uid').fill(String(fan.id));
    await staff.getByTestId('staff-appoint').click();
    await expect(staff.getByTestId('staff-row')).toHaveCount(1);
    await expect(staff.getByTestId('staff-row')).toContainText(`ID ${fan.id}`);
    await staff.getByTestId('staff-row').getByRole('button', { name: 'Dismiss' }).click();
    await expect(staff.getByTestId('staff-row')).toHaveCount(0);

    // A fan joins from the room; their danmaku carry the badge and their level.
    const fanContext = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const fanPage = await fanContext.newPage();
    await useLanguage(fanPage, 'en');
    await useToken(fanPage, fan.token);
    await fanPage.goto(`/live?id=${streamer.roomId}`);
    await appStarted(fanPage);
    const join = fanPage.getByTestId('fan-group-button');
    await expect(join).toContainText('Join fans');
    await join.click();
    await expect(join).toContainText('Take off');
    await expect(fanPage.getByTestId('chat-panel')).toHaveAttribute('data-joined', 'yes');
    // The gateway learns of the badge by an event: post once it has it.
    await expect
      .poll(
        async () => {
          const text = `Vamos ${Date.now() % 100000}`;
          await fanPage.getByTestId('danmaku-input').fill(text);
          await fanPage.getByTestId('danmaku-send').click();
          return fanPage.getByTestId('chat-line').filter({ hasText: text }).getByTestId('chat-fan-badge').count();
        },
        { timeout: 15_000, intervals: [500, 1000, 2000] },
      )
      .toBe(1);
    await expect(fanPage.getByTestId('chat-line').last().getByTestId('chat-fan-badge')).toHaveText('Futsal');
    await expect(fanPage.getByTestId('chat-line').last().getByTestId('chat-level')).toHaveText('Lv.1');
    await fanContext.close();

    // Members list in the streamer area.
    await page.reload();
    await expect(area.getByTestId('studio-fans').getByTestId('fan-row')).toHaveCount(1);

    // An administrator takes the streamer off the air: the kick-out is listed with its reason.
    await area.getByTestId('studio-toggle').click();
    await expect(area.getByTestId('studio-on-air')).toHaveAttribute('data-live', 'yes');
    expect(
      (
        await call(
          request,
          'POST',
          '/api/live/liveKickout',
          { room_id: streamer.roomId, reason: 'Unlicensed stream of a paid match' },
          admin,
        )
      ).code,
    ).toBe(0);
    await page.goto('/member?type=9');
    await expect(area.getByTestId('studio-kickouts').getByTestId('kickout-row')).toContainText(
      'Unlicensed stream of a paid match',
    );
    expect(errors).toEqual([]);
  });

  test('a football streamer announces a coming match: its title and time are filled in, and the match page lists the room', async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const streamer = await streamerByApi(request, {
      real_name: 'Phạm Quốc Bảo',
      id_number: '079090005678',
      contact: 'Zalo 0907654321',
      experience: 'Calling V-League matches since 2019.',
    });
    expect((await call(request, 'POST', '/api/Live/setLiveInfo', { type: 1 }, streamer.token)).code).toBe(0);

    await useLanguage(page, 'en');
    await useToken(page, streamer.token);
    await page.goto('/member?type=9');
    const schedules = page.getByTestId('streamer-area').getByTestId('studio-schedules');
    const picker = schedules.getByTestId('schedule-match');
    // The latest coming football match (far enough ahead): its teams become the title, its kick-off the time.
    await expect(picker.locator('option').nth(1)).toBeAttached();
    // Value and text read at once: the list of coming matches may be refreshed between two reads.
    const [value, text] = await picker
      .locator('option')
      .last()
      .evaluate((option: HTMLOptionElement) => [option.value, option.textContent ?? '']);
    const matchId = Number(value);
    const teams = text.split(' · ')[1];
    await picker.selectOption(String(matchId));
    await expect(schedules.getByLabel('What you will broadcast')).toHaveValue(teams);
    // The time is picked in the page's language (a day and a time of day), not the browser's mm/dd/yyyy.
    await expect(schedules.getByRole('combobox', { name: 'Day' })).not.toHaveValue('');
    await expect(schedules.getByRole('combobox', { name: 'Day' }).locator('option:checked')).toHaveText(
      /^\w{3}, \w+ \d{1,2}, \d{4}$/,
    );
    await expect(schedules.getByRole('combobox', { name: 'Time' })).toHaveValue(/^\d{2}:\d{2}$/);
    await schedules.getByRole('button', { name: 'Announce' }).click();
    await expect(page.getByText('Broadcast announced')).toBeVisible();
    await expect(schedules.locator('.live-list__row')).toContainText(teams);
    expect(
      isMobile(info) || (await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)),
    ).toBe(true);

    await page.goto(`/score-detail?id=${matchId}`);
    await page.getByRole('tab', { name: 'Live rooms' }).click();
    await expect(page.getByTestId('match-rooms').locator(`[data-room-id="${streamer.roomId}"]`)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
