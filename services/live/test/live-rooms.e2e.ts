import { randomUUID } from 'node:crypto';
import { liveRoomGroupId } from '@arena/protocol';
import { EventBus, onlineMembersKey, streamKey } from '@arena/shared';
import { login, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { videoArrives } from '../../../test/support/pushes';
import { useStack } from '../../../test/support/use-stack';

interface Card {
  id: number;
  anchor_id: number;
  title: string;
  is_live: 0 | 1;
  heat: number;
  heat_text: string;
  online: number;
}

/** How long the edge may repeat a public room list (the live service's `s-maxage`). */
const EDGE_LIST_SECONDS = 1;

describe('live rooms: room info, watching, follows, heat and the cached lists', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'live'));
  const { stack } = harness;
  let viewer: TestUser;
  let events: EventBus;
  beforeAll(async () => {
    viewer = await registerUser(stack);
    events = new EventBus(harness.stores.redis);
  });

  const post = (path: string, body: object, user?: TestUser, lang = 'en') => {
    const request = stack.api.post(`/api${path}`).set('lang', lang);
    return (user ? request.set('token', user.token) : request).send(body);
  };
  const liveRooms = async (): Promise<Card[]> =>
    (await stack.api.get('/api/Live/getRoomList').query({ type: 0, limit: 60 })).body.data.list;
  const streamEntries = async (type: string) =>
    (await harness.stores.redis.xrange(streamKey(type), '-', '+')).map(
      ([, fields]) => JSON.parse(fields[1]) as Record<string, unknown>,
    );

  it('answers a room with its placard, chat group, follow state and play address; a visitor may read it', async () => {
    const room = (await liveRooms()).find((r) => r.is_live === 1) as Card;
    const { body } = await post('/Live_streaming/getRoomInfo', { room_id: room.id });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      id: room.id,
      anchor_id: room.anchor_id,
      group_id: liveRoomGroupId(room.id),
      is_attention: 0,
      is_self: 0,
      is_live: 1,
    });
    expect(body.data.play_url).toBe(`/media/live/${room.id}/index.m3u8`);
    expect(body.data.flv_url).toBe(`/media/flv/${room.id}.flv`);
    const byUid = await post('/live/getLiveByUid', { uid: room.anchor_id });
    expect(byUid.body.data.id).toBe(room.id);
    const missing = await post('/Live_streaming/getRoomInfo', { room_id: 999999 }, undefined, 'vi');
    expect(missing.body).toEqual({ code: 1, msg: 'Phòng live không tồn tại', data: null });
    const bad = await post('/Live_streaming/getRoomInfo', {}, undefined, 'zh');
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toContain('直播间');
  });

  it("shows the follow state from its copy of the account service's follows", async () => {
    const room = (await liveRooms())[3];
    expect((await post('/Member/attention', { anchor_id: room.anchor_id }, viewer)).body.data.is_attention).toBe(1);
    const followed = await eventually(
      async () => (await post('/Live_streaming/getRoomInfo', { room_id: room.id }, viewer)).body.data.is_attention,
      (state) => state === 1,
    );
    expect(followed).toBe(1);
    const attention = await post('/Live_streaming/getLiveList', { attention: 1 }, viewer);
    expect(attention.body.data.list.map((r: Card) => r.id)).toEqual([room.id]);
    expect((await post('/Live_streaming/getLiveList', { attention: 1 })).body.code).toBe(1);
    await post('/Member/attention', { anchor_id: room.anchor_id }, viewer);
    const unfollowed = await eventually(
      async () => (await post('/Live_streaming/getLiveList', { attention: 1 }, viewer)).body.data.total,
      (total) => total === 0,
    );
    expect(unfollowed).toBe(0);
  });

  it('records watch history on entering and publishes live.watched for the minutes a viewer stays', async () => {
    const user = await registerUser(stack);
    const room = (await liveRooms())[5];
    await post('/Live_streaming/getRoomInfo', { room_id: room.id }, user);
    const history = await stack.api.get('/api/User/watchlistList').set('token', user.token);
    expect(history.body.data.list[0]).toMatchObject({ anchor_id: room.anchor_id, title: room.title });
    // The viewer read the room again two and a half minutes later: two whole minutes are credited, once.
    await harness.stores.redis.set(`live:watching:${user.id}:${room.id}`, Date.now() - 150_000);
    await Promise.all([
      post('/Live_streaming/getRoomInfo', { room_id: room.id }, user),
      post('/Live_streaming/getRoomInfo', { room_id: room.id }, user),
    ]);
    const watched = (await streamEntries('live.watched')).filter((e) => e.userId === user.id);
    expect(watched).toEqual([{ userId: user.id, roomId: room.id, minutes: 2 }]);
    // After a long gap (the tab was closed) nothing is credited; counting starts again.
    await harness.stores.redis.set(`live:watching:${user.id}:${room.id}`, Date.now() - 60 * 60_000);
    await post('/Live_streaming/getRoomInfo', { room_id: room.id }, user);
    expect((await streamEntries('live.watched')).filter((e) => e.userId === user.id)).toHaveLength(1);
  });

  it('shares a room (content.shared for the daily task) only for a logged-in user', async () => {
    const room = (await liveRooms())[0];
    const { body } = await post('/live/share', { room_id: room.id }, viewer);
    expect(body).toMatchObject({ code: 0, msg: 'Shared', data: { url: `/live?id=${room.id}`, title: room.title } });
    expect(
      (await streamEntries('content.shared')).some((e) => e.userId === viewer.id && e.target === `room:${room.id}`),
    ).toBe(true);
    expect((await post('/live/share', { room_id: room.id })).body).toEqual({
      code: 1,
      msg: 'Please log in first',
      data: null,
    });
  });

  it('heats a room from its viewers and danmaku, and the cached hot list follows at once', async () => {
    const hot = async (): Promise<Card[]> => (await post('/Live_streaming/getHotList', { limit: 30 })).body.data;
    const before = await hot();
    expect(before.length).toBeGreaterThan(5);
    expect(before.every((r) => r.is_live === 1)).toBe(true);
    const target = before[before.length - 1];
    const key = onlineMembersKey(liveRoomGroupId(target.id));
    const expiry = Date.now() + 120_000;
    await harness.stores.redis.zadd(key, ...Array.from({ length: 2000 }, (_, i) => [expiry, `s${i}`]).flat());
    try {
      for (let i = 0; i < 20; i++) await events.publish('danmaku.sent', { userId: viewer.id, roomId: target.id });
      // Other suites run beside this one and may heat a room of their own (gifts): the target must
      // overtake every room it trailed, not necessarily become the hottest of all.
      const heated = (list: Card[]) => list.find((r) => r.id === target.id);
      const after = await eventually(hot, (list) => (heated(list)?.heat ?? 0) > 20_000, 10_000);
      const card = heated(after) as Card;
      // The 2000 added here, and whoever another suite has watching the same room.
      expect(card.online).toBeGreaterThanOrEqual(2000);
      expect(card.heat_text).toMatch(/^\d+\.\dw$/);
      expect(after.indexOf(card)).toBeLessThan(before.length - 1);
      expect(after.map((r) => r.heat)).toEqual([...after.map((r) => r.heat)].sort((a, b) => b - a));
      const rank = (await post('/Live_streaming/getRankInfoList', { type: 0, limit: 100 })).body.data as (Card & {
        rank: number;
      })[];
      const ranked = rank.find((r) => r.id === target.id);
      expect(ranked?.rank).toBe(rank.indexOf(ranked as Card & { rank: number }) + 1);
      expect(ranked?.rank).toBeLessThan(before.length);
    } finally {
      await harness.stores.redis.del(key);
    }
  });

  it("retires the cached lists as soon as a streamer goes off and on the air (within the edge's second)", async () => {
    const token = await login(stack, '13900000001', 'anchor123');
    const streamer = (await stack.api.get('/api/Member/info').set('token', token)).body.data.id as number;
    const hotIds = async () =>
      ((await post('/Live_streaming/getHotList', { limit: 30 })).body.data as Card[]).map((r) => r.anchor_id);
    // The service retires its list at once; the edge may repeat a public list for a second.
    const listed = (on: boolean) =>
      eventually(hotIds, (ids) => ids.includes(streamer) === on, EDGE_LIST_SECONDS * 1000 + 2000);
    // The room is on the air once video arrives (the media service reports the push).
    await videoArrives(stack, token);
    expect(await listed(true)).toContain(streamer);
    expect((await stack.api.get('/api/Live/endRoom').set('token', token)).body.code).toBe(0);
    expect(await listed(false)).not.toContain(streamer);
    // The start button alone sends no video: the room stays off the lists until the push.
    expect((await stack.api.get('/api/Live/startRoom').set('token', token)).body.code).toBe(0);
    expect(await listed(false)).not.toContain(streamer);
    await videoArrives(stack, token);
    expect(await listed(true)).toContain(streamer);
  });

  it('answers the home page lists: index rooms, a row per sport, hot rooms of a sport without the one watched', async () => {
    const index = (await post('/Live_streaming/getIndexLiveList', { limit: 8 })).body.data as Card[];
    expect(index).toHaveLength(8);
    expect(index.every((r) => r.is_live === 1)).toBe(true);
    const buckets = (await stack.api.get('/api/Live/getBucketRoomList').query({ limit: 4 }).set('lang', 'vi')).body
      .data;
    expect(buckets.map((b: { type: number }) => b.type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(buckets[0]).toMatchObject({ type_name: 'Bóng đá' });
    expect(buckets.every((b: { list: Card[] }) => b.list.length === 4)).toBe(true);
    const football = (await post('/Live_streaming/getLiveHotList', { type: 1, limit: 30 })).body.data as Card[];
    const without = (await post('/Live_streaming/getLiveHotList', { type: 1, room_id: football[0].id, limit: 30 })).body
      .data as Card[];
    expect(without.map((r) => r.id)).toEqual(football.slice(1).map((r) => r.id));
  });

  it("ranks a room's contributors from gift events, each wallet transfer once", async () => {
    // A room of its own on the air: a seeded room's broadcast may be ended and begun again by another
    // suite meanwhile, and the broadcast's ranking would then start over.
    const owner = await registerUser(stack);
    await harness.stores.prisma.room.create({
      data: { streamerId: owner.id, streamerNickname: 'ranked', title: 'ranking test', type: 1 },
    });
    const onAir = await videoArrives(stack, owner.token);
    const room = { id: onAir.room_id, anchor_id: owner.id };
    const gift = (userId: number, diamonds: string, transferId = randomUUID()) =>
      events.publish('gift.sent', {
        userId,
        nickname: `fan${userId}`,
        avatar: '',
        roomId: room.id,
        streamerId: room.anchor_id,
        giftId: 1,
        diamonds,
        transferId,
      });
    const repeated = randomUUID();
    await gift(900001, '10.00', repeated);
    await gift(900001, '10.00', repeated);
    await gift(900002, '25.50');
    await gift(900001, '5.00');
    const ranking = await eventually(
      async () =>
        (await post('/Live_streaming/roomRanking', { room_id: room.id, period: 'week' })).body.data as {
          user_id: number;
          diamonds: string;
        }[],
      (list) => list.length === 2 && list[0].diamonds === '25.50' && list[1].diamonds === '15.00',
    );
    expect(ranking).toEqual([
      { rank: 1, user_id: 900002, user_nickname: 'fan900002', avatar: '', diamonds: '25.50' },
      { rank: 2, user_id: 900001, user_nickname: 'fan900001', avatar: '', diamonds: '15.00' },
    ]);
    const broadcast = (await post('/Live_streaming/roomRanking', { room_id: room.id })).body.data;
    expect(broadcast).toHaveLength(2);
    const bad = await post('/Live_streaming/roomRanking', { room_id: room.id, period: 'year' }, undefined, 'en');
    expect(bad.body.code).toBe(1);
    expect(bad.body.msg).toContain('Ranking period');
  });
});
