import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Broadcasts, demoLineup, DemoStreams, pushHolderKey, RetentionWorker, Snapshots } from '@arena/media';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { mediaReplica } from '../../../test/support/media-replica';
import { push } from '../../../test/support/pushes';
import { appFactory, stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** Real RTMP pushes on loopback, through the media service to the live service and back out through the edge. */
describe('media: pushes, playback and recordings', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'media'));
  const { stack } = harness;
  let admin: string;
  const rtmpPort = () => stack.app('media').get(Broadcasts).ingest.port;

  beforeAll(async () => {
    admin = await asAdmin(stack);
  });

  const post = (url: string, token: string, body: object) =>
    stack.api.post(url).set('token', token).set('x-lang', 'en').send(body);

  /** A streamer with a room and a fresh stream key. */
  const streamer = async (): Promise<TestUser & { roomId: number; streamKey: string }> => {
    const user = await registerUser(stack);
    const sent = await post('/api/anchor-applications', user.token, {
      real_name: '李四',
      id_number: '11010519491231002x',
      contact: 'WeChat lisi2026',
      experience: 'Two seasons of basketball commentary online.',
    });
    const approved = await post(`/api/admin/anchor-applications/${sent.body.data.id}/approve`, admin, {});
    const key = await post('/api/stream-keys', user.token, {});
    return { ...user, roomId: approved.body.data.room_id, streamKey: key.body.data.stream_key };
  };
  const liveUrl = async (roomId: number) =>
    (await stack.api.get('/api/Live/getLiveUrl').query({ room_id: roomId })).body.data;
  const playlist = (url: string) => stack.api.get(url).buffer(true);
  /** The first 2 kB or more of a live FLV stream through the edge. */
  const readFlv = (url: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const request = stack.api
        .get(url)
        .buffer(false)
        .parse((res, done) => {
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (Buffer.concat(chunks).length > 2000) {
              resolve(Buffer.concat(chunks));
              (res as unknown as { destroy(): void }).destroy();
            }
          });
          res.on('end', () => done(null, null));
        });
      request.catch((error: Error) => (chunks.length ? resolve(Buffer.concat(chunks)) : reject(error)));
    });

  it('puts a room on the air for a good key, serves its HLS and FLV through the edge, and records the broadcast', async () => {
    const me = await streamer();
    const encoder = push(rtmpPort(), me.streamKey, 5);
    const onAir = await eventually(
      () => liveUrl(me.roomId),
      (data) => data.is_live === 1,
    );
    expect(onAir).toMatchObject({
      is_live: 1,
      hls: `/media/live/${me.roomId}/index.m3u8`,
      flv: `/media/flv/${me.roomId}.flv`,
    });

    // On the air, the playlist answers at once: without segments until the first is written, which players reload.
    const first = await eventually(
      () => playlist(onAir.hls),
      (response) => response.status === 200,
      2000,
    );
    expect(first.status).toBe(200);
    expect(first.text).toMatch(/^#EXTM3U\n/);
    const live = await eventually(
      () => playlist(onAir.hls),
      (response) => /\.ts$/m.test(response.text),
      5000,
    );
    expect(live.status).toBe(200);
    expect(live.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(live.headers['cache-control']).toBe('no-cache');
    const segment = /^(b\d+-\d+\.ts)$/m.exec(live.text)?.[1];
    const ts = await stack.api.get(`/media/live/${me.roomId}/${segment}`).buffer(true);
    expect(ts.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ts.body.length).toBeGreaterThan(1000);
    expect(ts.body[0]).toBe(0x47); // an MPEG-TS sync byte

    // The low-latency mode: FLV from the room's current picture on.
    const flv = await readFlv(onAir.flv);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');

    // The rewind window: the recording written so far, as a live playlist (no end) of its segments.
    const dvrUrl = `/media/live/${me.roomId}/dvr.m3u8`;
    const dvr = await eventually(
      () => playlist(dvrUrl),
      (response) => response.status === 200,
      5000,
    );
    expect(dvr.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(dvr.text).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(dvr.text).not.toContain('#EXT-X-ENDLIST');
    const recorded = /^(\.\.\/\.\.\/vod\/\d+\/\d+\.ts)$/m.exec(dvr.text)?.[1] as string;
    const rewound = await stack.api.get(new URL(recorded, `http://edge${dvrUrl}`).pathname).buffer(true);
    expect(rewound.status).toBe(200);
    expect(rewound.body[0]).toBe(0x47);

    expect(await encoder.exited).toBe(0);
    const off = await eventually(
      () => liveUrl(me.roomId),
      (data) => data.is_live === 0,
      3000,
    );
    expect(off.is_live).toBe(0);
    const recordings = await eventually(
      async () =>
        (await stack.api.post('/api/Live_streaming/getLivePlaybackList').send({ room_id: me.roomId })).body.data,
      // The page and its total are two reads: the recording may be listed between them.
      (data) => data.total === 1 && data.list.length === 1,
      45_000, // the recording is finished by ffmpeg after the push ends: seconds on a busy machine
    );
    const recording = recordings.list[0];
    expect(recording.url).toMatch(/^\/media\/vod\/\d+\/index\.m3u8$/);
    expect(recording.duration_seconds).toBeGreaterThanOrEqual(3);
    const vod = await playlist(recording.url);
    expect(vod.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.text).toContain('#EXT-X-ENDLIST');
    // The live playlist is gone with the broadcast: players show the room as offline.
    expect((await playlist(onAir.hls)).status).toBe(404);

    // The streamer deletes the recording: unlisted at once, its files go.
    const broadcastId = Number(/vod\/(\d+)\//.exec(recording.url)?.[1]);
    expect((await post('/api/broadcasts/delete-recording', me.token, { broadcast_id: broadcastId })).body.code).toBe(0);
    expect(
      (await stack.api.post('/api/Live_streaming/getLivePlaybackList').send({ room_id: me.roomId })).body.data.total,
    ).toBe(0);
    expect(
      (
        await eventually(
          () => playlist(recording.url),
          (response) => response.status === 404,
        )
      ).status,
    ).toBe(404);
  }, 90_000);

  it('refuses an unknown key and a second push on a live key at once', async () => {
    expect(await push(rtmpPort(), 'no-such-key', 5).exited).not.toBe(0);

    const me = await streamer();
    const first = push(rtmpPort(), me.streamKey, 8);
    await eventually(
      () => liveUrl(me.roomId),
      (data) => data.is_live === 1,
    );
    expect(await push(rtmpPort(), me.streamKey, 5).exited).not.toBe(0);
    expect((await liveUrl(me.roomId)).is_live).toBe(1);
    first.stop();
    await first.exited;
  }, 90_000);

  it('disconnects a kicked-out streamer and refuses their pushes, and refuses a sealed room', async () => {
    const me = await streamer();
    const encoder = push(rtmpPort(), me.streamKey, 20);
    await eventually(
      () => liveUrl(me.roomId),
      (data) => data.is_live === 1,
    );
    expect(
      (await post('/api/live/liveKickout', admin, { room_id: me.roomId, reason: 'Off-topic stream' })).body.code,
    ).toBe(0);
    expect(await encoder.exited).not.toBe(0);
    expect(await push(rtmpPort(), me.streamKey, 5).exited).not.toBe(0);
    expect((await liveUrl(me.roomId)).is_live).toBe(0);

    const sealed = await streamer();
    expect(
      (await post('/api/admin/moderation/seal', admin, { room_id: sealed.roomId, reason: 'Copyright' })).body.code,
    ).toBe(0);
    expect(await push(rtmpPort(), sealed.streamKey, 5).exited).not.toBe(0);
  }, 90_000);

  it('disconnects a push whose stream key was replaced', async () => {
    const me = await streamer();
    const encoder = push(rtmpPort(), me.streamKey, 20);
    await eventually(
      () => liveUrl(me.roomId),
      (data) => data.is_live === 1,
    );
    await post('/api/stream-keys', me.token, {});
    expect(await encoder.exited).not.toBe(0);
    expect(
      (
        await eventually(
          () => liveUrl(me.roomId),
          (data) => data.is_live === 0,
        )
      ).is_live,
    ).toBe(0);
  }, 90_000);

  /** The room as every list shows it: the home page's live list, /anchor and search, and room info. */
  const listed = async (roomId: number, title: string) => {
    type Card = { id: number; is_live: number; snapshot: string };
    const find = (list: Card[]) => list.find((room) => room.id === roomId);
    /** Every page of a list (other suites' streamers share type 6). */
    const everyPage = async (read: (page: number) => Promise<{ body: { data: { list: Card[] } } }>) => {
      const all: Card[] = [];
      for (let page = 1; page <= 20; page++) {
        const { list } = (await read(page)).body.data;
        all.push(...list);
        if (list.length < 50) break;
      }
      return all;
    };
    const [live, streamer, search, info] = await Promise.all([
      everyPage((page) => stack.api.post('/api/Live_streaming/getLiveList').send({ type: 0, page, limit: 50 })),
      everyPage((page) => stack.api.get('/api/Live/getRoomList').query({ type: 6, page, limit: 50 })),
      stack.api.get('/api/Search/live').query({ name: title.slice(0, 10) }),
      stack.api.post('/api/Live_streaming/getRoomInfo').send({ room_id: roomId }),
    ]);
    return {
      live: find(live),
      anchor: find(streamer),
      search: find(search.body.data.list),
      info: info.body.data as Card,
    };
  };

  it('lists a room as live only while a push is on air, with segments and a snapshot, and takes it off when the push ends', async () => {
    const me = await streamer();
    const title = `Flag ${me.roomId}`;
    await post('/api/live/setTitle', me.token, { title });
    // The start button alone opens a broadcast record: no video, so no list shows the room as live.
    expect((await stack.api.get('/api/Live/startRoom').set('token', me.token)).body.code).toBe(0);
    const before = await listed(me.roomId, title);
    expect(before.live).toBeUndefined();
    expect(before.anchor?.is_live).toBe(0);
    expect(before.search?.is_live).toBe(0);
    expect(before.info).toMatchObject({ is_live: 0, snapshot: '' });
    expect((await liveUrl(me.roomId)).is_live).toBe(0);

    const encoder = push(rtmpPort(), me.streamKey, 60);
    const snapshots = stack.app('media').get(Snapshots);
    const onAir = await eventually(
      async () => {
        await snapshots.tick();
        return listed(me.roomId, title);
      },
      (rooms) =>
        Boolean(rooms.live?.snapshot && rooms.anchor?.snapshot && rooms.search?.snapshot && rooms.info.snapshot),
      20_000,
    );
    expect(onAir.live?.is_live).toBe(1);
    expect(onAir.info.is_live).toBe(1);
    // Its playlist has segments, and its card a recent frame of the video, served through the edge.
    expect((await playlist(`/media/live/${me.roomId}/index.m3u8`)).text).toMatch(/\.ts$/m);
    expect(onAir.live?.snapshot).toMatch(new RegExp(`^/media/live/${me.roomId}/snapshot\\.jpg\\?t=\\d+$`));
    const frame = await stack.api.get(onAir.live?.snapshot as string).buffer(true);
    expect(frame.status).toBe(200);
    expect(frame.headers['content-type']).toBe('image/jpeg');
    expect(frame.headers['cache-control']).toBe('public, max-age=30');
    expect([...frame.body.subarray(0, 2)]).toEqual([0xff, 0xd8]);

    encoder.stop();
    await encoder.exited;
    const off = await eventually(
      () => listed(me.roomId, title),
      (rooms) => !rooms.live && rooms.anchor?.is_live === 0,
      5000,
    );
    expect(off.search?.is_live).toBe(0);
    expect(off.info).toMatchObject({ is_live: 0, snapshot: '' });
    // The frame goes with the broadcast's live files once its remuxer has finished.
    expect(
      (
        await eventually(
          () => stack.api.get(`/media/live/${me.roomId}/snapshot.jpg`),
          (response) => response.status === 404,
          30_000,
        )
      ).status,
    ).toBe(404);
  }, 90_000);

  /** A file where the folder was (root ignores permissions): removed and replaced while ffmpeg may still be writing into it. */
  const unwritable = async (dir: string) => {
    for (let attempt = 0; ; attempt++) {
      await rm(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
      try {
        return await writeFile(dir, 'not a folder', { flag: 'wx' });
      } catch (error) {
        if (attempt >= 20) throw error;
      }
    }
  };

  it('restarts a live output that stops writing while its push is on, and ends the broadcast when it cannot', async () => {
    const me = await streamer();
    const encoder = push(rtmpPort(), me.streamKey, 90);
    const dir = stack.app('media').get(Broadcasts).liveDir(me.roomId);
    const segments = async () => (await playlist(`/media/live/${me.roomId}/index.m3u8`)).text.match(/^.+\.ts$/gm) ?? [];
    expect((await eventually(segments, (names) => names.length > 0, 20_000)).length).toBeGreaterThan(0);
    // The folder disappears under the running remuxer: the watchdog notices the silence and starts another.
    await rm(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
    const back = await eventually(segments, (names) => names.some((name) => /r1-\d+\.ts$/.test(name)), 30_000);
    expect(back.some((name) => /r1-\d+\.ts$/.test(name))).toBe(true);
    expect((await liveUrl(me.roomId)).is_live).toBe(1);
    // Now nothing can be written there at all: after its restarts the broadcast ends and the room leaves the lists.
    await unwritable(dir);
    try {
      expect(
        (
          await eventually(
            () => liveUrl(me.roomId),
            (data) => data.is_live === 0,
            40_000,
          )
        ).is_live,
      ).toBe(0);
      expect(await encoder.exited).not.toBe(0);
    } finally {
      await rm(dir, { force: true });
      encoder.stop();
    }
  }, 120_000);

  it("runs the demo schedule: its sport's clip pushed with stream copy puts the room on the air, and the schedule takes it off", async () => {
    const me = await streamer();
    const rooms = [{ room_id: me.roomId, type: 1 }];
    // A moment the schedule has this room on the air, and the clock running from it.
    let at = Date.UTC(2026, 0, 1);
    while (!demoLineup(rooms, 1, at).length) at += 60_000;
    const ends = demoLineup(rooms, 1, at)[0].endsAt;
    let offset = at - Date.now();
    const demo = stack.app('media').get(DemoStreams);
    await demo.start({ rooms, slots: 1, clock: () => Date.now() + offset });
    const onAir = await eventually(
      () => liveUrl(me.roomId),
      (data) => data.is_live === 1,
      15_000,
    );
    expect(demo.onAir()).toEqual([me.roomId]);
    expect(
      (
        await eventually(
          () => playlist(onAir.hls),
          (response) => response.text.includes('#EXTINF'),
          15_000,
        )
      ).text,
    ).toContain('#EXTINF');
    expect((await demo.measureCost(2000))?.rooms).toBe(1);

    // The broadcast's end comes (the clock jumps to it): the push stops and the room goes off the air.
    offset = ends - Date.now();
    expect(
      (
        await eventually(
          () => liveUrl(me.roomId),
          (data) => data.is_live === 0,
          30_000,
        )
      ).is_live,
    ).toBe(0);
    // The room goes off the air when the push's connection ends; the pusher's exit may come a moment later.
    expect(
      await eventually(
        async () => demo.onAir(),
        (rooms) => rooms.length === 0,
        10_000,
      ),
    ).toEqual([]);
    demo.onModuleDestroy();
    // A loop is no video to keep: a demo broadcast leaves no recording.
    const broadcasts = await harness.stores.prisma.broadcast.findMany({ where: { roomId: me.roomId, pushed: true } });
    expect(broadcasts).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      (await harness.stores.prisma.broadcast.findUniqueOrThrow({ where: { id: broadcasts[0].id } })).playbackUrl,
    ).toBeNull();
  }, 90_000);

  it('ends its broadcasts when it stops, and after a crash the next start ends what it had left on the air', async () => {
    const me = await streamer();
    const encoder = push(rtmpPort(), me.streamKey, 30);
    await eventually(
      () => liveUrl(me.roomId),
      (data) => data.is_live === 1,
    );
    // A stop (a deployment): the encoder is disconnected and the room goes off the air. The service
    // comes back at its address (the edge keeps its connections to it).
    await stack.restart('media', await appFactory('media'), { samePort: true });
    expect(await encoder.exited).not.toBe(0);
    expect((await liveUrl(me.roomId)).is_live).toBe(0);

    // A crash leaves a pushed broadcast on the air that no process receives: what the next start finds.
    const crashed = await streamer();
    const { prisma } = harness.stores;
    await prisma.room.update({ where: { id: crashed.roomId }, data: { liveSince: new Date() } });
    await prisma.broadcast.create({ data: { roomId: crashed.roomId, title: 'left behind', pushed: true } });
    expect((await liveUrl(crashed.roomId)).is_live).toBe(1);
    await stack.restart('media', await appFactory('media'), { samePort: true });
    await stack.app('media').get(Broadcasts).reconciled;
    expect((await liveUrl(crashed.roomId)).is_live).toBe(0);
    const ended = await prisma.broadcast.findFirst({ where: { roomId: crashed.roomId } });
    expect(ended?.endedAt).toEqual(expect.any(Date));
    await expect(
      readFile(path.join(stack.app('media').get(Broadcasts).liveDir(crashed.roomId), 'index.m3u8')),
    ).rejects.toThrow();
  }, 90_000);

  it('runs as several replicas: a push received by one plays through another, and its key is refused on the other', async () => {
    // A second replica on the same folder, database and Redis; the edge reaches the first.
    const second = await mediaReplica();
    try {
      const me = await streamer();
      const encoder = push(second.rtmpPort, me.streamKey, 30);
      const onAir = await eventually(
        () => liveUrl(me.roomId),
        (data) => data.is_live === 1,
      );
      // HLS from the shared folder, FLV relayed from the replica receiving the push.
      expect(
        (
          await eventually(
            () => playlist(onAir.hls),
            (response) => /\.ts$/m.test(response.text),
            15_000,
          )
        ).text,
      ).toMatch(/\.ts$/m);
      expect((await readFlv(onAir.flv)).subarray(0, 3).toString()).toBe('FLV');
      // The same key pushed to the first replica is refused, as one replica refuses a second push.
      expect(await push(rtmpPort(), me.streamKey, 5).exited).not.toBe(0);
      expect((await liveUrl(me.roomId)).is_live).toBe(1);
      encoder.stop();
      await encoder.exited;
      expect(
        (
          await eventually(
            () => liveUrl(me.roomId),
            (data) => data.is_live === 0,
            5000,
          )
        ).is_live,
      ).toBe(0);
      expect((await stack.api.get(onAir.flv)).status).toBe(404);
    } finally {
      await second.stop();
    }
  }, 90_000);

  it('ends a broadcast another replica received once that replica stops renewing its hold (it died)', async () => {
    const me = await streamer();
    const { prisma, redis } = harness.stores;
    await prisma.room.update({ where: { id: me.roomId }, data: { liveSince: new Date() } });
    const held = await prisma.broadcast.create({ data: { roomId: me.roomId, title: 'held elsewhere', pushed: true } });
    await redis.set(
      pushHolderKey(me.roomId),
      JSON.stringify({ address: 'http://10.1.2.3:4111', broadcastId: held.id }),
      'PX',
      60_000,
    );
    const broadcasts = stack.app('media').get(Broadcasts);
    await broadcasts.endUnheld();
    await broadcasts.endUnheld();
    expect((await liveUrl(me.roomId)).is_live).toBe(1);
    // The hold lapses: the next look ends the broadcast.
    await redis.del(pushHolderKey(me.roomId));
    await broadcasts.endUnheld();
    expect((await liveUrl(me.roomId)).is_live).toBe(0);
    expect((await prisma.broadcast.findUniqueOrThrow({ where: { id: held.id } })).endedAt).toEqual(expect.any(Date));
  });

  it('deletes recordings past their retention and unlists them', async () => {
    const me = await streamer();
    const { prisma } = harness.stores;
    const old = await prisma.broadcast.create({
      data: {
        roomId: me.roomId,
        title: 'last season',
        startedAt: new Date(Date.now() - 40 * 86_400_000),
        endedAt: new Date(Date.now() - 40 * 86_400_000),
        playbackUrl: '/media/vod/0/index.m3u8',
      },
    });
    const recent = await prisma.broadcast.create({
      data: { roomId: me.roomId, title: 'yesterday', endedAt: new Date(), playbackUrl: '/media/vod/0/index.m3u8' },
    });
    const broadcasts = stack.app('media').get(Broadcasts);
    for (const [row, ageDays] of [
      [old, 40],
      [recent, 1],
    ] as const) {
      const dir = broadcasts.recordingDir(row.id);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');
      const when = new Date(Date.now() - ageDays * 86_400_000);
      await utimes(dir, when, when);
    }
    // The default retention: 30 days.
    const deleted = await stack.app('media').get(RetentionWorker).sweep();
    expect(deleted).toContain(old.id);
    expect(deleted).not.toContain(recent.id);
    await expect(readFile(path.join(broadcasts.recordingDir(old.id), 'index.m3u8'))).rejects.toThrow();
    expect(await readFile(path.join(broadcasts.recordingDir(recent.id), 'index.m3u8'), 'utf8')).toContain('#EXTM3U');
    expect((await prisma.broadcast.findUniqueOrThrow({ where: { id: old.id } })).playbackUrl).toBeNull();
    expect((await prisma.broadcast.findUniqueOrThrow({ where: { id: recent.id } })).playbackUrl).not.toBeNull();
  });
});
