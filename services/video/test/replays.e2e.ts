import { Broadcasts } from '@arena/media';
import { asAdmin, registerUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { push } from '../../../test/support/pushes';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** A real broadcast (ffmpeg pushing over RTMP to the media service) that ends becomes a replay video. */
describe('video: replays of broadcasts', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'media', 'video'));
  const { stack } = harness;
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
      (data) => data.total === 1,
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
});
