import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { stackOf } from '../../../test/support/stacks';
import { videoArrives } from '../../../test/support/pushes';
import { useStack } from '../../../test/support/use-stack';

/** From an application to a streamer with a room: settings, push address, schedules and broadcast records. */
describe('live streamers', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live'));
  const { stack } = harness;
  let admin: string;

  beforeAll(async () => {
    admin = await asAdmin(stack);
  });

  const post = (path: string, token: string, body: object, lang = 'en') =>
    stack.api.post(path).set('token', token).set('x-lang', lang).send(body);
  const get = (path: string, token: string, query: object = {}) =>
    stack.api.get(path).set('token', token).set('x-lang', 'en').query(query);
  const application = {
    real_name: '张三',
    id_number: '11010519491231002x',
    contact: 'WeChat zhangsan88',
    experience: 'Three years of football commentary on local radio.',
  };

  /** A registered user whose application an administrator approved. */
  const streamer = async (): Promise<TestUser & { roomId: number }> => {
    const user = await registerUser(stack);
    const sent = await post('/api/anchor-applications', user.token, application);
    const approved = await post(`/api/admin/anchor-applications/${sent.body.data.id}/approve`, admin, {});
    return { ...user, roomId: approved.body.data.room_id };
  };

  it('takes an application with the spec rules and refuses an incomplete one in the caller language', async () => {
    const user = await registerUser(stack);
    expect((await post('/api/anchor-applications', user.token, { ...application, contact: '' }, 'zh')).body).toEqual({
      code: 1,
      msg: '请完善信息后再提交',
      data: null,
    });
    expect(
      (await post('/api/anchor-applications', user.token, { ...application, experience: 'too short' }, 'en')).body,
    ).toMatchObject({
      code: 1,
      msg: 'Streaming experience must be at least 15 characters',
    });
    expect(
      (await post('/api/anchor-applications', user.token, { ...application, id_number: '123' }, 'vi')).body.msg,
    ).toBe('Số giấy tờ tùy thân không hợp lệ');

    const sent = await post('/api/anchor-applications', user.token, { ...application, inviter: 'Lao K' });
    expect(sent.body).toMatchObject({
      code: 0,
      data: { status: 'pending', id_number: '**************002X', inviter: 'Lao K', room_id: null },
    });
    expect((await post('/api/anchor-applications', user.token, application)).body.msg).toBe(
      'Your application is being reviewed, please wait for the decision',
    );
    expect((await get('/api/anchor-applications/mine', user.token)).body.data).toMatchObject({
      id: sent.body.data.id,
      status: 'pending',
    });
  });

  it('lets only administrators decide: a rejection carries its reason, an approval makes a streamer with a room', async () => {
    const user = await registerUser(stack);
    const first = await post('/api/anchor-applications', user.token, application);
    expect((await post(`/api/admin/anchor-applications/${first.body.data.id}/approve`, user.token, {})).body.code).toBe(
      1,
    );
    const rejected = await post(`/api/admin/anchor-applications/${first.body.data.id}/reject`, admin, {
      reason: 'ID photo missing',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: 'ID photo missing',
      id_number: '11010519491231002X',
    });
    expect((await get('/api/anchor-applications/mine', user.token)).body.data).toMatchObject({
      status: 'rejected',
      reason: 'ID photo missing',
    });
    expect((await post(`/api/admin/anchor-applications/${first.body.data.id}/approve`, admin, {})).body.msg).toBe(
      'This application was decided already',
    );

    const second = await post('/api/anchor-applications', user.token, application);
    expect((await get('/api/Member/info', user.token)).body.data.is_anchor).toBe(0);
    const pending = await get('/api/admin/anchor-applications', admin, { status: 'pending', limit: 50 });
    expect(pending.body.data.list.map((a: { id: number }) => a.id)).toContain(second.body.data.id);
    const approved = await post(`/api/admin/anchor-applications/${second.body.data.id}/approve`, admin, {});
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved', room_id: expect.any(Number) } });
    expect((await get('/api/Member/info', user.token)).body.data.is_anchor).toBe(1);
    expect((await post('/api/anchor-applications', user.token, application)).body.msg).toBe(
      'You are a streamer already',
    );
    const room = await get('/api/streamer-room', user.token);
    expect(room.body.data).toMatchObject({
      room_id: approved.body.data.room_id,
      type: 6,
      live: false,
      sealed: false,
      placard: '',
    });
  });

  it('lets a streamer set title, type, category, cover and placard, and refuses what breaks the rules', async () => {
    const me = await streamer();
    const category = await harness.stores.prisma.liveCategory.create({
      data: { type: 3, nameZh: '象棋', nameEn: 'Chess', nameVi: 'Cờ tướng' },
    });
    const saved = await post('/api/Live/setLiveInfo', me.token, {
      title: 'Chess night',
      type: 3,
      category_id: category.id,
      cover: '/uploads/2026/11/a.png',
    });
    expect(saved.body).toMatchObject({
      code: 0,
      msg: 'Saved',
      data: { title: 'Chess night', type: 3, category_id: category.id, cover: '/uploads/2026/11/a.png' },
    });
    expect((await post('/api/live/updateLive', me.token, { type: 1 })).body.data).toMatchObject({
      type: 1,
      category_id: null,
      title: 'Chess night',
    });
    expect((await post('/api/live/updateLive', me.token, { category_id: category.id })).body.msg).toBe(
      'This category belongs to another type',
    );
    expect((await post('/api/live/updateLive', me.token, { cover: 'https://elsewhere.example/x.gif' })).body.msg).toBe(
      'The cover must be an uploaded png or jpg image',
    );
    expect((await post('/api/live/updateLive', me.token, { type: 9 })).body.code).toBe(1);
    expect((await post('/api/live/setTitle', me.token, { title: 'Derby day' })).body.data.title).toBe('Derby day');

    expect((await post('/api/Live/setPlacard', me.token, { placard: '公'.repeat(51) }, 'zh')).body.msg).toBe(
      '公告不能超过50个字符',
    );
    expect((await post('/api/Live/setPlacard', me.token, { placard: 'Kick-off at 20:00, be there' })).body.code).toBe(
      0,
    );
    const placard = await stack.api.get('/api/Live/getPlacard').query({ room_id: me.roomId });
    expect(placard.body.data).toEqual({ room_id: me.roomId, placard: 'Kick-off at 20:00, be there' });

    const viewer = await registerUser(stack);
    expect((await post('/api/live/setTitle', viewer.token, { title: 'mine now' })).body.msg).toBe(
      'You are not a streamer yet: apply to become one first',
    );
  });

  it('shows a stream key once, replaces it on request, and lets a push start the room with only the current one', async () => {
    const me = await streamer();
    expect((await get('/api/stream-keys', me.token)).body.data).toEqual({
      room_id: me.roomId,
      push_url: 'rtmp://127.0.0.1:1935/live',
      key_created_at: null,
    });
    const first = await post('/api/stream-keys', me.token, {});
    expect(first.body.data.stream_key).toMatch(new RegExp(`^${me.roomId}-[\\w-]{24}$`));
    const address = await get('/api/stream-keys', me.token);
    expect(address.body.data.key_created_at).toBe(first.body.data.key_created_at);
    expect(JSON.stringify(address.body)).not.toContain(first.body.data.stream_key);

    const second = await post('/api/stream-keys', me.token, {});
    expect(second.body.data.stream_key).not.toBe(first.body.data.stream_key);
    const started = (streamKey: string) =>
      internal(stack, 'live', 'post', '/internal/pushes/started').send({ stream_key: streamKey });
    expect((await started(first.body.data.stream_key)).body.data).toEqual({ accepted: false, reason: 'unknown_key' });
    expect((await started(second.body.data.stream_key)).body.data).toMatchObject({
      accepted: true,
      room_id: me.roomId,
    });
    // The media service's route is for services: nothing of it is public.
    expect(
      (await post('/api/internal/pushes/started', me.token, { stream_key: second.body.data.stream_key })).status,
    ).toBe(404);
  });

  it('gives the development demo broadcasts the rooms with their sport, and fresh keys for rooms without video', async () => {
    const rooms = (await internal(stack, 'live', 'post', '/internal/pushes/demo-rooms').send({})).body.data as {
      room_id: number;
      type: number;
    }[];
    expect(rooms.length).toBeGreaterThanOrEqual(36);
    expect(new Set(rooms.map((room) => room.type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const demoKeys = async (ids: number[]) =>
      (await internal(stack, 'live', 'post', '/internal/pushes/demo-keys').send({ room_ids: ids })).body.data as {
        room_id: number;
        stream_key: string;
      }[];
    // Rooms of this suite's own streamers (another suite's push may hold a seeded room meanwhile), in
    // the order the keys come: by room.
    const first = { room_id: (await streamer()).roomId };
    const second = { room_id: (await streamer()).roomId };
    const listed = (await internal(stack, 'live', 'post', '/internal/pushes/demo-rooms').send({})).body.data as {
      room_id: number;
    }[];
    expect(listed.map((room) => room.room_id)).toEqual(expect.arrayContaining([first.room_id, second.room_id]));
    const keys = await demoKeys([first.room_id, second.room_id]);
    expect(keys.map((key) => key.room_id)).toEqual([first.room_id, second.room_id]);
    expect(keys[0].stream_key).toMatch(new RegExp(`^${first.room_id}-`));
    // Once its picture arrives, a room gets no demo key: a streamer's own push is never replaced.
    const pushed = await internal(stack, 'live', 'post', '/internal/pushes/started').send({
      stream_key: keys[0].stream_key,
    });
    expect(pushed.body.data).toMatchObject({ accepted: true, room_id: first.room_id });
    try {
      expect((await demoKeys([first.room_id, second.room_id])).map((key) => key.room_id)).toEqual([second.room_id]);
    } finally {
      await internal(stack, 'live', 'post', '/internal/pushes/ended').send({
        room_id: first.room_id,
        broadcast_id: pushed.body.data.broadcast_id,
      });
    }
    expect((await internal(stack, 'live', 'post', '/internal/pushes/demo-keys').send({ room_ids: [] })).body.code).toBe(
      1,
    );
  });

  it('keeps broadcast records and announced broadcasts of the streamer', async () => {
    const me = await streamer();
    await stack.api.get('/api/Live/startRoom').set('token', me.token).query({ title: 'Evening show' });
    await stack.api.get('/api/Live/endRoom').set('token', me.token);
    await post('/api/Live/mobileStartRoom', me.token, {});
    const records = await get('/api/broadcasts', me.token);
    expect(records.body.data).toMatchObject({
      total: 2,
      list: [{ title: 'Evening show', ended_at: null }, { title: 'Evening show' }],
    });
    expect(records.body.data.list[1].ended_at).toEqual(expect.any(String));
    expect((await get('/api/streamer-room', me.token)).body.data.live).toBe(true);

    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const matchId = 1_000_000 + me.roomId; // beyond the seeded matches
    const made = await post('/api/Live/setLiveList', me.token, {
      title: 'Cup final',
      starts_at: startsAt,
      match_id: matchId,
    });
    expect(made.body).toMatchObject({
      code: 0,
      data: { room_id: me.roomId, title: 'Cup final', starts_at: startsAt, match_id: matchId, reservations: 0 },
    });
    // The match's page lists the rooms that will broadcast it.
    const roomsOf = async (id: number) =>
      ((await stack.api.get('/api/Live/getRoomList').query({ match_id: id })).body.data.list as { id: number }[]).map(
        (room) => room.id,
      );
    expect(await roomsOf(matchId)).toEqual([me.roomId]);
    expect(await roomsOf(matchId + 1)).toEqual([]);
    expect(
      (await post('/api/Live/setLiveList', me.token, { title: 'Past', starts_at: '2020-01-01T00:00:00Z' })).body.msg,
    ).toBe('The start time must be within the coming 60 days');
    expect((await post('/api/Live/setLiveList', me.token, { title: 'Soon', starts_at: 'tomorrow' })).body.code).toBe(1);
    expect((await get('/api/broadcast-schedules', me.token)).body.data).toEqual([made.body.data]);

    const other = await streamer();
    expect((await post('/api/broadcast-schedules/delete', other.token, { id: made.body.data.id })).body.code).toBe(1);
    expect((await post('/api/broadcast-schedules/delete', me.token, { id: made.body.data.id })).body.code).toBe(0);
    expect((await get('/api/broadcast-schedules', me.token)).body.data).toEqual([]);
    expect(await roomsOf(matchId)).toEqual([]);
  });

  it('retires the cached room lists at once when a streamer or an administrator changes a room', async () => {
    const me = await streamer();
    const rank = async () =>
      (await stack.api.post('/api/Live_streaming/getRankInfoList').send({ type: 6, limit: 100 })).body.data as {
        id: number;
        title: string;
      }[];
    const hot = async () =>
      (await stack.api.post('/api/Live_streaming/getLiveHotList').send({ type: 6, limit: 30 })).body.data as {
        id: number;
      }[];
    expect((await rank()).find((room) => room.id === me.roomId)).toBeDefined();
    expect((await hot()).map((room) => room.id)).not.toContain(me.roomId);

    // The service retires its lists at once; the edge may repeat a public list for a second.
    const soon = <T>(read: () => Promise<T>, done: (value: T) => boolean) => eventually(read, done, 3000);
    const ids = (rooms: { id: number }[]) => rooms.map((room) => room.id);
    await post('/api/live/setTitle', me.token, { title: 'Renamed at once' });
    expect(
      (await soon(rank, (rooms) => rooms.find((room) => room.id === me.roomId)?.title === 'Renamed at once')).find(
        (room) => room.id === me.roomId,
      )?.title,
    ).toBe('Renamed at once');
    await videoArrives(stack, me.token);
    expect(ids(await soon(hot, (rooms) => ids(rooms).includes(me.roomId)))).toContain(me.roomId);
    await post('/api/admin/moderation/seal', admin, { room_id: me.roomId, reason: 'test' });
    expect(ids(await soon(rank, (rooms) => !ids(rooms).includes(me.roomId)))).not.toContain(me.roomId);
    expect(ids(await soon(hot, (rooms) => !ids(rooms).includes(me.roomId)))).not.toContain(me.roomId);
    await post('/api/admin/moderation/unseal', admin, { room_id: me.roomId });
    expect(ids(await soon(rank, (rooms) => ids(rooms).includes(me.roomId)))).toContain(me.roomId);
  });
});
