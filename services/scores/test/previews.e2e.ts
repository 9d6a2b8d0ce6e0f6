import { asAdmin } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** GET /api/scores/preview: a coming match's form, head-to-head, table places and squad notes. */
describe('scores: match previews (/foresight)', () => {
  const { stack } = useStack(() => stackOf('account', 'wallet', 'scores'));

  it("reads each team's last results, their meetings and places in the caller's language", async () => {
    const admin = await asAdmin(stack);
    const competitions = await stack.api.get('/api/scores/competitions?sport=football');
    const competitionId = competitions.body.data.list[0].competition_id as number;
    const table = await stack.api.get('/api/scores/standings').query({ competition_id: competitionId });
    const [home, away] = table.body.data.list as { team_id: number }[];
    const create = async (start: number, homeId: number, awayId: number) => {
      const created = await stack.api
        .post('/api/admin/scores/matches')
        .set('token', admin)
        .send({
          sport: 'football',
          competition_id: competitionId,
          home_team_id: homeId,
          away_team_id: awayId,
          start_time: new Date(start).toISOString(),
        });
      expect(created.body.code).toBe(0);
      return created.body.data.match_id as number;
    };
    const event = (matchId: number, body: object) =>
      stack.api
        .post('/api/admin/scores/events')
        .set('token', admin)
        .send({ match_id: matchId, ...body });
    // A meeting a minute ago, away side's ground: the away team wins 0-1 there.
    const played = await create(Date.now() - 60_000, away.team_id, home.team_id);
    expect((await event(played, { type: 'goal', side: 'away', minute: 55 })).body.code).toBe(0);
    expect((await event(played, { type: 'period', period: 0, minute: 90 })).body.data.status).toBe('finished');
    const coming = await create(Date.now() + 2 * 3_600_000, home.team_id, away.team_id);

    const preview = await stack.api.get('/api/scores/preview').query({ match_id: coming }).set('lang', 'en');
    expect(preview.body.code).toBe(0);
    const data = preview.body.data;
    expect(data.match).toMatchObject({ match_id: coming, status: 'upcoming' });
    expect(data.home.team_id).toBe(home.team_id);
    // Found by id: other suites may play these teams meanwhile.
    const ofPlayed = (list: { match_id: number }[]) => list.find((row) => row.match_id === played);
    expect(ofPlayed(data.home.form)).toMatchObject({
      match_id: played,
      venue: 'away',
      own_score: 1,
      opponent_score: 0,
      result: 'W',
      opponent_name: data.away.name,
    });
    expect(ofPlayed(data.away.form)).toMatchObject({ match_id: played, venue: 'home', result: 'L' });
    expect(data.home.form.length).toBeLessThanOrEqual(5);
    expect(ofPlayed(data.head_to_head.list)).toMatchObject({ match_id: played, home_score: 0, away_score: 1 });
    expect(data.head_to_head.home_wins).toBeGreaterThanOrEqual(1);
    expect(data.home.squad.size).toBeGreaterThan(0);
    expect(data.home.standing === null || data.home.standing.rank >= 1).toBe(true);

    const zh = await stack.api.get('/api/scores/preview').query({ match_id: coming }).set('lang', 'zh');
    expect(zh.body.data.home.name).not.toBe(data.home.name);
    expect(zh.body.data.home.name).toMatch(/\p{Script=Han}/u);

    // The finished match's own preview reads the form from before it.
    const before = await stack.api.get('/api/scores/preview').query({ match_id: played });
    expect(before.body.data.home.form.map((f: { match_id: number }) => f.match_id)).not.toContain(played);

    expect(
      (await stack.api.get('/api/scores/preview').query({ match_id: 999_999_999 }).set('lang', 'en')).body,
    ).toEqual({
      code: 1,
      msg: 'The match does not exist',
      data: null,
    });
    expect((await stack.api.get('/api/scores/preview').query({ match_id: 'x' })).body.code).toBe(1);
  });
});
