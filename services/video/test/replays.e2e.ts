import { Broadcasts } from '@arena/media';
import { liveRoomGroupId } from '@arena/protocol';
import { asAdmin, registerUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { push } from '../../../test/support/pushes';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { credit } from '../../gifts/test/ledger';
import { ack, closeAllClients, connect } from '../../realtime/test/socket-clients';

/** A real broadcast (ffmpeg pushing over RTMP to the media service) that ends becomes a replay video. */
describe('video: replays of broadcasts', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'gifts', 'media', 'video'));
  const { stack } = harness;
  afterAll(() => closeAllClients());
  const post = (url: string, body: object, token?: string) => {
    const request = stack.api.post(url).set('lang', 'en').send(body);
    return token ? request.set('token', token) : request;
  };

  it('makes every finished broadcast a replay of its room and streamer, with the duration of its recording', async () => {
    const admin = await asAdmin(stack);
    const user = await registerUser(stack);
    const sent = await post(
      '/api/anchor-applications',
      {
        real_name: '王五',
        id_number: '11010519491231002x',
        contact: 'WeChat wangwu26',
        experience: 'Three seasons of football commentary online.',
      },
      user.token,
    );
    const approved = await post(`/api/admin/anchor-applications/${sent.body.data.id}/approve`, {}, admin);
    const roomId: number = approved.body.data.room_id;
    const key = await post('/api/stream-keys', {}, user.token);

    const encoder = push(stack.app('media').get(Broadcasts).ingest.port, key.body.data.stream_key, 6);
    expect(await encoder.exited).toBe(0);

    // The room's replay tab (Video/getList of the room's replays) and the streamer's works.
    const replays = await eventually(
      async () => (await post('/api/Video/getList', { room_id: roomId, source: 'replay' })).body.data,
      // The page and its total are two reads: a replay made between them shows in the total alone.
      (data) => data.total === 1 && data.list.length === 1,
      60_000, // the recording is final seconds after the push ends, then the job retries with backoff
    );
    const replay = replays.list[0];
    expect(replay).toMatchObject({
      source: 'replay',
      room_id: roomId,
      uid: user.id,
      classification_name: expect.any(String),
    });
    expect(replay.url).toMatch(/^\/media\/vod\/\d+\/index\.m3u8$/);
    // A 6 s push lasts about 6 s: measured from the recording, not from the broadcast's open hours.
    expect(replay.duration_seconds).toBeGreaterThanOrEqual(4);
    expect(replay.duration_seconds).toBeLessThanOrEqual(9);
    const works = (await post('/api/Video/anchorWorks', { anchor_id: user.id })).body.data;
    expect(works.list.map((v: { id: number }) => v.id)).toEqual([replay.id]);
    // It plays: the recording the media service serves.
    const playlist = await stack.api.get(replay.url).buffer(true);
    expect(playlist.text).toContain('#EXT-X-ENDLIST');

    // Ending again (a redelivered event) makes no second replay.
    const broadcastId = Number(/vod\/(\d+)\//.exec(replay.url)?.[1]);
    await stack
      .app('video')
      .get((await import('@arena/video')).ReplaysWorker)
      .schedule(broadcastId);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await harness.stores.prisma.video.count({ where: { broadcastId } })).toBe(1);

    // The streamer deletes the recording: its replay goes too.
    expect((await post('/api/broadcasts/delete-recording', { broadcast_id: broadcastId }, user.token)).body.code).toBe(
      0,
    );
    const gone = await eventually(
      async () => (await post('/api/Video/getList', { room_id: roomId })).body.data.total,
      (total) => total === 0,
    );
    expect(gone).toBe(0);
  }, 120_000);

  it('makes no replay of a broadcast no push carried', async () => {
    const admin = await asAdmin(stack);
    const user = await registerUser(stack);
    const sent = await post(
      '/api/anchor-applications',
      {
        real_name: '赵六',
        id_number: '11010519491231002x',
        contact: 'WeChat zhaoliu26',
        experience: 'Two seasons of tennis commentary online.',
      },
      user.token,
    );
    const approved = await post(`/api/admin/anchor-applications/${sent.body.data.id}/approve`, {}, admin);
    const roomId: number = approved.body.data.room_id;
    const broadcast = await harness.stores.prisma.broadcast.create({
      data: { roomId, title: 'no push', endedAt: new Date() },
    });
    await stack
      .app('video')
      .get((await import('@arena/video')).ReplaysWorker)
      .schedule(broadcast.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await harness.stores.prisma.video.count({ where: { broadcastId: broadcast.id } })).toBe(0);
  });

  it("keeps the broadcast's chat and gifts beside its replay, each at its time into the recording", async () => {
    const admin = await asAdmin(stack);
    const streamer = await registerUser(stack);
    const sent = await post(
      '/api/anchor-applications',
      {
        real_name: '孙七',
        id_number: '11010519491231002x',
        contact: 'WeChat sunqi26',
        experience: 'Four seasons of basketball commentary online.',
      },
      streamer.token,
    );
    const approved = await post(`/api/admin/anchor-applications/${sent.body.data.id}/approve`, {}, admin);
    const roomId: number = approved.body.data.room_id;
    const key = await post('/api/stream-keys', {}, streamer.token);
    const fan = await registerUser(stack);
    await credit(stack, fan.id, 100);
    const gift = await harness.stores.prisma.gift.findFirstOrThrow({
      where: { enabled: true },
      orderBy: { diamonds: 'asc' },
    });
    const chat = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(fan.id), userSig: fan.userSig, lang: 'en' },
    });
    expect((await ack(chat, 'joinGroup', { groupId: liveRoomGroupId(roomId) })).code).toBe(0);

    const encoder = push(stack.app('media').get(Broadcasts).ingest.port, key.body.data.stream_key, 8);
    const broadcast = await eventually(
      () => harness.stores.prisma.broadcast.findFirst({ where: { roomId, pushed: true } }),
      (found) => found !== null,
      15_000,
    );
    const startedAt = broadcast!.startedAt.getTime();
    // A line about 3 s into the broadcast and a gift about 5 s in.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 3000 - Date.now())));
    const lineSentAt = Date.now();
    expect(
      (await ack(chat, 'sendGroupMessage', { groupId: liveRoomGroupId(roomId), type: 'text', text: 'what a save!' }))
        .code,
    ).toBe(0);
    const lineAckedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 5000 - Date.now())));
    const giftSentAt = Date.now();
    const gifted = await post(
      '/api/member/handselGift',
      { room_id: roomId, gift_id: gift.id, count: 2, request_key: `replay-chat-${fan.id}` },
      fan.token,
    );
    expect(gifted.body.code).toBe(0);
    const giftAckedAt = Date.now();
    expect(await encoder.exited).toBe(0);

    const replay = await eventually(
      async () => (await post('/api/Video/getList', { room_id: roomId, source: 'replay' })).body.data.list[0],
      (found) => found !== undefined,
      60_000,
    );
    const lines = (await stack.api.get(`/api/replay-chat?id=${replay.id}`).set('lang', 'vi')).body.data;
    expect(lines.video_id).toBe(replay.id);
    expect(lines.list).toEqual([
      expect.objectContaining({ kind: 'chat', sender_id: String(fan.id), text: 'what a save!' }),
      expect.objectContaining({ kind: 'gift', sender_id: String(fan.id), text: gift.nameVi, gift_count: 2 }),
    ]);
    // Each at the time it was sent into the broadcast (which the recording starts with): between the
    // request and its answer (a clock-skew margin of 50 ms for the database's clock).
    const within = (at: number, from: number, to: number) => {
      expect(at).toBeGreaterThanOrEqual(from - startedAt - 50);
      expect(at).toBeLessThanOrEqual(to - startedAt + 50);
    };
    within(lines.list[0].at_ms, lineSentAt, lineAckedAt);
    within(lines.list[1].at_ms, giftSentAt, giftAckedAt);
    // The room's replay tab asks by broadcast.
    const byBroadcast = await stack.api.get(`/api/replay-chat?broadcast_id=${broadcast!.id}`);
    expect(byBroadcast.body.data.list).toHaveLength(2);

    // Bad input is named; an unknown replay is not found.
    expect((await stack.api.get('/api/replay-chat').set('lang', 'en')).body).toEqual({
      code: 1,
      msg: 'Name the replay: a video id or a broadcast id',
      data: null,
    });
    expect((await stack.api.get('/api/replay-chat?id=999999999').set('lang', 'en')).body).toMatchObject({
      code: 1,
      msg: 'This video does not exist or was deleted',
    });
  }, 120_000);
});
