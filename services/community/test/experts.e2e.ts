import { EventBus } from '@arena/shared';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { openStores, Stores } from '../../../test/support/stores';
import { useStack } from '../../../test/support/use-stack';

interface Expert {
  uid: number;
  label: string;
  sport: string;
  record: { analyses: number; graded: number; hits: number; hit_rate: number; streak: number; recent: string[] };
  follower_count: number;
  is_follow: 0 | 1;
}

// Six services in one process: a loaded machine needs more than the default.
jest.setTimeout(60_000);

/**
 * Experts (/specialist pages, /foresight): applying within 200 words, the administrators' review,
 * analyses published before kick-off only, graded when the match ends, followers.
 */
describe('experts', () => {
  // Scores holds the matches (kick-off, final score); account the cards; realtime the banned words.
  const { stack } = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'community', 'scores'));
  let stores: Stores;
  beforeAll(() => {
    stores = openStores();
  });
  afterAll(() => stores.close());

  const post = (path: string, user: TestUser | string | null, body: object, lang = 'en') => {
    const request = stack.api.post(path).set('lang', lang);
    if (user) request.set('token', typeof user === 'string' ? user : user.token);
    return request.send(body);
  };
  const get = (path: string, user: TestUser | null, query: object, lang = 'en') => {
    const request = stack.api.get(path).set('lang', lang).query(query);
    if (user) request.set('token', user.token);
    return request;
  };

  /** A football match of the first competition, between its first two teams, kicking off at `start`. */
  const newMatch = async (admin: string, start: Date) => {
    const competitions = await stack.api.get('/api/scores/competitions?sport=football');
    const competitionId = competitions.body.data.list[0].competition_id as number;
    const table = await stack.api.get('/api/scores/standings').query({ competition_id: competitionId });
    const [home, away] = table.body.data.list as { team_id: number }[];
    const created = await post('/api/admin/scores/matches', admin, {
      sport: 'football',
      competition_id: competitionId,
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      start_time: start.toISOString(),
    });
    expect(created.body.code).toBe(0);
    return created.body.data.match_id as number;
  };
  const push = (admin: string, matchId: number, body: object) =>
    post('/api/admin/scores/events', admin, { match_id: matchId, ...body });

  /** A user made an expert through an application and its approval. */
  const anExpert = async (admin: string) => {
    const user = await registerUser(stack);
    const applied = await post('/api/community/experts/apply', user, {
      sport: 'football',
      work_experience: 'Eight years writing match previews for a regional paper.',
    });
    expect(applied.body.code).toBe(0);
    expect((await post('/api/admin/experts/applications/approve', admin, { id: applied.body.data.id })).body.code).toBe(
      0,
    );
    return user;
  };
  const analysis = (matchId: number, pick: string) => ({
    match_id: matchId,
    title: 'The hosts press high and should win it',
    pick,
    confidence: 4,
    content: 'The hosts won four of their last five at home and their full-backs are back from injury.',
  });

  it('takes an application within 200 words (a Chinese character is a word), one pending at a time, in three languages', async () => {
    const user = await registerUser(stack);
    const apply = (body: object, lang = 'en') => post('/api/community/experts/apply', user, body, lang);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    expect((await apply({ sport: 'football', work_experience: words(201) })).body).toEqual({
      code: 1,
      msg: 'Your work experience must be within 200 words (it has 201)',
      data: null,
    });
    expect((await apply({ sport: 'football', work_experience: '析'.repeat(201) }, 'zh')).body.msg).toBe(
      '工作经历需在200字以内（现有201字）',
    );
    expect((await apply({ sport: 'football', work_experience: words(250) }, 'vi')).body.msg).toBe(
      'Kinh nghiệm làm việc phải trong vòng 200 từ (hiện có 250 từ)',
    );
    expect((await apply({ sport: 'tennis', work_experience: 'x' })).body.msg).toBe('Choose football or basketball');
    expect((await apply({ sport: 'football', work_experience: ' ' })).body.msg).toBe('Work experience is required');
    expect(
      (await post('/api/community/experts/apply', null, { sport: 'football', work_experience: 'x' })).body.code,
    ).toBe(1);

    const ok = await apply({ sport: 'football', work_experience: '十年足球数据分析经验，' + words(180) });
    expect(ok.body).toMatchObject({
      code: 0,
      msg: 'Your application is sent: an administrator will review it',
      data: { uid: user.id, sport: 'football', status: 'pending' },
    });
    const again = await Promise.all([1, 2].map(() => apply({ sport: 'basketball', work_experience: 'Again' })));
    expect(again.map((r) => r.body.msg)).toEqual([
      'You already have an application waiting for review',
      'You already have an application waiting for review',
    ]);
    const mine = await get('/api/community/experts/application', user, {});
    expect(mine.body.data).toMatchObject({ is_expert: false, application: { id: ok.body.data.id, status: 'pending' } });
  });

  it('lets administrators only review applications; approval gives the expert label, rejection a reason', async () => {
    const admin = await asAdmin(stack);
    const [applicant, other] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const applied = await post('/api/community/experts/apply', applicant, {
      sport: 'basketball',
      work_experience: 'Former college coach, NBA scouting reports since 2019.',
    });
    const id = applied.body.data.id as number;
    const userCard = async () => (await stack.api.get('/api/User/getUserInfo').query({ id: applicant.id })).body.data;
    expect(await userCard()).toMatchObject({ id: applicant.id, is_expert: 0 });
    const pending = await stack.api.get('/api/admin/experts/applications?status=pending&limit=50').set('token', admin);
    expect(pending.body.data.list.map((a: { id: number }) => a.id)).toContain(id);
    const refused = await post('/api/admin/experts/applications/approve', other, { id });
    expect(refused.body.code).toBe(1);
    expect((await stack.api.get('/api/admin/experts/applications').set('token', other.token)).body.code).toBe(1);

    const approved = await post('/api/admin/experts/applications/approve', admin, { id });
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved' } });
    expect((await post('/api/admin/experts/applications/approve', admin, { id })).body.msg).toBe(
      'This application was already reviewed',
    );
    const mine = await get('/api/community/experts/application', applicant, {});
    expect(mine.body.data).toMatchObject({ is_expert: true, application: { status: 'approved' } });
    // The account service was told: the user card (the persona page) shows the label.
    expect(await userCard()).toMatchObject({ id: applicant.id, is_expert: 1 });
    const listed = await get('/api/community/experts', null, { sport: 'basketball', limit: 50 });
    const card = (listed.body.data.list as Expert[]).find((e) => e.uid === applicant.id);
    expect(card).toMatchObject({ label: 'expert', sport: 'basketball', record: { analyses: 0, graded: 0 } });
    expect(
      (await get('/api/community/experts', null, { sport: 'football', limit: 50 })).body.data.list.some(
        (e: Expert) => e.uid === applicant.id,
      ),
    ).toBe(false);

    const second = await post('/api/community/experts/apply', other, { sport: 'football', work_experience: 'Fan' });
    const rejected = await post('/api/admin/experts/applications/reject', admin, {
      id: second.body.data.id,
      reason: 'Tell us about published work',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Tell us about published work' });
    // A rejected applicant may apply again.
    expect(
      (await post('/api/community/experts/apply', other, { sport: 'football', work_experience: 'Columnist' })).body
        .code,
    ).toBe(0);
  });

  it('publishes analyses from experts before kick-off only, and grades them when the match ends, once', async () => {
    const admin = await asAdmin(stack);
    const [expert, reader] = await Promise.all([anExpert(admin), registerUser(stack)]);
    const coming = await newMatch(admin, new Date(Date.now() + 3 * 3_600_000));
    const started = await newMatch(admin, new Date(Date.now() - 60_000));

    const notExpert = await post('/api/community/experts/analyses', reader, analysis(coming, 'home'), 'zh');
    expect(notExpert.body).toEqual({ code: 1, msg: '只有专家可以发布分析，请先申请成为专家', data: null });
    expect((await post('/api/community/experts/analyses', expert, analysis(started, 'home'))).body.msg).toBe(
      'The match has kicked off: analyses are published before kick-off only',
    );
    expect((await post('/api/community/experts/analyses', expert, analysis(999_999_999, 'home'))).body.msg).toBe(
      'The match does not exist',
    );
    expect((await post('/api/community/experts/analyses', expert, { ...analysis(coming, 'win') })).body.msg).toBe(
      'Pick home, draw or away',
    );
    const published = await post('/api/community/experts/analyses', expert, analysis(coming, 'home'));
    expect(published.body).toMatchObject({
      code: 0,
      msg: 'Your analysis is published',
      data: { pick: 'home', confidence: 4, result: 'pending', expert: { uid: expert.id, label: 'expert' } },
    });
    expect(published.body.data.match.home_team_name).not.toBe('');
    expect((await post('/api/community/experts/analyses', expert, analysis(coming, 'draw'))).body.msg).toBe(
      'You already published an analysis of this match',
    );
    const ofMatch = await get('/api/community/experts/match-analyses', null, { match_id: coming }, 'vi');
    expect(ofMatch.body.data.list.map((a: { id: number }) => a.id)).toEqual([published.body.data.id]);

    // The match is played (home 2-1) and ends: scores announces match.finished, the analysis is a hit.
    for (const [side, minute] of [
      ['home', 10],
      ['away', 30],
      ['home', 70],
    ] as const)
      expect((await push(admin, coming, { type: 'goal', side, minute })).body.code).toBe(0);
    expect((await push(admin, coming, { type: 'period', period: 0, minute: 90 })).body.data.status).toBe('finished');
    const graded = await eventually(
      async () => (await get('/api/community/experts/analysis', null, { id: published.body.data.id })).body.data,
      (a) => a.result !== 'pending',
      20_000,
    );
    expect(graded).toMatchObject({ result: 'hit', match: { home_score: 2, away_score: 1 } });
    const home = async () => (await get('/api/community/experts/home', reader, { id: expert.id })).body.data;
    expect((await home()).expert.record).toEqual({
      analyses: 1,
      graded: 1,
      hits: 1,
      hit_rate: 100,
      streak: 1,
      recent: ['hit'],
    });
    // A redelivered end changes nothing.
    await new EventBus(stores.redis).publish('match.finished', {
      matchId: coming,
      sport: 'football',
      home: { zh: '', en: '', vi: '' },
      away: { zh: '', en: '', vi: '' },
      homeScore: 0,
      awayScore: 3,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await home()).expert.record).toMatchObject({ graded: 1, hits: 1, streak: 1 });
  });

  it('grades, when read, analyses of matches that ended unheard of', async () => {
    const admin = await asAdmin(stack);
    const expert = await anExpert(admin);
    const match = await newMatch(admin, new Date(Date.now() + 3_600_000));
    const published = await post('/api/community/experts/analyses', expert, analysis(match, 'draw'));
    expect((await push(admin, match, { type: 'goal', side: 'away', minute: 5 })).body.code).toBe(0);
    expect((await push(admin, match, { type: 'period', period: 0, minute: 90 })).body.code).toBe(0);
    await eventually(
      async () => stores.prisma.communityExpertAnalysis.findUnique({ where: { id: published.body.data.id } }),
      (row) => row?.result !== 'pending',
      20_000,
    );
    // As if the event had been missed: pending again (its kick-off past, as a played match's is), with
    // the record not counting it.
    await stores.prisma.communityExpertAnalysis.update({
      where: { id: published.body.data.id },
      data: { result: 'pending', homeScore: null, awayScore: null, kickoffAt: new Date(Date.now() - 7_200_000) },
    });
    await stores.prisma.communityExpert.update({
      where: { userId: expert.id },
      data: { gradedCount: 0, hitCount: 0, hitRate: 0, streak: 0 },
    });
    const home = await get('/api/community/experts/home', null, { id: expert.id });
    expect(home.body.data.expert.record).toMatchObject({ graded: 1, hits: 0, hit_rate: 0, streak: -1 });
    expect(home.body.data.analyses.list[0]).toMatchObject({ result: 'miss', match: { home_score: 0, away_score: 1 } });
  });

  it('lets readers follow and unfollow an expert, counted once', async () => {
    const admin = await asAdmin(stack);
    const [expert, reader] = await Promise.all([anExpert(admin), registerUser(stack)]);
    const follow = (follow?: number) =>
      post('/api/community/experts/follow', reader, {
        expert_id: expert.id,
        ...(follow === undefined ? {} : { follow }),
      });
    expect((await follow()).body.data).toEqual({ is_follow: 1, follower_count: 1 });
    expect((await follow(1)).body.data).toEqual({ is_follow: 1, follower_count: 1 });
    const home = await get('/api/community/experts/home', reader, { id: expert.id });
    expect(home.body.data.expert).toMatchObject({ is_follow: 1, follower_count: 1 });
    expect((await follow(0)).body.data).toEqual({ is_follow: 0, follower_count: 0 });
    expect((await post('/api/community/experts/follow', expert, { expert_id: expert.id })).body.msg).toBe(
      'You cannot follow yourself',
    );
    expect((await post('/api/community/experts/follow', reader, { expert_id: 2_000_000_000 })).body.msg).toBe(
      'This expert does not exist',
    );
    expect((await post('/api/community/experts/follow', null, { expert_id: expert.id })).body.code).toBe(1);
  });
});
