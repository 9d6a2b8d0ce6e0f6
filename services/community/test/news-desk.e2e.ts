import { EventBus } from '@arena/shared';
import { asAdmin, registerUser } from '../../../test/support/accounts';
import { deliver } from '../../../test/support/deliver';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { MatchReports } from '../src/news/match-reports';
import { MatchReportsConsumer } from '../src/news/match-reports.consumer';
import { listedNews } from './community-support';

// Five services in one process: a loaded machine needs more than the default.
jest.setTimeout(90_000);

const texts = (title: string) => ({
  title_zh: `${title}（中文）`,
  title_en: title,
  title_vi: `${title} (VI)`,
  summary_zh: '摘要',
  summary_en: 'Summary',
  summary_vi: 'Tóm tắt',
  body_zh: '第一段\n\n第二段',
  body_en: 'First paragraph\n\nSecond paragraph',
  body_vi: 'Đoạn một\n\nĐoạn hai',
});

/**
 * Administrators' news desk and carousel (written, scheduled, unpublished, republished, ordered,
 * audited), and the match reports the community writes itself when the score engine finishes a match.
 */
describe('news desk, banners and match reports', () => {
  const { stack } = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'community', 'scores'));
  let admin: string;
  beforeAll(async () => {
    admin = await asAdmin(stack);
  });

  const listed = (category: string, lang = 'en') => listedNews(stack, category, lang);
  const adminCall = (path: string, body: Record<string, unknown>, token = admin, lang = 'en') =>
    stack.api.post(path).set('token', token).set('lang', lang).send(body);
  const audit = async (kind: string, id: number) =>
    (await stack.api.get('/api/admin/audit-log').set('token', admin).query({ target_kind: kind, target_id: id })).body
      .data.list as {
      action: string;
      reason: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];

  it('writes, schedules, edits, unpublishes and republishes articles, each audited; a scheduled one is not listed before its time', async () => {
    const now = await adminCall('/api/admin/articles', { category: 'platform', ...texts('Server upgrade tonight') });
    expect(now.body).toMatchObject({
      code: 0,
      msg: 'Article saved',
      data: { state: 'published', author_id: expect.any(Number) },
    });
    const id = now.body.data.id as number;
    expect((await listed('platform')).map((a) => a.id)).toContain(id);
    const read = await stack.api.get(`/api/community/articles/info?id=${id}`).set('lang', 'vi');
    expect(read.body.data).toMatchObject({ title: 'Server upgrade tonight (VI)', body: 'Đoạn một\n\nĐoạn hai' });

    const soon = new Date(Date.now() + 3_000).toISOString();
    const later = await adminCall('/api/admin/articles', {
      category: 'football',
      ...texts('Cup draw preview'),
      publish_at: soon,
    });
    expect(later.body.data).toMatchObject({ state: 'scheduled', publish_at: soon });
    const laterId = later.body.data.id as number;
    expect((await listed('football')).map((a) => a.id)).not.toContain(laterId);
    expect((await stack.api.get(`/api/community/articles/info?id=${laterId}`)).body.code).toBe(1);
    const scheduled = await stack.api.get('/api/admin/articles').set('token', admin).query({ state: 'scheduled' });
    expect(scheduled.body.data.list.map((a: { id: number }) => a.id)).toContain(laterId);
    // Listed once its time came (the edge keeps a list up to 5 s).
    await eventually(
      () => listed('football'),
      (list) => list.some((a) => a.id === laterId),
      15_000,
    );

    const edited = await adminCall('/api/admin/articles/edit', { id, title_en: 'Server upgrade moved to Friday' });
    expect(edited.body.data).toMatchObject({
      title_en: 'Server upgrade moved to Friday',
      title_zh: 'Server upgrade tonight（中文）',
    });
    const down = await adminCall('/api/admin/articles/unpublish', { id, reason: 'Upgrade cancelled' });
    expect(down.body).toMatchObject({ code: 0, msg: 'Article unpublished', data: { state: 'unpublished' } });
    expect((await adminCall('/api/admin/articles/unpublish', { id })).body.msg).toBe(
      'This article is already unpublished',
    );
    expect((await stack.api.get(`/api/community/articles/info?id=${id}`)).body.code).toBe(1);
    await eventually(
      () => listed('platform'),
      (list) => !list.some((a) => a.id === id),
      15_000,
    );
    const back = await adminCall('/api/admin/articles/republish', { id });
    expect(back.body.data.state).toBe('published');
    expect((await stack.api.get(`/api/community/articles/info?id=${id}`)).body.code).toBe(0);

    expect((await audit('article', id)).map((e) => [e.action, e.reason])).toEqual([
      ['article.republish', ''],
      ['article.unpublish', 'Upgrade cancelled'],
      ['article.edit', ''],
      ['article.create', ''],
    ]);
    expect((await audit('article', id))[2]).toMatchObject({
      before: { title_en: 'Server upgrade tonight' },
      after: { title_en: 'Server upgrade moved to Friday' },
    });
  });

  it('validates articles in the caller language and keeps the desk to administrators', async () => {
    const missing = await adminCall(
      '/api/admin/articles',
      { category: 'football', ...texts('x'), title_vi: '' },
      admin,
      'zh',
    );
    expect(missing.body).toEqual({ code: 1, msg: '请填写越南语标题', data: null });
    const badTime = await adminCall('/api/admin/articles', {
      category: 'other',
      ...texts('x'),
      publish_at: 'tomorrow',
    });
    expect(badTime.body).toEqual({ code: 1, msg: 'Publish time is not a valid time', data: null });
    const badCover = await adminCall('/api/admin/articles', {
      category: 'other',
      ...texts('x'),
      cover: 'javascript:alert(1)',
    });
    expect(badCover.body.msg).toBe('Cover must be an uploaded picture or an https address');
    expect((await adminCall('/api/admin/articles/edit', { id: 999999999, title_en: 'y' })).body.msg).toBe(
      'This article does not exist',
    );
    const user = await registerUser(stack);
    for (const path of [
      '/api/admin/articles',
      '/api/admin/articles/edit',
      '/api/admin/articles/unpublish',
      '/api/admin/banners',
    ])
      expect((await adminCall(path, { id: 1, category: 'other', ...texts('mine') }, user.token)).body.code).not.toBe(0);
    expect((await stack.api.get('/api/admin/articles').set('token', user.token)).body.code).not.toBe(0);
  });

  it('adds, edits, orders, disables and enables banners; the carousel follows, each change audited', async () => {
    const carousel = async () =>
      (await stack.api.post('/api/Banner/getBannerList').set('lang', 'en')).body.data as {
        id: number;
        title: string;
      }[];
    const made = await adminCall('/api/admin/banners', {
      title_zh: '周末大战',
      title_en: 'Weekend derby',
      title_vi: 'Đại chiến cuối tuần',
      image: '/uploads/community/banner-live-football.svg',
      link: '/live',
    });
    expect(made.body).toMatchObject({ code: 0, data: { enabled: 1, link: '/live' } });
    const id = made.body.data.id as number;
    const badLink = await adminCall('/api/admin/banners/edit', { id, link: 'https://elsewhere.example' });
    expect(badLink.body.msg).toBe('Link must be a path of the site, starting with /');
    await eventually(carousel, (list) => list.at(-1)?.id === id, 15_000);
    const ordered = await adminCall('/api/admin/banners/order', { ids: [id] });
    expect(ordered.body.data[0].id).toBe(id);
    await eventually(carousel, (list) => list[0]?.id === id && list[0].title === 'Weekend derby', 15_000);
    expect((await adminCall('/api/admin/banners/disable', { id })).body.data.enabled).toBe(0);
    await eventually(carousel, (list) => !list.some((b) => b.id === id), 15_000);
    const all = (await stack.api.get('/api/admin/banners').set('token', admin)).body.data as { id: number }[];
    expect(all.some((b) => b.id === id)).toBe(true);
    expect((await adminCall('/api/admin/banners/enable', { id })).body.data.enabled).toBe(1);
    expect((await adminCall('/api/admin/banners/order', { ids: [id, 999999] })).body.msg).toBe(
      'This banner does not exist',
    );
    expect((await audit('banner', id)).map((e) => e.action)).toEqual([
      'banner.enable',
      'banner.disable',
      'banner.order',
      'banner.create',
    ]);
  });

  it('writes one report of a finished match in three languages, even when the event comes twice', async () => {
    const competitions = await stack.api.get('/api/scores/competitions?sport=football');
    const competitionId = competitions.body.data.list[0].competition_id as number;
    const table = await stack.api.get('/api/scores/standings').query({ competition_id: competitionId });
    const [home, away] = table.body.data.list as { team_id: number }[];
    const created = await adminCall('/api/admin/scores/matches', {
      sport: 'football',
      competition_id: competitionId,
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      start_time: new Date().toISOString(),
    });
    const matchId = created.body.data.match_id as number;
    const push = async (event: Record<string, unknown>) =>
      expect((await adminCall('/api/admin/scores/events', { match_id: matchId, ...event })).body.code).toBe(0);
    await push({ type: 'goal', side: 'away', minute: 12, player_name: 'Kai Storm' });
    await push({ type: 'goal', side: 'home', minute: 50, player_name: 'Leo Hart' });
    await push({ type: 'red', side: 'away', minute: 63, player_name: 'Ivo Dane' });
    await push({ type: 'penalty', side: 'home', minute: 81, player_name: 'Leo Hart' });
    expect(
      (
        await adminCall('/api/admin/scores/stats', {
          match_id: matchId,
          period: 1,
          stats: [
            { key: 'possession', home: 58, away: 42 },
            { key: 'shots', home: 9, away: 4 },
          ],
        })
      ).body.code,
    ).toBe(0);
    // Before the end nothing is written, even if asked.
    expect(await stack.app('community').get(MatchReports).publish(matchId)).toBe(false);
    await push({ type: 'period', period: 0, minute: 90 });

    const reports = async (lang: string) => (await listed('football', lang)).filter((a) => a.match_id === matchId);
    const [en] = await eventually(
      () => reports('en'),
      (list) => list.length > 0,
      // Another suite's community (without scores) may take the event first: it is claimed back after 30 s.
      60_000,
    );
    const detail = (await stack.api.get('/api/scores/match').set('lang', 'en').query({ match_id: matchId })).body.data;
    expect(en.title).toBe(
      `${detail.home_team_name} beat ${detail.away_team_name} 2-1 in the ${detail.competition_name}`,
    );
    const body = (await stack.api.get(`/api/community/articles/info?id=${en.id}`).set('lang', 'en')).body.data.body;
    expect(body).toContain("12' Kai Storm");
    expect(body).toContain("81' Leo Hart (penalty)");
    expect(body).toContain(`Turning points: Leo Hart levelled it for ${detail.home_team_name} in the 50th minute`);
    expect(body).toContain(`Ivo Dane of ${detail.away_team_name} was sent off in the 63rd minute`);
    expect(body).toContain('Possession 58% - 42%');
    expect(body).toContain('Shots 9 - 4');
    expect(body).not.toContain('Corners');
    expect(body).toMatch(/In the table, .+ (climb|stay|drop)/);
    const zh = (await stack.api.get(`/api/community/articles/info?id=${en.id}`).set('lang', 'zh')).body.data;
    const vi = (await stack.api.get(`/api/community/articles/info?id=${en.id}`).set('lang', 'vi')).body.data;
    expect(zh.body).toContain('比赛转折');
    expect(vi.body).toContain('Bước ngoặt');

    // The event again, through the stream and straight to the handler: still one report.
    const finished = {
      matchId,
      sport: 'football',
      home: { zh: '', en: detail.home_team_name, vi: '' },
      away: { zh: '', en: detail.away_team_name, vi: '' },
      homeScore: 2,
      awayScore: 1,
    };
    await stack.app('community').get(EventBus).publish('match.finished', finished);
    await deliver(stack.app('community').get(MatchReportsConsumer), 'match.finished', [finished, finished]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await reports('en')).toHaveLength(1);
    const all = await stack.api
      .get('/api/admin/articles')
      .set('token', admin)
      .query({ category: 'football', limit: 50 });
    expect(all.body.data.list.filter((a: { match_id: number }) => a.match_id === matchId)).toHaveLength(1);
  });
});
