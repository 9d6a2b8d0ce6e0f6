import { deflateSync, crc32 } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { adminToken, appStarted, call, collectErrors, registerByApi, useLanguage, useToken } from './support';

const AUTHOR = { mobile: '13800000001', password: 'viewer123' };
const READER = { mobile: '13800000002', password: 'viewer123' };

/** A real PNG of one colour (so the pictures show), made here rather than kept as a file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a post with two pictures is published in a circle; another user comments and likes it', async ({
  page,
  browser,
  request,
}, info) => {
  const errors = collectErrors(page);
  const login = async (who: typeof AUTHOR) =>
    (await call<{ token: string; id: number }>(request, 'POST', '/api/user/login', { ...who, device_type: 'pc' })).data;
  const [author, reader] = [await login(AUTHOR), await login(READER)];
  const circles = await call<{ list: { id: number; kind: string; name: string }[] }>(
    request,
    'GET',
    '/api/community/circles?kind=competition',
  );
  const circle = circles.data.list[0];
  const text = `E2E ${info.project.name} ${Date.now()}: 今晚的比赛太精彩了 / trận đấu hay quá`;

  await useLanguage(page, 'en');
  await useToken(page, author.token);
  await page.goto(`/circle?id=${circle.id}`);
  await appStarted(page);
  await expect(page.getByTestId('circle-head')).toContainText(circle.name);
  await page.getByTestId('composer-text').fill(text);
  await page.getByTestId('composer-files').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: png(64, 48, [220, 60, 40]) },
    { name: 'blue.png', mimeType: 'image/png', buffer: png(64, 48, [40, 90, 220]) },
  ]);
  await page.getByTestId('composer-publish').click();
  const post = page.getByTestId('post').filter({ hasText: text });
  await expect(post).toBeVisible();
  await expect(post.getByTestId('post-image')).toHaveCount(2);
  await expect(page.getByTestId('composer-text')).toHaveValue('');
  const postId = await post.getAttribute('data-post-id');
  await page.screenshot({ path: info.outputPath('circle.png') });

  const context = await browser.newContext({ ...info.project.use, baseURL: info.project.use.baseURL });
  const other = await context.newPage();
  const otherErrors = collectErrors(other);
  await useLanguage(other, 'vi');
  await useToken(other, reader.token);
  await other.goto(`/circle-detail?id=${postId}`);
  await expect(other.getByTestId('post-text')).toHaveText(text);
  await other.getByTestId('comment-input').fill('Đồng ý, trận này hay thật!');
  await other.getByTestId('comment-send').click();
  await expect(other.getByTestId('comment').filter({ hasText: 'Đồng ý, trận này hay thật!' })).toBeVisible();
  await other.getByTestId('post-like').click();
  await expect(other.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByTestId('post-like')).toContainText('1');
  await expect(other.getByTestId('post-comments')).toContainText('1');
  await other.screenshot({ path: info.outputPath('circle-detail.png'), fullPage: true });
  await context.close();

  // The author sees the like and the comment on the post's page.
  await page.goto(`/circle-detail?id=${postId}`);
  await expect(page.getByTestId('post-like')).toContainText('1');
  await expect(page.getByTestId('comment')).toContainText('Đồng ý');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect([...errors, ...otherErrors]).toEqual([]);
});

for (const lang of ['zh', 'en', 'vi'] as const) {
  test(`news lists and an article open in ${lang}`, async ({ page, request }, info) => {
    const errors = collectErrors(page);
    const newest = (await request
      .post('/api/Portal_post/getList2', { headers: { lang }, data: { category: 'football', limit: 1 } })
      .then((r) => r.json())) as { data: { list: { id: number; title: string }[] } };
    const article = newest.data.list[0];
    await useLanguage(page, lang);
    await page.goto('/news?category=football');
    const card = page.getByTestId('article-card').filter({ hasText: article.title });
    await expect(card).toBeVisible();
    if (lang === 'en') await page.screenshot({ path: info.outputPath('news.png') });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/detail\\?id=${article.id}$`));
    await expect(page.getByTestId('article')).toContainText(article.title);
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    await expect(page.getByTestId('article-match')).toBeVisible();
    if (lang === 'zh') await page.screenshot({ path: info.outputPath('article.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('feedback with a screenshot reaches the operators', async ({ page, request }) => {
  const errors = collectErrors(page);
  const author = (await call<{ token: string }>(request, 'POST', '/api/user/login', { ...AUTHOR, device_type: 'pc' }))
    .data;
  await useLanguage(page, 'zh');
  await useToken(page, author.token);
  await page.goto('/feedback');
  const text = `比分页面卡住了 ${Date.now()}`;
  await page.getByTestId('feedback-text').fill(text);
  await page.getByTestId('feedback-contact').fill('qq 12345');
  await page
    .getByTestId('composer-files')
    .setInputFiles([{ name: 'screen.png', mimeType: 'image/png', buffer: png(80, 60, [30, 160, 90]) }]);
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('empty-state')).toContainText('感谢您的反馈');
  const received = await call<{ list: { content: string; images: string[] }[] }>(
    request,
    'GET',
    '/api/admin/feedback',
    undefined,
    await adminToken(request),
  );
  expect(received.data.list.find((item) => item.content === text)?.images).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("another user's comment and like raise my bell's count live, and the list says so in the page's language", async ({
  page,
  request,
}, info) => {
  const errors = collectErrors(page);
  const [author, fan] = [await registerByApi(request), await registerByApi(request)];
  const nickname = `Fan${fan.id}`;
  expect((await call(request, 'POST', '/api/member/updateInfo', { user_nickname: nickname }, fan.token)).code).toBe(0);
  const circles = await call<{ list: { id: number }[] }>(request, 'GET', '/api/community/circles?kind=sport');
  const post = await call<{ id: number }>(
    request,
    'POST',
    '/api/anchor_dynamics_user/insert',
    { circle_id: circles.data.list[0].id, content: `Bell ${info.project.name} ${Date.now()}` },
    author.token,
  );

  await useLanguage(page, 'vi');
  await useToken(page, author.token);
  await page.goto('/main');
  await appStarted(page);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-unread')).toHaveCount(0);

  // Through the API, as another user's page would: the author's page hears of each on its live socket.
  await call(
    request,
    'POST',
    '/api/anchor_dynamics_user/comment',
    { post_id: post.data.id, content: 'Hay quá!' },
    fan.token,
  );
  await expect(page.getByTestId('notification-unread')).toHaveText('1');
  await call(request, 'POST', '/api/anchor_dynamics_user/likes', { id: post.data.id }, fan.token);
  await expect(page.getByTestId('notification-unread')).toHaveText('2');

  await bell.click();
  const notices = page.getByTestId('notice');
  await expect(notices).toHaveCount(2);
  await expect(notices.first().getByTestId('notice-text')).toHaveText(`${nickname} đã thích bài đăng của bạn`);
  await expect(notices.nth(1).getByTestId('notice-text')).toHaveText(`${nickname} đã bình luận bài đăng của bạn`);
  await expect(notices.nth(1)).toContainText('Hay quá!');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: info.outputPath('notifications.png') });

  // Opening one marks it read and goes to the post.
  await notices.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/circle-detail\\?id=${post.data.id}$`));
  await expect(page.getByTestId('notification-unread')).toHaveText('1');
  expect(errors).toEqual([]);
});
