import { streamKey } from '@arena/shared';
import { planMatch } from '../src/fixtures/match-plan';
import { planStats } from '../src/fixtures/stat-plan';
import { periodOfMinute } from '../src/matches/stat-keys';
import { ReplayWorker } from '../src/replay/replay.worker';
import { seedScores } from '../src/seed/scores.seed';
import { asAdmin, registerUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** A fixture of two made-up teams, for the plans alone. */
const fixture = (id: number) => ({ id, homeTeamId: 3, awayTeamId: 5 });

describe("scores: the replay, the reads through the edge, administrators' pushes and corrections", () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'scores'));
  const api = () => harness.stack.api;

  it('the replay is deterministic: the same seed and match give the same events, another seed others', () => {
    expect(planMatch('football', 15, fixture(42))).toEqual(planMatch('football', 15, fixture(42)));
    expect(planMatch('basketball', 15, fixture(7))).toEqual(planMatch('basketball', 15, fixture(7)));
    const seeds = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(planMatch('football', seed, fixture(42))));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it("the replay's statistics are deterministic too, grow with the minute and agree with the planned events", () => {
    expect(planStats('football', 15, fixture(42), 90)).toEqual(planStats('football', 15, fixture(42), 90));
    expect(planStats('basketball', 15, fixture(7), 30)).toEqual(planStats('basketball', 15, fixture(7), 30));
    expect(
      new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(planStats('football', seed, fixture(42), 90)))).size,
    ).toBeGreaterThan(1);
    expect(planStats('football', 15, fixture(42), 0)).toEqual([]);
    for (const key of [40, 41, 42, 43, 44]) {
      const value = (stats: ReturnType<typeof planStats>, period: number, side: string, k: string) =>
        stats.find((s) => s.period === period && s.side === side && s.key === k)?.value ?? 0;
      const early = planStats('football', 15, fixture(key), 30);
      const late = planStats('football', 15, fixture(key), 90);
      expect(new Set(early.map((s) => s.period))).toEqual(new Set([1]));
      for (const side of ['home', 'away'] as const) {
        for (const period of [1, 2]) {
          expect(value(late, period, 'home', 'possession') + value(late, period, 'away', 'possession')).toBe(100);
          expect(value(late, period, side, 'shots_on_target')).toBeLessThanOrEqual(value(late, period, side, 'shots'));
          const goals = planMatch('football', 15, fixture(key)).filter(
            (e) =>
              e.side === side &&
              (e.type === 'goal' || e.type === 'penalty') &&
              periodOfMinute('football', e.minute) === period,
          ).length;
          expect(value(late, period, side, 'shots_on_target')).toBeGreaterThanOrEqual(goals);
        }
        for (const k of ['shots', 'shots_on_target', 'fouls', 'offsides', 'saves'])
          expect(value(early, 1, side, k)).toBeLessThanOrEqual(value(late, 1, side, k));
      }
      expect(late.filter((s) => s.key !== 'possession').reduce((sum, s) => sum + s.value, 0)).toBeGreaterThan(
        early.filter((s) => s.key !== 'possession').reduce((sum, s) => sum + s.value, 0),
      );
      // Basketball: 2 × field goals + three-pointers + free throws are the quarter's points events.
      const basketball = planStats('basketball', 15, fixture(key), 48);
      for (const side of ['home', 'away'] as const) {
        for (const quarter of [1, 2, 3, 4]) {
          const points = planMatch('basketball', 15, fixture(key))
            .filter((e) => e.type === 'points' && e.side === side && periodOfMinute('basketball', e.minute) === quarter)
            .reduce((sum, e) => sum + e.points, 0);
          expect(
            2 * value(basketball, quarter, side, 'field_goals') +
              value(basketball, quarter, side, 'three_pointers') +
              value(basketball, quarter, side, 'free_throws'),
          ).toBe(points);
        }
      }
    }
  });

  it('the replay job plays a due match up to its clock: events in sequence, then full time', async () => {
    const worker = harness.stack.app('scores').get(ReplayWorker);
    const prisma = harness.stores.prisma;
    const [match] = await prisma.scoreMatch.findMany({
      where: { sport: 'basketball', status: 'upcoming', replay: true },
      orderBy: { startTime: 'desc' },
      take: 1,
    });
    const halfway = match.startTime.getTime() + 30 * 60_000;
    await worker.tick(halfway, [match.id]);
    const live = await api().get('/api/scores/match').query({ match_id: match.id });
    expect(live.body.data.status).toBe('live');
    const events = live.body.data.events as { seq: number; minute: number; type: string }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.minute <= live.body.data.minute)).toBe(true);
    expect(events.map((e) => e.seq)).toEqual([...events.map((e) => e.seq)].sort((a, b) => a - b));
    const planned = planMatch('basketball', 15, match).filter((e) => e.minute <= live.body.data.minute);
    expect(events.map((e) => [e.minute, e.type])).toEqual(planned.map((e) => [e.minute, e.type]));
    // Each quarter's points statistic is its points events; the provider's statistics are the plan's at this minute.
    const stats = live.body.data.stats as { period: number; key: string; home: number; away: number }[];
    const quarters = [...new Set(stats.map((s) => s.period))];
    expect(quarters).toEqual(
      Array.from({ length: periodOfMinute('basketball', live.body.data.minute) }, (_, i) => i + 1),
    );
    for (const quarter of quarters) {
      const scored = (side: string) =>
        (live.body.data.events as { type: string; side: string; points: number; minute: number }[])
          .filter((e) => e.type === 'points' && e.side === side && periodOfMinute('basketball', e.minute) === quarter)
          .reduce((sum, e) => sum + e.points, 0);
      expect(stats.find((s) => s.period === quarter && s.key === 'points')).toMatchObject({
        home: scored('home'),
        away: scored('away'),
      });
    }
    const plannedStats = planStats('basketball', 15, match, live.body.data.minute);
    for (const p of plannedStats)
      expect(stats.find((s) => s.period === p.period && s.key === p.key)?.[p.side]).toBe(p.value);
    await worker.tick(match.startTime.getTime() + 3 * 3_600_000, [match.id]);
    const done = await api().get('/api/scores/match').query({ match_id: match.id });
    expect(done.body.data.status).toBe('finished');
    expect(done.body.data.seq).toBeGreaterThan(live.body.data.seq);
  });

  it("a live football match's statistics grow with the ticks, each tick a sequence number; an administrator's value stays", async () => {
    const worker = harness.stack.app('scores').get(ReplayWorker);
    const prisma = harness.stores.prisma;
    const [match] = await prisma.scoreMatch.findMany({
      where: { sport: 'football', status: 'upcoming', replay: true },
      orderBy: { startTime: 'desc' },
      take: 1,
    });
    type Stat = { period: number; key: string; home: number; away: number; corrected: boolean };
    type Detail = {
      seq: number;
      minute: number;
      stats: Stat[];
      events: { type: string; side: string; minute: number }[];
      home_corner: number;
      away_corner: number;
    };
    const read = async () => (await api().get('/api/scores/match').query({ match_id: match.id })).body.data as Detail;
    expect((await read()).stats).toEqual([]);
    const at = (minutes: number) => match.startTime.getTime() + minutes * 60_000;
    const stat = (d: Detail, period: number, key: string) =>
      d.stats.find((s) => s.period === period && s.key === key) as Stat;
    const total = (d: Detail, key: string) =>
      d.stats.filter((s) => s.key === key).reduce((sum, s) => sum + s.home + s.away, 0);

    await worker.tick(at(20), [match.id]);
    const first = await read();
    expect(first.minute).toBe(20);
    expect([...new Set(first.stats.map((s) => s.period))]).toEqual([1]);
    expect(stat(first, 1, 'possession').home + stat(first, 1, 'possession').away).toBe(100);
    for (const p of planStats('football', 15, match, 20)) expect(stat(first, p.period, p.key)[p.side]).toBe(p.value);
    // Corners (and cards, goals) are the events' own count.
    expect(stat(first, 1, 'corners').home).toBe(
      first.events.filter((e) => e.type === 'corner' && e.side === 'home').length,
    );
    expect(stat(first, 1, 'corners').home).toBe(first.home_corner);

    await worker.tick(at(40), [match.id]);
    const second = await read();
    expect(second.seq).toBeGreaterThan(first.seq);
    for (const key of ['shots', 'shots_on_target', 'fouls', 'offsides', 'saves'])
      expect(total(second, key)).toBeGreaterThanOrEqual(total(first, key));
    expect(['shots', 'fouls'].reduce((sum, key) => sum + total(second, key), 0)).toBeGreaterThan(
      ['shots', 'fouls'].reduce((sum, key) => sum + total(first, key), 0),
    );

    // An administrator sets the first half's shots low: the replay no longer moves them, nor lets shots on target pass them.
    const admin = await asAdmin(harness.stack);
    const set = await api()
      .post('/api/admin/scores/stats')
      .set('token', admin)
      .send({
        match_id: match.id,
        period: 1,
        stats: [
          { key: 'shots', home: 1, away: 1 },
          { key: 'shots_on_target', home: 0, away: 1 },
        ],
      });
    expect(set.body.code).toBe(0);
    expect(set.body.data.seq).toBe(second.seq + 1);
    await worker.tick(at(80), [match.id]);
    const third = await read();
    expect(third.minute).toBe(65);
    expect(stat(third, 1, 'shots')).toMatchObject({ home: 1, away: 1, corrected: true });
    expect(stat(third, 1, 'shots_on_target').home).toBeLessThanOrEqual(1);
    expect(stat(third, 2, 'possession').home + stat(third, 2, 'possession').away).toBe(100);
  });

  it("lists seeded matches by sport and competition, in the caller's language; bad filters are named", async () => {
    const competitions = await api().get('/api/scores/competitions?sport=football').set('lang', 'en');
    expect(competitions.body.code).toBe(0);
    expect(competitions.body.data.list.map((c: { name: string }) => c.name)).toContain('Eastern Premier League');
    const id = competitions.body.data.list[0].competition_id as number;
    const page = await api()
      .post('/api/hot_match/all_match')
      .set('lang', 'vi')
      .send({ sport: 'football', competition_id: id, limit: 200 });
    expect(page.body.code).toBe(0);
    expect(page.body.data.total).toBeGreaterThan(10);
    expect(
      page.body.data.list.every(
        (m: { competition_id: number; sport: string }) => m.competition_id === id && m.sport === 'football',
      ),
    ).toBe(true);
    expect(page.body.data.list[0].competition_name).toBe('Giải Ngoại hạng Phương Đông');
    const bad = await api().post('/api/hot_match/all_match').set('lang', 'en').send({ sport: 'tennis' });
    expect(bad.body).toMatchObject({ code: 1, msg: expect.stringContaining('football or basketball') });
    // A competition's latest kick-offs first (its latest results), whatever its history holds.
    const kickOffs = async (query: Record<string, string | number>) =>
      (
        await api()
          .get('/api/scores/matches')
          .query({ sport: 'football', competition_id: id, limit: 5, ...query })
      ).body.data.list as { start_time: string; status: string }[];
    const latest = await kickOffs({ order: 'desc' });
    const earliest = await kickOffs({});
    expect(latest.map((m) => m.start_time)).toEqual([...latest.map((m) => m.start_time)].sort().reverse());
    expect(Date.parse(latest[0].start_time)).toBeGreaterThan(Date.parse(earliest[earliest.length - 1].start_time));
    expect((await kickOffs({ status: 'upcoming', order: 'asc' })).every((m) => m.status === 'upcoming')).toBe(true);
    const badOrder = await api()
      .get('/api/scores/matches')
      .query({ sport: 'football', order: 'newest' })
      .set('lang', 'en');
    expect(badOrder.body).toMatchObject({ code: 1, msg: expect.stringContaining('The order must be asc or desc') });
    const search = await api().get('/api/Search/match').query({ keyword: 'Green Hill' }).set('lang', 'en');
    expect(search.body.code).toBe(0);
    expect(search.body.data.list.length).toBeGreaterThan(0);
    for (const path of ['/api/universal/getHot', '/api/hot_match/recommend'])
      expect((await api().post(path).send({})).body.code).toBe(0);
    expect((await api().get('/api/hot_match/initial_list?sport=basketball')).body.code).toBe(0);
  });

  const newMatch = async (admin: string) => {
    const competitions = await api().get('/api/scores/competitions?sport=football');
    const competitionId = competitions.body.data.list[0].competition_id as number;
    const table = await api().get('/api/scores/standings').query({ competition_id: competitionId });
    const [home, away] = table.body.data.list as { team_id: number }[];
    const created = await api().post('/api/admin/scores/matches').set('token', admin).send({
      sport: 'football',
      competition_id: competitionId,
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      start_time: new Date().toISOString(),
    });
    expect(created.body.code).toBe(0);
    return created.body.data as { match_id: number; seq: number; status: string };
  };

  it('concurrent pushes and corrections each take the next sequence number; nothing is lost; a stale page resyncs from the snapshot', async () => {
    const admin = await asAdmin(harness.stack);
    const match = await newMatch(admin);
    expect(match).toMatchObject({ seq: 0, status: 'upcoming' });
    // A visitor's list is kept between changes and retired by any change, at once.
    const today = new Date().toISOString().slice(0, 10);
    const listed = async () =>
      (
        (await api().get('/api/scores/matches').query({ sport: 'football', date: today, limit: 200 })).body.data
          .list as { match_id: number; seq: number }[]
      ).find((row) => row.match_id === match.match_id);
    expect(await listed()).toMatchObject({ seq: 0 });
    expect(await listed()).toMatchObject({ seq: 0 });
    // The edge repeats a visitor's list until the next change (never a second past it), and keeps the
    // version it stands on to itself.
    const kept = await api().get('/api/scores/matches').query({ sport: 'football', date: today, limit: 200 });
    expect(kept.headers.age).toMatch(/^\d+$/);
    expect(kept.headers['x-arena-public-version']).toBeUndefined();
    const pushes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api()
          .post('/api/admin/scores/events')
          .set('token', admin)
          .send({ match_id: match.match_id, type: 'goal', side: i % 2 ? 'away' : 'home', minute: 10 + i }),
      ),
    );
    expect(pushes.map((r) => r.body.code)).toEqual(Array(8).fill(0));
    const corrections = await Promise.all(
      [1, 2, 3].map((seq) =>
        api()
          .post('/api/admin/scores/corrections')
          .set('token', admin)
          .send({ match_id: match.match_id, seq, side: 'home' }),
      ),
    );
    expect(corrections.map((r) => r.body.code)).toEqual([0, 0, 0]);
    const snapshot = await api().get('/api/scores/match').query({ match_id: match.match_id });
    const detail = snapshot.body.data as {
      seq: number;
      status: string;
      minute: number;
      home_score: number;
      away_score: number;
      events: { seq: number; side: string; corrected: boolean }[];
    };
    expect(detail.seq).toBe(11);
    expect(detail.events.map((e) => e.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(detail.events.filter((e) => e.corrected)).toHaveLength(3);
    expect(detail.home_score + detail.away_score).toBe(8);
    const homeGoals = detail.events.filter((e) => e.side === 'home').length;
    expect(detail.events.filter((e) => e.seq <= 3).every((e) => e.side === 'home')).toBe(true);
    expect(detail).toMatchObject({ status: 'live', minute: 17, home_score: homeGoals, away_score: 8 - homeGoals });
    expect(await listed()).toMatchObject({ seq: 11, status: 'live', home_score: homeGoals, away_score: 8 - homeGoals });
    // The minute never goes back: a late push at an earlier minute keeps the clock at 17.
    const late = await api()
      .post('/api/admin/scores/events')
      .set('token', admin)
      .send({ match_id: match.match_id, type: 'yellow', side: 'away', minute: 3 });
    expect(late.body.data).toMatchObject({ minute: 17, seq: 12, away_yellow: 1 });
    const fullTime = await api()
      .post('/api/admin/scores/events')
      .set('token', admin)
      .send({ match_id: match.match_id, type: 'period', period: 0, minute: 90 });
    expect(fullTime.body.data).toMatchObject({ status: 'finished', seq: 13 });
    // Its end is announced once, with the final score (match reports and experts' records follow it).
    const ended = (await harness.stores.redis.xrange(streamKey('match.finished'), '-', '+'))
      .map(([, fields]) => JSON.parse(fields[1]) as { matchId: number; homeScore: number; awayScore: number })
      .filter((e) => e.matchId === match.match_id);
    expect(ended).toEqual([expect.objectContaining({ homeScore: homeGoals, awayScore: 8 - homeGoals })]);
    const after = await api()
      .post('/api/admin/scores/events')
      .set('lang', 'en')
      .set('token', admin)
      .send({ match_id: match.match_id, type: 'goal', side: 'home', minute: 91 });
    expect(after.body).toMatchObject({ code: 1, msg: 'The match is over: no more events can be recorded' });
  });

  it("an administrator sets a period's statistics: the match takes the next number, the page reads them; bad input is named", async () => {
    const admin = await asAdmin(harness.stack);
    const match = await newMatch(admin);
    const post = (body: object, lang = 'en') =>
      api()
        .post('/api/admin/scores/stats')
        .set('token', admin)
        .set('lang', lang)
        .send({ match_id: match.match_id, ...body });
    const set = await post({
      period: 1,
      stats: [
        { key: 'possession', home: 58, away: 42 },
        { key: 'shots', home: 7, away: 3 },
        { key: 'shots_on_target', home: 4, away: 3 },
      ],
    });
    expect(set.body.code).toBe(0);
    expect(set.body.data.seq).toBe(match.seq + 1);
    const detail = (await api().get('/api/scores/match').query({ match_id: match.match_id })).body.data as {
      seq: number;
      stats: { period: number; key: string; home: number; away: number; corrected: boolean }[];
    };
    expect(detail.seq).toBe(match.seq + 1);
    expect(detail.stats.find((s) => s.period === 1 && s.key === 'possession')).toEqual({
      period: 1,
      key: 'possession',
      home: 58,
      away: 42,
      corrected: true,
    });
    expect(detail.stats.find((s) => s.period === 1 && s.key === 'shots')).toMatchObject({ home: 7, away: 3 });
    expect(detail.stats.find((s) => s.period === 1 && s.key === 'fouls')).toEqual({
      period: 1,
      key: 'fouls',
      home: 0,
      away: 0,
      corrected: false,
    });
    // Events count by themselves: a second-half corner is the second half's.
    const corner = await api()
      .post('/api/admin/scores/events')
      .set('token', admin)
      .send({ match_id: match.match_id, type: 'corner', side: 'away', minute: 50 });
    expect(corner.body.data.seq).toBe(match.seq + 2);
    expect(
      corner.body.data.stats.find((s: { period: number; key: string }) => s.period === 2 && s.key === 'corners'),
    ).toMatchObject({ home: 0, away: 1 });
    expect(
      corner.body.data.stats.find((s: { period: number; key: string }) => s.period === 1 && s.key === 'corners'),
    ).toMatchObject({ home: 0, away: 0 });

    const refused = async (body: object, message: string, lang = 'en') => {
      const answer = await post(body, lang);
      expect(answer.body).toMatchObject({ code: 1, msg: message });
    };
    await refused(
      { period: 1, stats: [{ key: 'possession', home: 60, away: 50 }] },
      'stats.0.home: home and away possession must add up to 100',
    );
    await refused(
      {
        period: 1,
        stats: [
          { key: 'shots', home: 7, away: 3 },
          { key: 'shots_on_target', home: 8, away: 1 },
        ],
      },
      'stats.1.home: shots on target cannot exceed shots',
    );
    await refused(
      { period: 1, stats: [{ key: 'shots', home: 2, away: 3 }] },
      'stats.0.home: shots on target cannot exceed shots',
    );
    await refused(
      { period: 1, stats: [{ key: 'corners', home: 1, away: 0 }] },
      expect.stringContaining('stats.0.key: goals, corners, cards'),
    );
    await refused(
      { period: 1, stats: [{ key: 'rebounds', home: 1, away: 0 }] },
      'stats.0.key: this sport has no such statistic',
    );
    await refused(
      { period: 1, stats: [{ key: 'bogus', home: 1, away: 0 }] },
      'stats.0.key: this sport has no such statistic',
    );
    await refused(
      { period: 3, stats: [{ key: 'fouls', home: 1, away: 0 }] },
      expect.stringMatching(/period: this sport has at most 2 periods$/),
    );
    await refused({ period: 1, stats: [{ key: 'fouls', home: -1, away: 0 }] }, expect.stringContaining('stats.0.home'));
    await refused(
      { period: 1, stats: [{ key: 'possession', home: 60, away: 50 }] },
      'stats.0.home：主客队控球率之和须为 100',
      'zh',
    );
    await refused(
      { period: 1, stats: [{ key: 'possession', home: 60, away: 50 }] },
      'stats.0.home: tỷ lệ kiểm soát bóng của hai đội phải cộng lại bằng 100',
      'vi',
    );
    expect((await api().get('/api/scores/match').query({ match_id: match.match_id })).body.data.seq).toBe(
      match.seq + 2,
    );
    const user = await registerUser(harness.stack);
    const forbidden = await api()
      .post('/api/admin/scores/stats')
      .set('token', user.token)
      .send({ match_id: match.match_id, period: 1, stats: [{ key: 'fouls', home: 1, away: 0 }] });
    expect(forbidden.body.code).not.toBe(0);
  });

  it("matches belong to the season their kick-off falls in; a table is the current season's or a named one's", async () => {
    type Competition = { competition_id: number; kind: string; season: string };
    const competitions = (await api().get('/api/scores/competitions?sport=football')).body.data.list as Competition[];
    const league = competitions.find((c) => c.kind === 'league') as Competition;
    const cup = competitions.find((c) => c.kind === 'cup') as Competition;
    const now = new Date();
    const from = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    expect(league.season).toBe(`${from}/${String((from + 1) % 100).padStart(2, '0')}`);
    expect(cup.season).toBe(String(now.getUTCFullYear()));

    const seasons = (await api().get('/api/scores/seasons').query({ competition_id: league.competition_id })).body.data
      .list as { season_id: number; name: string; current: boolean }[];
    expect(seasons.find((s) => s.current)).toMatchObject({ name: league.season });
    const current = await api().get('/api/scores/standings').query({ competition_id: league.competition_id });
    expect(current.body.data.season).toBe(league.season);
    const named = await api()
      .get('/api/scores/standings')
      .query({ competition_id: league.competition_id, season_id: seasons.find((s) => s.current)?.season_id });
    expect(named.body.data).toEqual(current.body.data);
    const cupSeason = (await api().get('/api/scores/seasons').query({ competition_id: cup.competition_id })).body.data
      .list[0].season_id as number;
    const foreign = await api()
      .get('/api/scores/standings')
      .set('lang', 'en')
      .query({ competition_id: league.competition_id, season_id: cupSeason });
    expect(foreign.body).toMatchObject({ code: 1, msg: 'This competition has no such season' });

    // A match an administrator makes joins the season of its kick-off, like the seeded ones.
    const made = await newMatch(await asAdmin(harness.stack));
    const row = await harness.stores.prisma.scoreMatch.findUniqueOrThrow({
      where: { id: made.match_id },
      include: { season: true, competition: true },
    });
    expect(row.season?.name).toBe(competitions.find((c) => c.competition_id === row.competitionId)?.season);
    expect(await harness.stores.prisma.scoreMatch.count({ where: { seasonId: null } })).toBe(0);
  });

  it("favourites need a login and mark the rows; administrators' endpoints refuse users", async () => {
    const user = await registerUser(harness.stack);
    const list = await api().get('/api/scores/matches?sport=basketball&limit=1');
    const matchId = list.body.data.list[0].match_id as number;
    expect((await api().post('/api/Basketballuser/collect').send({ match_id: matchId })).body.code).not.toBe(0);
    const starred = await api()
      .post('/api/Basketballuser/collect')
      .set('token', user.token)
      .send({ match_id: matchId, collect: 1 });
    expect(starred.body.data).toEqual({ match_id: matchId, collected: true });
    const favourites = await api().get('/api/scores/favourites').set('token', user.token);
    expect(favourites.body.data.list.map((m: { match_id: number }) => m.match_id)).toEqual([matchId]);
    // The lists and the match page show the star to its owner only.
    const row = (answer: { body: { data: { list: { match_id: number; collected: boolean }[] } } }) =>
      answer.body.data.list.find((m) => m.match_id === matchId);
    expect(
      row(await api().get('/api/scores/matches?sport=basketball&limit=1').set('token', user.token))?.collected,
    ).toBe(true);
    expect(row(await api().get('/api/scores/matches?sport=basketball&limit=1'))?.collected).toBe(false);
    expect(
      (await api().get(`/api/scores/match?match_id=${matchId}`).set('token', user.token)).body.data.collected,
    ).toBe(true);
    const refused = await api()
      .post('/api/admin/scores/events')
      .set('token', user.token)
      .send({ match_id: matchId, type: 'goal', side: 'home', minute: 1 });
    expect(refused.body.code).not.toBe(0);
    const missing = await api().post('/api/hot_match/msgGetSimple').set('lang', 'zh').send({ match_id: 999999 });
    expect(missing.body).toMatchObject({ code: 1, msg: '比赛不存在' });
  });

  it('the data library: teams, a team with its squad, tallies and matches, the top scorers counted from the events', async () => {
    const admin = await asAdmin(harness.stack);
    const competition = (await api().get('/api/scores/competitions?sport=football').set('lang', 'en')).body.data.list[0]
      .competition_id as number;
    const teams = await api().get(`/api/scores/teams?competition_id=${competition}`).set('lang', 'en');
    expect(teams.body.data.list.length).toBeGreaterThan(3);
    const [home, away] = teams.body.data.list as { team_id: number; name: string; players: number }[];
    expect(home.players).toBeGreaterThan(10);

    // A match of these two teams with a goal by a squad player, named as the squad names him.
    const created = await api().post('/api/admin/scores/matches').set('token', admin).send({
      sport: 'football',
      competition_id: competition,
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      start_time: new Date().toISOString(),
    });
    const before = await api().get(`/api/scores/team?team_id=${home.team_id}`).set('lang', 'en');
    const striker = (before.body.data.players as { name: string; position: string; goals: number }[]).find(
      (p) => p.position === 'FW',
    ) as { name: string; goals: number };
    await api().post('/api/admin/scores/events').set('token', admin).send({
      match_id: created.body.data.match_id,
      type: 'goal',
      side: 'home',
      minute: 20,
      player_name: striker.name,
    });
    const after = await api().get(`/api/scores/team?team_id=${home.team_id}`).set('lang', 'en');
    expect(after.body.data).toMatchObject({
      team_id: home.team_id,
      name: home.name,
      sport: 'football',
      competition_id: competition,
    });
    expect(
      (after.body.data.players as { name: string; goals: number }[]).find((p) => p.name === striker.name)?.goals,
    ).toBe(striker.goals + 1);
    const next = after.body.data.next as { home_team_id: number; away_team_id: number; status: string }[];
    const recent = after.body.data.recent as { home_team_id: number; away_team_id: number; status: string }[];
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((m) => m.status !== 'finished' && [m.home_team_id, m.away_team_id].includes(home.team_id))).toBe(
      true,
    );
    expect(
      recent.every((m) => m.status === 'finished' && [m.home_team_id, m.away_team_id].includes(home.team_id)),
    ).toBe(true);

    const scorers = (await api().get(`/api/scores/top-scorers?competition_id=${competition}`).set('lang', 'en')).body
      .data.list as { rank: number; goals: number; name: string }[];
    expect(scorers.length).toBeGreaterThan(0);
    expect(scorers.map((s) => s.goals)).toEqual([...scorers.map((s) => s.goals)].sort((a, b) => b - a));
    expect(scorers[0].rank).toBe(1);
    const missing = await api().get('/api/scores/team?team_id=999999').set('lang', 'en');
    expect(missing.body).toMatchObject({ code: 1, msg: 'The team does not exist' });
  });
  it("the seed plays again a replayed match recorded by an older generator (a 9-0 goes), and leaves an administrator's alone", async () => {
    const worker = harness.stack.app('scores').get(ReplayWorker);
    const prisma = harness.stores.prisma;
    // Within the seed's two days back, even when the run crossed midnight (UTC) after the setup seeded.
    const [match, touched] = await prisma.scoreMatch.findMany({
      where: {
        sport: 'football',
        status: 'upcoming',
        replay: true,
        startTime: { gte: new Date(Date.now() - 36 * 3_600_000) },
      },
      orderBy: { startTime: 'asc' },
      take: 2,
    });
    for (const m of [match, touched]) await worker.tick(m.startTime.getTime() + 3 * 3_600_000, [m.id]);
    // What an older generator left: nine more home goals.
    const nineNil = async (id: number) => {
      const { seq } = await prisma.scoreMatch.findUniqueOrThrow({ where: { id } });
      await prisma.scoreMatchEvent.createMany({
        data: Array.from({ length: 9 }, (_, i) => ({
          matchId: id,
          seq: seq + 1 + i,
          minute: 10 + i,
          type: 'goal',
          side: 'home',
          homeScore: 0,
          awayScore: 0,
        })),
      });
      await prisma.scoreMatch.update({ where: { id }, data: { seq: seq + 9, homeScore: { increment: 9 } } });
      return seq + 9;
    };
    const seq = await nineNil(match.id);
    await nineNil(touched.id);
    const admin = await asAdmin(harness.stack);
    const last = await prisma.scoreMatchEvent.findFirstOrThrow({
      where: { matchId: touched.id },
      orderBy: { seq: 'desc' },
    });
    expect(
      (
        await api()
          .post('/api/admin/scores/corrections')
          .set('token', admin)
          .send({ match_id: touched.id, seq: last.seq, minute: 19 })
      ).body.code,
    ).toBe(0);

    await seedScores(prisma);
    const reset = await prisma.scoreMatch.findUniqueOrThrow({
      where: { id: match.id },
      include: { events: true, stats: true },
    });
    expect(reset).toMatchObject({
      status: 'upcoming',
      minute: 0,
      homeScore: 0,
      awayScore: 0,
      seq: seq + 1,
      events: [],
      stats: [],
    });
    expect((await prisma.scoreMatch.findUniqueOrThrow({ where: { id: touched.id } })).status).toBe('finished');

    await worker.tick(match.startTime.getTime() + 3 * 3_600_000, [match.id]);
    const replayed = (await api().get('/api/scores/match').query({ match_id: match.id })).body.data as {
      status: string;
      seq: number;
      events: { minute: number; type: string }[];
    };
    expect(replayed.status).toBe('finished');
    expect(replayed.seq).toBeGreaterThan(seq + 1);
    expect(replayed.events.map((e) => [e.minute, e.type])).toEqual(
      planMatch('football', 15, match).map((e) => [e.minute, e.type]),
    );
  });
});
