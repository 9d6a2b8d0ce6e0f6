import { EventBus } from '@arena/shared';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { openStores, Stores } from '../../../test/support/stores';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect, nextLive } from '../../realtime/test/socket-clients';

interface Notice {
  id: number;
  kind: string;
  text: string;
  excerpt: string;
  actor_id: number | null;
  actor_nickname: string;
  target_id: number;
  is_read: 0 | 1;
}

/**
 * Push/getList: notifications recorded from community's own actions (comments, replies, likes) and
 * from other services' events (follows, broadcasts going on the air, reserved matches kicking off),
 * each reader's own, in the reader's language, pushed live to their open pages.
 */
// Six services in one process: a loaded machine needs more than the default.
jest.setTimeout(60_000);

describe('notifications', () => {
  // Live keeps who follows whom and who reserved what; scores kicks matches off.
  const { stack } = useStack(() => stackOf('account', 'wallet', 'realtime', 'community', 'live', 'scores'));
  let stores: Stores;
  let circleId: number;
  beforeAll(async () => {
    stores = openStores();
    const circles = await stack.api.get('/api/community/circles?kind=sport');
    circleId = circles.body.data.list[0].id;
  });
  afterAll(async () => {
    closeAllClients();
    await stores.close();
  });

  const call = (path: string, user: TestUser | undefined, body: Record<string, unknown> = {}, lang = 'en') => {
    const request = stack.api.post(path).set('lang', lang);
    return (user ? request.set('token', user.token) : request).send(body);
  };
  const list = async (user: TestUser, lang = 'en', page = 1, limit = 20) =>
    (await call('/api/Push/getList', user, { page, limit }, lang)).body.data as {
      list: Notice[];
      total: number;
      unread: number;
    };
  const named = async (user: TestUser, nickname: string) =>
    expect((await call('/api/member/updateInfo', user, { user_nickname: nickname })).body.code).toBe(0);

  it('tells an author of comments, replies and likes on their own pages, live, in the reader language', async () => {
    const [author, fan] = await Promise.all([registerUser(stack), registerUser(stack)]);
    await named(fan, `Fan${fan.id}`);
    const page = await connect(stack.url('realtime'), '/live');
    await ack(page, 'register', { client: 'web', userId: author.id, userSig: author.userSig });
    const post = (
      await call('/api/anchor_dynamics_user/insert', author, { circle_id: circleId, content: 'Who wins tonight?' })
    ).body.data;
    const own = await call('/api/anchor_dynamics_user/comment', author, { post_id: post.id, content: 'me first' });
    expect(await list(author)).toMatchObject({ list: [], total: 0, unread: 0 });

    const pushed = nextLive(page, (m) => m.code === 200 && m.type === 'notification', 20_000);
    await call('/api/anchor_dynamics_user/comment', fan, { post_id: post.id, content: 'The home side, easily' });
    expect(((await pushed) as unknown as { data: { id: number; unread: number } }).data).toMatchObject({ unread: 1 });

    const pushedAgain = nextLive(page, (m) => m.code === 200 && m.type === 'notification', 20_000);
    await call('/api/anchor_dynamics_user/comment', fan, {
      post_id: post.id,
      parent_id: own.body.data.id,
      content: 'no, me',
    });
    expect(((await pushedAgain) as unknown as { data: { id: number; unread: number } }).data).toMatchObject({
      unread: 2,
    });
    await call('/api/anchor_dynamics_user/likes', fan, { id: post.id });
    // A like taken back and given again tells once.
    await call('/api/anchor_dynamics_user/likes', fan, { id: post.id });
    await call('/api/anchor_dynamics_user/likes', fan, { id: post.id });
    await call('/api/anchor_dynamics_user/commentLikes', fan, { id: own.body.data.id });
    // Liking one's own post tells nobody.
    await call('/api/anchor_dynamics_user/likes', author, { id: post.id });

    const en = await list(author);
    expect(en).toMatchObject({ total: 4, unread: 4 });
    expect(en.list.map((n) => n.kind)).toEqual(['comment_like', 'post_like', 'reply', 'comment']);
    expect(en.list[2]).toMatchObject({
      text: `Fan${fan.id} replied to your comment`,
      excerpt: 'no, me',
      actor_id: fan.id,
      target_id: post.id,
      is_read: 0,
    });
    expect(en.list[1]).toMatchObject({ text: `Fan${fan.id} liked your post`, excerpt: 'Who wins tonight?' });
    expect((await list(author, 'zh')).list[3].text).toBe(`Fan${fan.id} 评论了你的动态`);
    expect((await list(author, 'vi')).list[0].text).toBe(`Fan${fan.id} đã thích bình luận của bạn`);
    const second = await list(author, 'en', 2, 3);
    expect(second.list.map((n) => n.kind)).toEqual(['comment']);
    // The fan was told nothing of their own actions.
    expect((await list(fan)).total).toBe(0);

    const read = await call('/api/community/notifications/read', author, { id: en.list[0].id });
    expect(read.body).toMatchObject({ code: 0, msg: 'Marked as read', data: { unread: 3 } });
    expect((await stack.api.get('/api/community/notifications/unread').set('token', author.token)).body.data).toEqual({
      unread: 3,
    });
    const all = await call('/api/community/notifications/read-all', author);
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await list(author)).list.every((n) => n.is_read === 1)).toBe(true);
  });

  it('lets a user read and mark only their own notifications, and refuses bad input and visitors', async () => {
    const [author, fan, other] = await Promise.all([registerUser(stack), registerUser(stack), registerUser(stack)]);
    const post = (await call('/api/anchor_dynamics_user/insert', author, { circle_id: circleId, content: 'mine' })).body
      .data;
    await call('/api/anchor_dynamics_user/likes', fan, { id: post.id });
    const [notice] = (await list(author)).list;
    expect(notice.kind).toBe('post_like');
    expect((await list(other)).list).toEqual([]);
    expect((await call('/api/community/notifications/read', other, { id: notice.id })).body).toEqual({
      code: 1,
      msg: 'This notification does not exist',
      data: null,
    });
    expect((await list(author)).unread).toBe(1);
    expect((await call('/api/Push/getList', undefined)).body).toEqual({
      code: 1,
      msg: 'Please log in first',
      data: null,
    });
    const badPage = await call('/api/Push/getList', author, { limit: 500 });
    expect(badPage.body.code).toBe(1);
    expect(badPage.body.msg).toBe('Page size must be at most 50');
    const badId = await call('/api/community/notifications/read', author, { id: 'x' }, 'zh');
    expect(badId.body.code).toBe(1);
  });

  it("tells a streamer of a new follower, and the followers of the streamer's going live", async () => {
    const [streamer, fan] = await Promise.all([registerUser(stack), registerUser(stack)]);
    await named(fan, `Follower${fan.id}`);
    expect((await call('/api/Member/attention', fan, { anchor_id: streamer.id })).body.code).toBe(0);
    const followed = await eventually(
      () => list(streamer),
      (page) => page.total > 0,
      20_000,
    );
    expect(followed.list[0]).toMatchObject({
      kind: 'follow',
      text: `Follower${fan.id} started following you`,
      actor_id: fan.id,
      target_id: fan.id,
    });
    // The live service's copy of the follow, then the broadcast starting (as the live service announces it).
    await eventually(
      async () => stores.prisma.liveFollow.findFirst({ where: { followerId: fan.id, streamerId: streamer.id } }),
      (row) => row?.following === true,
      20_000,
    );
    const page = await connect(stack.url('realtime'), '/live');
    await ack(page, 'register', { client: 'web', userId: fan.id, userSig: fan.userSig });
    const pushed = nextLive(page, (m) => m.code === 200 && m.type === 'notification', 20_000);
    const event = { roomId: 424242, broadcastId: 900_000_000 + fan.id, streamerId: streamer.id, title: 'Derby night' };
    const events = new EventBus(stores.redis);
    await events.publish('live.broadcast.started', event);
    await events.publish('live.broadcast.started', event);
    await pushed;
    const told = await list(fan, 'zh');
    expect(told.list).toHaveLength(1);
    expect(told.list[0]).toMatchObject({ kind: 'live', excerpt: 'Derby night', target_id: 424242 });
    expect(told.list[0].text).toMatch(/开播了$/);
  });

  it('tells those who reserved a match when it kicks off, with the teams in their language', async () => {
    const admin = await asAdmin(stack);
    const [early, other] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const competitions = await stack.api.get('/api/scores/competitions?sport=football');
    const competitionId = competitions.body.data.list[0].competition_id as number;
    const table = await stack.api.get('/api/scores/standings').query({ competition_id: competitionId });
    const [home, away] = table.body.data.list as { team_id: number }[];
    const created = await stack.api.post('/api/admin/scores/matches').set('token', admin).send({
      sport: 'football',
      competition_id: competitionId,
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      start_time: new Date().toISOString(),
    });
    const matchId = created.body.data.match_id as number;
    expect((await call('/api/live/reserveMatch', early, { match_id: matchId })).body.code).toBe(0);
    const kickOff = await stack.api
      .post('/api/admin/scores/events')
      .set('token', admin)
      .send({ match_id: matchId, type: 'yellow', side: 'home', minute: 1 });
    expect(kickOff.body.code).toBe(0);
    const told = await eventually(
      () => list(early, 'vi'),
      (page) => page.total > 0,
      40_000,
    );
    const detail = (await stack.api.get('/api/scores/match').set('lang', 'vi').query({ match_id: matchId })).body.data;
    expect(told.list[0]).toMatchObject({
      kind: 'match',
      target_id: matchId,
      text: `Trận đấu bạn đặt lịch ${detail.home_team_name} vs ${detail.away_team_name} đã bắt đầu`,
    });
    // A later event is no kick-off; someone who did not reserve hears nothing.
    await stack.api
      .post('/api/admin/scores/events')
      .set('token', admin)
      .send({ match_id: matchId, type: 'yellow', side: 'away', minute: 2 });
    expect((await list(early)).total).toBe(1);
    expect((await list(other)).total).toBe(0);
  });
});
