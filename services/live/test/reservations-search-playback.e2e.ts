import { registerUser, TestUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

interface Schedule {
  id: number;
  room_id: number;
  starts_at: string;
  match_id: number | null;
  is_reserve: 0 | 1;
}

describe('reservations, search and playback addresses', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'live'));
  const { stack } = harness;
  let viewer: TestUser;
  beforeAll(async () => {
    viewer = await registerUser(stack);
  });

  const post = (path: string, body: object, user?: TestUser, lang = 'en') => {
    const request = stack.api.post(`/api${path}`).set('lang', lang);
    return (user ? request.set('token', user.token) : request).send(body);
  };
  const get = (path: string, query: object, user?: TestUser, lang = 'en') => {
    const request = stack.api.get(`/api${path}`).query(query).set('lang', lang);
    return user ? request.set('token', user.token) : request;
  };

  it('reserves a scheduled broadcast once, lists it as mine, and cancels it', async () => {
    const upcoming = (await post('/Live_streaming/getReserveLiveList', { limit: 50 }, viewer)).body.data;
    expect(upcoming.total).toBeGreaterThan(0);
    const schedule = upcoming.list[0] as Schedule;
    expect(schedule.is_reserve).toBe(0);
    const times = (upcoming.list as Schedule[]).map((s) => s.starts_at);
    expect([...times].sort()).toEqual(times);
    const reserved = await Promise.all(
      [1, 2, 3].map(() => get('/Live/setReserveLiveNew', { schedule_id: schedule.id }, viewer)),
    );
    expect(reserved.map((r) => r.body.code)).toEqual([0, 0, 0]);
    expect(reserved[0].body).toMatchObject({ msg: 'Reserved', data: { schedule_id: schedule.id, is_reserve: 1 } });
    const mine = (await post('/Live_streaming/getUserReserveLiveList', {}, viewer)).body.data;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ kind: 'schedule', schedule: { id: schedule.id, is_reserve: 1 } });
    const ofRoom = (await post('/Live_streaming/getReserveLiveList', { room_id: schedule.room_id }, viewer)).body.data
      .list as Schedule[];
    expect(ofRoom.find((s) => s.id === schedule.id)?.is_reserve).toBe(1);
    expect((await post('/live/deleteReserveLive', { schedule_id: schedule.id }, viewer)).body).toMatchObject({
      code: 0,
      data: { is_reserve: 0 },
    });
    expect((await post('/live/deleteReserveLive', { schedule_id: schedule.id }, viewer, 'vi')).body).toEqual({
      code: 1,
      msg: 'Không tìm thấy lịch đã đặt',
      data: null,
    });
    expect((await post('/live/deleteReserveLive', {}, viewer)).body.code).toBe(1);
  });

  it('refuses a past or unknown schedule and visitors', async () => {
    const { prisma } = harness.stores;
    const room = await prisma.room.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const past = await prisma.schedule.create({
      data: { roomId: room.id, title: 'yesterday', startsAt: new Date(Date.now() - 3_600_000) },
    });
    expect((await get('/Live/setReserveLiveNew', { schedule_id: past.id }, viewer)).body).toEqual({
      code: 1,
      msg: 'This broadcast has already started',
      data: null,
    });
    expect((await get('/Live/setReserveLiveNew', { schedule_id: 99999999 }, viewer)).body.msg).toBe(
      'This scheduled broadcast does not exist',
    );
    expect((await get('/Live/setReserveLiveNew', { schedule_id: past.id })).body).toEqual({
      code: 1,
      msg: 'Please log in first',
      data: null,
    });
  });

  it("reserves a match, then as one room broadcasts it, and lists that match's broadcasts", async () => {
    const { prisma } = harness.stores;
    const user = await registerUser(stack);
    const room = await prisma.room.findFirstOrThrow({ orderBy: { id: 'desc' } });
    const matchId = 700000 + Math.floor(Math.random() * 100000);
    const schedule = await prisma.schedule.create({
      data: { roomId: room.id, title: 'Derby', startsAt: new Date(Date.now() + 3_600_000), matchId },
    });
    // A double click: both answered, one reservation.
    const twice = await Promise.all([
      post('/live/reserveMatch', { match_id: matchId }, user),
      post('/live/reserveMatch', { match_id: matchId }, user),
    ]);
    expect(twice.map((answer) => answer.body.data)).toEqual(
      [0, 1].map(() => ({ match_id: matchId, room_id: null, is_reserve: 1 })),
    );
    expect(await prisma.reservation.count({ where: { userId: user.id, matchId } })).toBe(1);
    expect((await post('/live/reserveMatch2', { match_id: matchId, room_id: room.id }, user)).body.data).toEqual({
      match_id: matchId,
      room_id: room.id,
      is_reserve: 1,
    });
    const mine = (await post('/Live_streaming/getUserReserveLiveList', {}, user)).body.data;
    expect(mine.list).toEqual([
      expect.objectContaining({ kind: 'match', match_id: matchId, room_id: room.id, schedule: null }),
    ]);
    const broadcasts = (await post('/Live_streaming/getReserveLiveList', { reserved: 1 }, user)).body.data
      .list as Schedule[];
    expect(broadcasts.map((s) => s.id)).toEqual([schedule.id]);
    expect((await post('/live/reserveMatch2', { match_id: matchId, room_id: 99999999 }, user)).body.msg).toBe(
      'This live room does not exist',
    );
    expect((await post('/live/deleteReserveLive', { match_id: matchId }, user)).body.code).toBe(0);
    expect((await post('/Live_streaming/getUserReserveLiveList', {}, user)).body.data.total).toBe(0);
  });

  it('finds streamers and rooms by name, at most 10 characters, % and _ taken literally', async () => {
    const streamers = (await get('/Search/anchor', { name: '说球' })).body.data;
    expect(streamers.list.map((a: { user_nickname: string }) => a.user_nickname)).toContain('老K说球');
    const rooms = (await get('/Search/live', { name: 'nba' })).body.data;
    expect(rooms.total).toBeGreaterThan(0);
    expect(
      rooms.list.every((r: { title: string; user_nickname: string }) => /nba/i.test(r.title + r.user_nickname)),
    ).toBe(true);
    const overview = (await get('/Search/index', { name: 'BLV' })).body.data;
    expect(overview.anchors.length).toBeGreaterThan(0);
    expect(overview.lives.length).toBeGreaterThan(0);
    expect((await get('/Search/live', { name: '%' })).body.data.total).toBe(0);
    const tooLong = await get('/Search/anchor', { name: '12345678901' }, undefined, 'zh');
    expect(tooLong.body.code).toBe(1);
    expect(tooLong.body.msg).toContain('名称');
    expect((await get('/Search/anchor', {}, undefined, 'en')).body.code).toBe(1);
  });

  it("answers playback addresses: a live room's stream, a recording, and why not", async () => {
    const { prisma } = harness.stores;
    const live = await prisma.room.findFirstOrThrow({ where: { liveSince: { not: null } } });
    const offline = await prisma.room.findFirstOrThrow({ where: { liveSince: null } });
    expect((await get('/Live/getLiveUrl', { room_id: live.id })).body.data).toEqual({
      room_id: live.id,
      is_live: 1,
      hls: `/media/live/${live.id}/index.m3u8`,
      flv: `/media/flv/${live.id}.flv`,
    });
    expect((await get('/Live/getLiveUrl', { room_id: offline.id })).body.data).toEqual({
      room_id: offline.id,
      is_live: 0,
      hls: '',
      flv: '',
    });
    expect((await post('/live/convertURL', { room_id: live.id })).body.data).toEqual({
      url: `/media/live/${live.id}/index.m3u8`,
      format: 'hls',
      kind: 'live',
      flv: `/media/flv/${live.id}.flv`,
    });
    expect((await post('/live/convertURL', { room_id: offline.id }, undefined, 'zh')).body).toEqual({
      code: 1,
      msg: '主播当前未开播',
      data: null,
    });
    const unrecorded = await prisma.broadcast.findFirstOrThrow({
      where: { roomId: offline.id, endedAt: { not: null } },
    });
    expect((await post('/live/convertURL', { broadcast_id: unrecorded.id })).body.msg).toBe(
      'This broadcast has no recording',
    );
    expect((await post('/Live_streaming/getLivePlaybackList', { room_id: offline.id })).body.data.total).toBe(0);
    await prisma.broadcast.update({
      where: { id: unrecorded.id },
      data: { playbackUrl: `/media/recordings/${unrecorded.id}/index.m3u8` },
    });
    try {
      const recordings = (await post('/Live_streaming/getLivePlaybackList', { room_id: offline.id })).body.data;
      expect(recordings.list).toEqual([
        expect.objectContaining({
          id: unrecorded.id,
          duration_seconds: 7200,
          url: `/media/recordings/${unrecorded.id}/index.m3u8`,
        }),
      ]);
      expect((await post('/live/convertURL', { broadcast_id: unrecorded.id })).body.data).toEqual({
        url: `/media/recordings/${unrecorded.id}/index.m3u8`,
        format: 'hls',
        kind: 'recording',
        flv: '',
      });
    } finally {
      await prisma.broadcast.update({ where: { id: unrecorded.id }, data: { playbackUrl: null } });
    }
    expect((await post('/live/convertURL', {}, undefined, 'en')).body).toEqual({
      code: 1,
      msg: 'Give a room ID or a broadcast ID',
      data: null,
    });
  });
});
