import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { adminToken, call, collectErrors, isMobile, registerByApi, useLanguage, useToken } from './support';

interface MatchRow {
  match_id: number;
  competition_id: number;
  home_team_id: number;
  away_team_id: number;
  home_team_name: string;
  away_team_name: string;
  status: string;
}

/** A football match of today made by an administrator and kicked off, so only this test's pushes move it. */
async function liveMatch(request: APIRequestContext, admin: string): Promise<MatchRow> {
  const today = new Date().toISOString().slice(0, 10);
  const day = await call<{ list: MatchRow[] }>(
    request,
    'GET',
    `/api/scores/matches?sport=football&date=${today}&limit=200`,
  );
  const model = day.data.list[0];
  const created = await call<MatchRow>(
    request,
    'POST',
    '/api/admin/scores/matches',
    {
      sport: 'football',
      competition_id: model.competition_id,
      home_team_id: model.home_team_id,
      away_team_id: model.away_team_id,
      start_time: new Date().toISOString(),
    },
    admin,
  );
  expect(created.code).toBe(0);
  const kickOff = await call(
    request,
    'POST',
    '/api/admin/scores/events',
    { match_id: created.data.match_id, type: 'period', period: 1, minute: 0 },
    admin,
  );
  expect(kickOff.code).toBe(0);
  return created.data;
}

