import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** Fan groups and badges: join, wear one badge at a time, the streamer names it and lists the fans. */
describe('live fan groups', () => {
  const harness = useStack(() => stackOf('account', 'live'));
  const { stack } = harness;
  let streamer: TestUser;
  let second: TestUser;
  let roomId: number;

  beforeAll(async () => {
    [streamer, second] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const created = await harness.stores.prisma.room.create({
      data: { streamerId: streamer.id, streamerNickname: '老K说球说球说球', title: 'fans', type: 1 },
    });
    await harness.stores.prisma.room.create({
      data: { streamerId: second.id, streamerNickname: 'Second', title: 'fans 2', type: 2 },
    });
    roomId = created.id;
    await asAdmin(stack);
  });

  const post = (path: string, token: string | undefined, body: object, lang = 'en') => {
    const request = stack.api.post(path).set('x-lang', lang).send(body);
    return token ? request.set('token', token) : request;
  };

  it('lets a viewer join, wears the first badge, and shows the group to anyone', async () => {
    const fan = await registerUser(stack);
    const before = await post('/api/Live_streaming/getFansGroupInfo', undefined, { anchor_id: streamer.id });
    expect(before.body.data).toEqual({
      anchor_id: streamer.id,
      room_id: roomId,
      anchor_nickname: '老K说球说球说球',
      badge_name: '老K说球说球',
      members: 0,
      joined: false,
      wearing: false,
    });

    const joined = await post('/api/live/addshowGroup', fan.token, { anchor_id: streamer.id });
    expect(joined.body).toMatchObject({
      code: 0,
      msg: 'You joined the fan group',
      data: { joined: true, wearing: true, members: 1 },
    });
    expect((await post('/api/live/addshowGroup', fan.token, { anchor_id: streamer.id })).body.data.members).toBe(1);
    expect((await post('/api/live/addshowGroup', streamer.token, { anchor_id: streamer.id })).body.msg).toBe(
      'You cannot join your own fan group',
    );
    expect((await post('/api/live/addshowGroup', fan.token, { anchor_id: 999_999_999 })).body.msg).toBe(
      'This streamer does not exist',
    );

    const membership = await internal(
      stack,
      'live',
      'get',
      `/fan-groups/membership?anchor_id=${streamer.id}&user_id=${fan.id}`,
    );
    expect(membership.body.data).toEqual({ member: true, wearing: true, badge_name: '老K说球说球' });
  });

  it('wears one badge at a time and takes it off', async () => {
    const fan = await registerUser(stack);
    await post('/api/live/addshowGroup', fan.token, { anchor_id: streamer.id });
    await post('/api/live/addshowGroup', fan.token, { anchor_id: second.id });
    expect((await post('/api/Live_streaming/badgeList', fan.token, {})).body.data).toEqual([
      { anchor_id: streamer.id, anchor_nickname: '老K说球说球说球', badge_name: expect.any(String), wearing: true },
      { anchor_id: second.id, anchor_nickname: 'Second', badge_name: 'Second', wearing: false },
    ]);
    const switched = await post('/api/Live_streaming/badgeEdit', fan.token, { anchor_id: second.id });
    expect(switched.body.data.map((b: { anchor_id: number; wearing: boolean }) => [b.anchor_id, b.wearing])).toEqual([
      [second.id, true],
      [streamer.id, false],
    ]);
    const off = await post('/api/Live_streaming/badgeEdit', fan.token, { anchor_id: second.id, wear: 0 });
    expect(off.body.data.every((b: { wearing: boolean }) => !b.wearing)).toBe(true);
    const stranger = await registerUser(stack);
    expect((await post('/api/Live_streaming/badgeEdit', stranger.token, { anchor_id: second.id }, 'zh')).body.msg).toBe(
      '请先加入该主播的粉丝团',
    );
  });

  it('lets the streamer name the badge and list the fans; groups are listed biggest first', async () => {
    const named = await post('/api/member/setBadgeName', streamer.token, { badge_name: 'K迷' });
    expect(named.body).toMatchObject({ code: 0, data: { badge_name: 'K迷' } });
    expect(
      (await post('/api/member/setBadgeName', streamer.token, { badge_name: 'much too long' }, 'en')).body.msg,
    ).toBe('Badge name must be at most 6 characters');
    const viewer = await registerUser(stack);
    expect((await post('/api/member/setBadgeName', viewer.token, { badge_name: 'mine' })).body.code).toBe(1);

    const fans = await post('/api/live/groupList', streamer.token, {});
    expect(fans.body.data.total).toBe(2);
    expect(fans.body.data.list[0]).toMatchObject({
      uid: expect.any(Number),
      user_nickname: expect.any(String),
      joined_at: expect.any(String),
    });
    // Another streamer's fans: their uids are for that room's staff and platform administrators only.
    expect((await post('/api/live/groupList', viewer.token, { anchor_id: streamer.id }, 'en')).body).toEqual({
      code: 1,
      msg: "Only the streamer, room administrators or platform administrators may see this fan group's members",
      data: null,
    });
    expect((await post('/api/live/groupList', second.token, { anchor_id: streamer.id }, 'en')).body.code).toBe(1);
    expect((await post('/api/live/groupList', streamer.token, { anchor_id: streamer.id })).body.data.total).toBe(2);
    expect((await post('/api/live/groupList', await asAdmin(stack), { anchor_id: streamer.id })).body.data.total).toBe(
      2,
    );
    const groups = await post('/api/live/getLiveGroupList', undefined, { limit: 50 });
    const list = groups.body.data.list as { anchor_id: number; members: number }[];
    expect(list.map((g) => g.members)).toEqual([...list.map((g) => g.members)].sort((a, b) => b - a));
    const ours = list.filter((g) => g.anchor_id === streamer.id || g.anchor_id === second.id);
    expect(ours).toEqual([
      expect.objectContaining({ anchor_id: streamer.id, badge_name: 'K迷', members: 2 }),
      expect.objectContaining({ anchor_id: second.id, members: 1 }),
    ]);
  });
});
