import { Jobs } from '@arena/shared';
import { asAdmin } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { PreviewArticles } from '../src/news/preview-articles';
import { PREVIEW_ARTICLES } from '../src/news/preview-articles.job';
import { listedNews } from './community-support';

interface Row {
  team_id: number;
  team_name: string;
  rank: number;
  played: number;
}

/** Preview articles: the repeating job writes one per big match kicking off soon, in three languages. */
describe('preview articles of big matches', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'community', 'scores'));
  const { stack } = harness;
  let admin: string;
  beforeAll(async () => {
    admin = await asAdmin(stack);
  });

  const listed = (category: string, lang = 'en') => listedNews(stack, category, lang);
  const createMatch = async (competitionId: number, home: number, away: number, inHours: number) => {
    const created = await stack.api
      .post('/api/admin/scores/matches')
      .set('token', admin)
      .send({
        sport: 'football',
        competition_id: competitionId,
        home_team_id: home,
        away_team_id: away,
        start_time: new Date(Date.now() + inHours * 3_600_000).toISOString(),
      });
    expect(created.body.code).toBe(0);
    return created.body.data.match_id as number;
  };
  /** A match played now and finished, won by the home side by `goals`. */
  const played = async (competitionId: number, home: number, away: number, goals: number) => {
    const matchId = await createMatch(competitionId, home, away, 0);
    const push = async (event: Record<string, unknown>) =>
      expect(
        (
          await stack.api
            .post('/api/admin/scores/events')
            .set('token', admin)
            .send({ match_id: matchId, ...event })
        ).body.code,
      ).toBe(0);
    for (let n = 0; n < goals; n++)
      await push({ type: 'goal', side: 'home', minute: 10 + n, player_name: 'Ada Stone' });
    await push({ type: 'period', period: 0, minute: 90 });
  };
  const table = async (competitionId: number) =>
    (await stack.api.get('/api/scores/standings').set('lang', 'en').query({ competition_id: competitionId })).body.data
      .list as Row[];

  it('writes a preview of a cup match and of a top-half league match, not of a top-against-bottom one, once each', async () => {
    const prisma = harness.stores.prisma;
    const cup = await prisma.scoreCompetition.findFirstOrThrow({
      where: { sport: 'football', kind: 'cup' },
      include: { teams: { take: 2, orderBy: { id: 'asc' } } },
    });
    const league = await prisma.scoreCompetition.findFirstOrThrow({
      where: { sport: 'football', kind: 'league' },
      orderBy: { sort: 'asc' },
    });
    // A table of this test's own: two teams win, two lose (the others have not played this season here).
    const teams = await table(league.id);
    expect(teams.length).toBeGreaterThanOrEqual(4);
    const [a, b, c, d] = teams;
    await played(league.id, a.team_id, c.team_id, 3);
    await played(league.id, b.team_id, d.team_id, 2);
    const placed = (await table(league.id)).filter((row) => row.played > 0).sort((x, y) => x.rank - y.rank);
    const [first, second] = placed;
    const last = placed.at(-1)!;
    expect([first.team_id, second.team_id].sort()).toEqual([a.team_id, b.team_id].sort());
    expect(last.rank).toBeGreaterThan(teams.length / 2);

    const cupMatch = await createMatch(cup.id, cup.teams[0].id, cup.teams[1].id, 2);
    const topHalf = await createMatch(league.id, first.team_id, second.team_id, 3);
    const lopsided = await createMatch(league.id, first.team_id, last.team_id, 4);
    // Beyond the lead time (12 h): previewed by a later run.
    const later = await createMatch(league.id, second.team_id, first.team_id, 30);

    // The job itself, as its schedule runs it.
    await stack.app('community').get(Jobs).add(PREVIEW_ARTICLES, {});
    const previews = await eventually(
      async () => (await listed('football')).filter((a) => [cupMatch, topHalf, lopsided, later].includes(a.match_id!)),
      (list) => list.length >= 2,
      60_000,
    );
    expect(previews.map((a) => a.match_id).sort()).toEqual([cupMatch, topHalf].sort());

    const top = previews.find((a) => a.match_id === topHalf)!;
    expect(top.title).toBe(`Preview: ${first.team_name} v ${second.team_name} (${league.nameEn})`);
    const en = (await stack.api.get(`/api/community/articles/info?id=${top.id}`).set('lang', 'en')).body.data;
    expect(en.body).toContain(`${first.team_name}, 1st on`);
    expect(en.body).toContain('Both sit in the top half');
    expect(en.body).toMatch(/last \d: [WDL]( [WDL])*/);
    const zh = (await stack.api.get(`/api/community/articles/info?id=${top.id}`).set('lang', 'zh')).body.data;
    const vi = (await stack.api.get(`/api/community/articles/info?id=${top.id}`).set('lang', 'vi')).body.data;
    expect(zh.title).toMatch(/^赛前前瞻：/);
    expect(zh.body).toContain('上半区');
    expect(vi.title).toMatch(/^Nhận định: /);
    expect(vi.body).toContain('nửa trên');
    const cupArticle = previews.find((a) => a.match_id === cupMatch)!;
    expect(cupArticle.title).toBe(`Preview: ${cup.teams[0].nameEn} v ${cup.teams[1].nameEn} (${cup.nameEn})`);

    // Again (a second run, or two replicas at once): still one article per match.
    const runs = await Promise.all([
      stack.app('community').get(PreviewArticles).publishDue(),
      stack.app('community').get(PreviewArticles).publishDue(),
    ]);
    expect(runs).toEqual([0, 0]);
    const again = (await listed('football')).filter((a) => [cupMatch, topHalf].includes(a.match_id!));
    expect(again).toHaveLength(2);

    // The later match's turn comes when it is within the lead time.
    const inTime = new Date(Date.now() + 20 * 3_600_000);
    expect(await stack.app('community').get(PreviewArticles).publishDue(inTime)).toBeGreaterThanOrEqual(1);
    // Published as of that run's moment: listed from then on.
    expect(await prisma.communityArticle.findUnique({ where: { key: `preview-${later}` } })).toMatchObject({
      matchId: later,
      category: 'football',
      publishedAt: inTime,
    });
  }, 120_000);
});
