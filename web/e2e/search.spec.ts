import { expect, type Page, test } from '@playwright/test';
import { appStarted, call, collectErrors, registerByApi, useLanguage, useToken } from './support';

/** A seeded streamer (README's demo accounts: 13900000001) and the room his search result opens. */
const STREAMER = '老K说球';

async function roomOf(request: Parameters<typeof call>[0], nickname: string): Promise<number> {
  const found = await call<{ list: { user_nickname: string; room_id: number }[] }>(
    request,
    'GET',
    `/api/Search/anchor?name=${encodeURIComponent(nickname)}`,
  );
  const streamer = found.data.list.find((a) => a.user_nickname === nickname);
  expect(streamer, `${nickname} is seeded`).toBeTruthy();
  return streamer!.room_id;
}

async function openSearch(page: Page): Promise<void> {
  await appStarted(page);
  await page.getByTestId('search-input').click();
  await expect(page.getByTestId('search-panel')).toBeVisible();
}

test.describe('search', () => {
  test('the top bar search shows history and 10 hot matches on /main, /football and a room, and finds a streamer’s room', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const roomId = await roomOf(request, STREAMER);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-history-set')) {
        localStorage.setItem('searchHistory', JSON.stringify(['英超']));
        sessionStorage.setItem('e2e-history-set', '1');
      }
    });

    for (const path of ['/main', '/football', `/live?id=${roomId}`]) {
      await page.goto(path);
      await openSearch(page);
      await expect(page.getByTestId('search-history-item')).toHaveText(['英超']);
      await expect(page.getByTestId('search-hot-match')).toHaveCount(10);
      await expect(page.getByTestId('search-hot-match').first()).toContainText('vs');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('search-panel')).toBeHidden();
    }

    // At most 10 characters; Enter opens the results, grouped by kind, and remembers the search.
    const input = page.getByTestId('search-input');
    await input.click();
    await input.fill(`${STREAMER}一二三四五六七八`);
    await expect(input).toHaveValue(`${STREAMER}一二三四五六七八`.slice(0, 10));
    await input.fill(STREAMER);
    await input.press('Enter');
    await expect(page).toHaveURL(`/search?name=${encodeURIComponent(STREAMER)}`);
    const result = page.locator('[data-testid="search-hit"][data-kind="streamer"]').filter({ hasText: STREAMER });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(`/live?id=${roomId}`);
    await expect(page.getByTestId('room-title')).not.toBeEmpty();

    await openSearch(page);
    await expect(page.getByTestId('search-history-item')).toHaveText([STREAMER, '英超']);
    expect(errors).toEqual([]);
  });

  test('the search page: tabs by kind, a match leads to its page, nothing found says so', async ({ page, request }) => {
    await useLanguage(page, 'en');
    // A hot match's home team, by its English name, as the visitor would type it.
    const hot = await call<{ list: { match_id: number; home_team_name: string }[] }>(
      request,
      'POST',
      '/api/universal/getHot',
    );
    const team = hot.data.list[0].home_team_name.slice(0, 10);
    await page.goto(`/search?name=${encodeURIComponent(team)}`);
    await expect(page.locator('[data-testid="search-hit"][data-kind="match"]').first()).toBeVisible();
    await page.getByRole('tab', { name: /^Matches/ }).click();
    await expect(page).toHaveURL(/kind=match/);
    const match = page.getByTestId('search-hit').filter({ hasText: team }).first();
    await expect(match).toHaveAttribute('data-kind', 'match');
    await match.click();
    await expect(page).toHaveURL(/\/score-detail\?id=\d+$/);

    await page.goto('/search?name=zzqqxx');
    await expect(page.getByTestId('search-input')).toHaveValue('zzqqxx');
    await expect(page.getByTestId('empty-state')).toContainText('No results');
    await page.getByRole('tab', { name: /^Streamers/ }).click();
    await expect(page.getByTestId('empty-state')).toContainText('No Streamers found for “zzqqxx”');
  });

  test('a published post is found by a Chinese word of it and by a Vietnamese word typed without diacritics', async ({
    page,
    request,
  }, info) => {
    const errors = collectErrors(page);
    const author = await registerByApi(request);
    const circles = await call<{ list: { id: number }[] }>(request, 'GET', '/api/community/circles?kind=competition');
    const stamp = Date.now().toString(36);
    const text = `赛前弹琵琶助兴 ${stamp} · Tiếng đàn tranh vang lên trước trận`;

    await useLanguage(page, 'vi');
    await useToken(page, author.token);
    await page.goto(`/circle?id=${circles.data.list[0].id}`);
    await appStarted(page);
    await page.getByTestId('composer-text').fill(text);
    await page.getByTestId('composer-publish').click();
    const post = page.getByTestId('post').filter({ hasText: stamp });
    await expect(post).toBeVisible();
    const postId = await post.getAttribute('data-post-id');

    // Through the search box, as a visitor types: the Chinese word, then Vietnamese without its accents.
    for (const [query, word] of [
      ['琵琶', '琵琶'],
      ['dan tranh', 'đàn'],
    ] as const) {
      const input = page.getByTestId('search-input');
      await input.click();
      await input.fill(query);
      await input.press('Enter');
      await expect(page).toHaveURL(`/search?name=${encodeURIComponent(query)}`);
      await page.getByRole('tab', { name: /^Bài đăng/ }).click();
      const hit = page.locator(`[data-testid="search-hit"][data-kind="post"][href="/circle-detail?id=${postId}"]`);
      await expect(hit).toBeVisible();
      await expect(hit.locator('mark').filter({ hasText: word }).first()).toBeVisible();
      await page.screenshot({
        path: info.outputPath(`search-${query.replace(/\W/g, '') || 'zh'}.png`),
        fullPage: true,
      });
      await page.keyboard.press('Escape');
    }
    await hitOpensPost(page, postId!);
    expect(errors).toEqual([]);
  });

  test('a widget that breaks fails alone, says what failed without blaming the network, and comes back on retry', async ({
    page,
  }) => {
    // The hot matches answer with a body the site cannot use: the dropdown's list throws.
    await page.route('**/api/universal/getHot', (route) =>
      route.fulfill({ json: { code: 0, msg: '', data: { list: 5 } } }),
    );
    await page.goto('/football');
    await openSearch(page);
    const failed = page.getByTestId('region-error-hotMatches');
    await expect(failed).toContainText('热门比赛暂时无法显示');
    await expect(failed).toHaveAttribute('data-kind', 'code');
    await expect(failed).not.toContainText('网络');
    // The rest of the search box and of the page still work.
    await expect(page.getByTestId('search-history')).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.locator('.app__main [data-testid^="region-error"]')).toHaveCount(0);

    await page.unroute('**/api/universal/getHot');
    await failed.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('search-hot-match')).toHaveCount(10);
    await page.getByTestId('search-hot-match').first().click();
    await expect(page).toHaveURL(/\/score-detail\?id=\d+$/);
  });
});

/** The hit leads to the post's page. */
async function hitOpensPost(page: Page, postId: string): Promise<void> {
  await page.locator(`[data-testid="search-hit"][href="/circle-detail?id=${postId}"]`).click();
  await expect(page).toHaveURL(`/circle-detail?id=${postId}`);
}