async function pageIn(browser: Browser, mobile: boolean) {
  const context = await browser.newContext(
    mobile
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await useLanguage(page, 'en');
  return page;
}

test.describe('live scores', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('the football list groups a day by competition, filters by state and competition, and stars a match after login', async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    // Yesterday: its matches are over whatever the time of day (just after midnight, today has none finished yet).
    await page.goto('/football?day=-1');
    await expect(page.getByTestId('competition-group').first()).toBeVisible();
    const rows = page.getByTestId('match-row');
    expect(await rows.count()).toBeGreaterThan(3);

    await page.getByRole('tab', { name: /^Finished/ }).click();
    await expect(rows.first()).toHaveAttribute('data-status', 'finished');
    await expect(page.locator('[data-testid="match-row"]:not([data-status="finished"])')).toHaveCount(0);
    await expect(rows.first().getByTestId('match-clock')).toHaveText('FT');

    await page.getByRole('tab', { name: /^All/ }).click();
    const select = page.getByTestId('competition-filter');
    const competition = (await select.locator('option').nth(1).textContent()) as string;
    await select.selectOption({ label: competition });
    await expect(page.getByTestId('competition-group')).toHaveCount(1);
    await expect(page.getByTestId('competition-group')).toContainText(competition);

    // A visitor's star asks them to log in; a member's star is kept.
    await rows.first().getByTestId('match-star').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.keyboard.press('Escape');
    const user = await registerByApi(request);
    await useToken(page, user.token);
    await page.goto('/basketball');
    const first = page.getByTestId('match-row').first();
    await first.getByTestId('match-star').click();
    await expect(first.getByTestId('match-star')).toHaveAttribute('aria-pressed', 'true');
    const matchId = Number(await first.getAttribute('data-match'));
    const favourites = await call<{ list: { match_id: number }[] }>(
      request,
      'GET',
      '/api/scores/favourites',
      undefined,
      user.token,
    );
    expect(favourites.data.list.map((m) => m.match_id)).toContain(matchId);
    await page.reload();
    await expect(page.locator(`[data-match="${matchId}"]`).getByTestId('match-star')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      isMobile(info) || (await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an administrator pushes a goal: the row updates and flashes, and every open page shows the pop-up', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await adminToken(request);
    const match = await liveMatch(request, admin);
    await page.goto('/football');
    const row = page.locator(`[data-match="${match.match_id}"]`);
    await expect(row).toHaveAttribute('data-status', 'live');
    await expect(row.getByTestId('match-score')).toHaveText('0-0');
    // Other pages open at the same time: the home page on a desktop and a live room on a phone.
    const home = await pageIn(browser, false);
    await home.goto('/main');
    const phone = await pageIn(browser, true);
    await phone.goto('/anchor?type=0');
    await expect(home.getByTestId('hot-matches')).toBeVisible();
    await expect(phone.locator('.tabbar')).toBeVisible();
    // A goal reaches the pages whose live socket is up: wait for each before pushing it.
    for (const viewer of [page, home, phone])
      await expect(viewer.locator('.app[data-live="on"]')).toBeAttached({ timeout: 20_000 });

    const goal = await call(
      request,
      'POST',
      '/api/admin/scores/events',
      { match_id: match.match_id, type: 'goal', side: 'home', minute: 12, player_name: 'E2E Striker' },
      admin,
    );
    expect(goal.code).toBe(0);

    await expect(row.getByTestId('match-score')).toHaveText('1-0');
    await expect(row).toHaveClass(/match-row--flash/);
    // Each page, looked at together: a pop-up stays about 6 s.
    await Promise.all(
      [page, home, phone].map(async (viewer) => {
        // The replay's own goals may pop up too: this one is told by its teams and score.
        const popup = viewer
          .getByTestId('goal-popup')
          .filter({ hasText: `${match.home_team_name} 1-0 ${match.away_team_name}` })
          .first();
        await expect(popup).toBeVisible();
        await expect(popup).toContainText("12'");
      }),
    );
    await home.context().close();
    await phone.context().close();
  });

  test('a match page follows pushed events: scoreboard, timeline, statistics, lineups and the table', async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const admin = await adminToken(request);
    const match = await liveMatch(request, admin);
    await page.goto(`/score-detail?id=${match.match_id}`);
    const board = page.getByTestId('scoreboard');
    await expect(board).toContainText(match.home_team_name);
    await expect(page.getByTestId('scoreboard-score')).toHaveText('0 - 0');

    expect(
      (
        await call(
          request,
          'POST',
          '/api/admin/scores/events',
          { match_id: match.match_id, type: 'corner', side: 'away', minute: 5 },
          admin,
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await call(
          request,
          'POST',
          '/api/admin/scores/events',
          { match_id: match.match_id, type: 'goal', side: 'away', minute: 9, player_name: 'E2E Winger' },
          admin,
        )
      ).code,
    ).toBe(0);
    await expect(page.getByTestId('scoreboard-score')).toHaveText('0 - 1');
    await expect(page.getByTestId('scoreboard-clock')).toHaveText("9'");
    const goal = page.getByTestId('timeline-event').filter({ hasText: 'E2E Winger' });
    await expect(goal).toContainText('Goal');
    await expect(goal).toContainText('0-1');
    await expect(page.getByTestId('timeline-event').filter({ hasText: 'Corner' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByTestId('stat-goals')).toHaveText(/^0\s*Goals\s*1$/);
    await expect(page.getByTestId('stat-corners')).toHaveText(/^0\s*Corners\s*1$/);
    // The second half has not begun: nothing to show for it yet.
    await page.getByRole('radio', { name: 'Half 2' }).click();
    await expect(page.getByTestId('stat-bars')).toContainText('No statistics for this period yet');
    await expect(page.getByTestId('stat-goals')).toHaveCount(0);
    // Possession and shots are the service's: an administrator's first-half figures reach the open page by the push.
    const stats = await call(
      request,
      'POST',
      '/api/admin/scores/stats',
      {
        match_id: match.match_id,
        period: 1,
        stats: [
          { key: 'possession', home: 62, away: 38 },
          { key: 'shots', home: 6, away: 2 },
        ],
      },
      admin,
    );
    expect(stats.code).toBe(0);
    await page.getByRole('radio', { name: 'Half 1' }).click();
    await expect(page.getByTestId('stat-possession')).toHaveText(/^62%\s*Possession\s*38%$/);
    await expect(page.getByTestId('stat-possession').locator('.stat-bar__home')).toHaveAttribute('style', /width: 62%/);
    await expect(page.getByTestId('stat-shots')).toHaveText(/^6\s*Shots\s*2$/);

    await page.getByRole('tab', { name: 'Lineups' }).click();
    await expect(page.locator('.pitch__player')).toHaveCount(22);
    await expect(page.getByTestId('formation-home')).toHaveText(new RegExp(`^${match.home_team_name} \\d+(-\\d+)+$`));
    await page.getByRole('tab', { name: 'Standings' }).click();
    await expect(page.getByTestId('standings').locator('.standings__ours')).not.toHaveCount(0);
    // Nobody has announced this new match: the rooms tab says so and offers other football rooms.
    await page.getByRole('tab', { name: 'Live rooms' }).click();
    await expect(page.getByTestId('match-rooms')).toContainText('No streamer has announced this match yet');
    await expect(page.getByTestId('more-rooms').getByTestId('room-card').first()).toBeVisible();
    expect(
      isMobile(info) || (await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a match a live room broadcasts lists that room on its page, and the card leads to the room', async ({
    page,
    request,
  }) => {
    // The seed has the live football rooms broadcast matches being played when it ran (today or, just after midnight, yesterday).
    let found: { matchId: number; roomId: number } | undefined;
    for (const offset of [0, -1]) {
      const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const day = await call<{ list: MatchRow[] }>(
        request,
        'GET',
        `/api/scores/matches?sport=football&date=${date}&limit=200`,
      );
      for (const match of day.data.list.filter((m) => m.status !== 'upcoming')) {
        const rooms = await call<{ list: { id: number; is_live: 0 | 1 }[] }>(
          request,
          'GET',
          `/api/Live/getRoomList?match_id=${match.match_id}`,
        );
        const live = rooms.data.list.find((room) => room.is_live === 1);
        if (live) found = { matchId: match.match_id, roomId: live.id };
        if (found) break;
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { matchId, roomId } = found as { matchId: number; roomId: number };
    await page.goto(`/score-detail?id=${matchId}`);
    await page.getByRole('tab', { name: 'Live rooms' }).click();
    const card = page.getByTestId('match-rooms').locator(`[data-room-id="${roomId}"]`);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('more-rooms').locator(`[data-room-id="${roomId}"]`)).toHaveCount(0);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/live\\?id=${roomId}$`));
  });

  test('the schedule lists the matches of a day of the coming week, football or basketball', async ({ page }) => {
    await page.goto('/schedule?type=4');
    await page.getByRole('tab').nth(1).click();
    const rows = page.getByTestId('match-row');
    await expect(rows.first()).toHaveAttribute('data-status', 'upcoming');
    const football = await rows.first().getAttribute('data-match');
    await page.getByRole('radio', { name: 'Basketball' }).click();
    await expect(rows.first()).not.toHaveAttribute('data-match', football as string);
    await expect(rows.first().getByTestId('match-clock')).toHaveText(/^\d\d:\d\d$/);
  });

  test("the football database shows a competition's table, a team's squad and matches, and the top scorers", async ({
    page,
  }, info) => {
    const errors = collectErrors(page);
    await page.goto('/base-football');
    await expect(page.getByTestId('standings').locator('tbody tr').first()).toBeVisible();
    // The table is the current season's: a league's runs from July to June.
    await expect(page.getByTestId('standings-season')).toContainText(/Season \d{4}\/\d{2}$/);
    await page.getByTestId('competitions').getByRole('radio').nth(1).click();
    await expect(page).toHaveURL(/competition=\d+/);
    await page.getByRole('tab', { name: 'Teams' }).click();
    const panel = page.getByTestId('team-panel');
    await expect(panel.getByTestId('squad-player').nth(10)).toBeVisible();
    await expect(panel.getByTestId('match-row').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Top scorers' }).click();
    await expect(page.getByTestId('top-scorers').locator('tbody tr').first()).toBeVisible();
    await page.goto('/base-basketball');
    await expect(page.getByTestId('standings').locator('tbody tr').first()).toBeVisible();
    expect(
      isMobile(info) || (await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test("the cup hub shows the cup's fixtures and results, its table and scorers and football rooms, and a goal in a cup match", async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const competitions = await call<{ list: { competition_id: number; name: string; kind: string }[] }>(
      request,
      'GET',
      '/api/scores/competitions?sport=football',
    );
    const cup = competitions.data.list.find((c) => c.kind === 'cup')!;
    expect(cup.name).toBe('Continental Cup');
    await page.goto('/trophy/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Continental Cup');
    const hub = page.getByTestId('trophy-hub');
    await expect(hub.getByTestId('trophy-upcoming').getByTestId('match-row').first()).toBeVisible();
    // Fixtures span days: each day is a group titled with its date.
    await expect(hub.getByTestId('trophy-upcoming').getByTestId('competition-group').first()).toContainText(/\d{4}/);
    await expect(hub.getByTestId('trophy-table').locator('tbody tr').first()).toBeVisible();
    await expect(hub.getByTestId('trophy-rooms').getByTestId('room-card').first()).toBeVisible();
    // The results are the cup's latest, however long its history.
    const latest = await call<{ list: MatchRow[] }>(
      request,
      'GET',
      `/api/scores/matches?sport=football&competition_id=${cup.competition_id}&status=finished&order=desc&limit=1`,
    );
    await expect(hub.getByTestId('trophy-results').getByTestId('match-row').first()).toHaveAttribute(
      'data-match',
      String(latest.data.list[0].match_id),
    );

    // A cup match kicked off and scored in by an administrator shows among the live matches, scored.
    const admin = await adminToken(request);
    const cupMatches = await call<{ list: MatchRow[] }>(
      request,
      'GET',
      `/api/scores/matches?sport=football&competition_id=${cup.competition_id}&limit=200`,
    );
    const model = cupMatches.data.list[0];
    const created = await call<MatchRow>(
      request,
      'POST',
      '/api/admin/scores/matches',
      {
        sport: 'football',
        competition_id: cup.competition_id,
        home_team_id: model.home_team_id,
        away_team_id: model.away_team_id,
        start_time: new Date().toISOString(),
      },
      admin,
    );
    expect(
      (
        await call(
          request,
          'POST',
          '/api/admin/scores/events',
          { match_id: created.data.match_id, type: 'period', period: 1, minute: 0 },
          admin,
        )
      ).code,
    ).toBe(0);
    await page.reload();
    const row = hub.getByTestId('trophy-live').locator(`[data-match="${created.data.match_id}"]`);
    await expect(row).toBeVisible();
    expect(
      (
        await call(
          request,
          'POST',
          '/api/admin/scores/events',
          { match_id: created.data.match_id, type: 'goal', side: 'home', minute: 12, player_name: 'Cup Striker' },
          admin,
        )
      ).code,
    ).toBe(0);
    await expect(row).toContainText('1-0');
    expect(
      isMobile(info) || (await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
