import { Broadcasts } from '@arena/media';
import { EventBus } from '@arena/shared';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { push } from '../../../test/support/pushes';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** Seconds of video a playlist lists (its EXTINF lines). */
const listedSeconds = (playlist: string) =>
  [...playlist.matchAll(/^#EXTINF:([\d.]+),/gm)].reduce((sum, m) => sum + Number(m[1]), 0);

/** Real pushes (ffmpeg over RTMP to the media service) clipped by viewers, and goals of a broadcast match. */
describe('video: clips of live rooms, replays and goals', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live', 'gifts', 'media', 'video', 'scores'));
  const { stack } = harness;
  let admin: string;
  const rtmpPort = () => stack.app('media').get(Broadcasts).ingest.port;
  const post = (url: string, body: object, token?: string, lang = 'en') => {
    const request = stack.api.post(url).set('lang', lang).send(body);
    return token ? request.set('token', token) : request;
  };
  const get = (url: string, query: object, lang = 'en') => stack.api.get(url).set('lang', lang).query(query);

  beforeAll(async () => {
    admin = await asAdmin(stack);
  });

  /** A streamer with a room and a fresh stream key. */
  const streamer = async (name: string): Promise<TestUser & { roomId: number; streamKey: string }> => {
    const user = await registerUser(stack);
    const sent = await post(
      '/api/anchor-applications',
      {
        real_name: name,
        id_number: '11010519491231002x',
        contact: 'WeChat clips2026',
        experience: 'Three seasons of football commentary online.',
      },
      user.token,
    );
    const approved = await post(`/api/admin/anchor-applications/${sent.body.data.id}/approve`, {}, admin);
    const key = await post('/api/stream-keys', {}, user.token);
    return { ...user, roomId: approved.body.data.room_id, streamKey: key.body.data.stream_key };
  };

  /** The broadcast a push put on the air, once its recording lists `seconds` of video. */
  const recorded = async (roomId: number, seconds: number) => {
    const broadcast = await eventually(
      () => harness.stores.prisma.broadcast.findFirst({ where: { roomId, pushed: true, endedAt: null } }),
      (found) => found !== null,
      15_000,
    );
    expect(broadcast).not.toBeNull();
    const recording = `/media/vod/${broadcast!.id}/index.m3u8`;
    const playlist = await eventually(
      async () => (await stack.api.get(recording).buffer(true)).text ?? '',
      // A recording of this broadcast (a folder left by an earlier run of the suite may have its id).
      (text) => listedSeconds(text) >= seconds && Date.now() - broadcast!.startedAt.getTime() >= seconds * 1000,
      (seconds + 20) * 1000,
    );
    expect(listedSeconds(playlist)).toBeGreaterThanOrEqual(seconds);
    return broadcast!;
  };

  const clipState = (id: number) => get('/api/clips/state', { id }).then((r) => r.body.data);
  const ready = (id: number) =>
    eventually(
      () => clipState(id),
      (state) => state.status !== 'cutting',
      20_000,
    );

  it("cuts a live room's last 30 s from its recording, copied through the edge, and a replay's range; names bad requests", async () => {
    const me = await streamer('周八');
    const viewer = await registerUser(stack);
    const encoder = push(rtmpPort(), me.streamKey, 45);
    await recorded(me.roomId, 34);

    // Bad requests, each named.
    const fortyFive = await post('/api/clips/live', { room_id: me.roomId, seconds: 45, title: 'x' }, viewer.token);
    expect(fortyFive.body).toMatchObject({ code: 1, msg: 'A clip of a live room is its last 30 or 60 seconds' });
    const inZh = await post('/api/clips/live', { room_id: me.roomId, seconds: 45, title: 'x' }, viewer.token, 'zh');
    expect(inZh.body.msg).toBe('直播片段只能截取最近 30 秒或 60 秒');
    const signedOut = await post('/api/clips/live', { room_id: me.roomId, seconds: 30, title: 'What a run' });
    expect(signedOut.body.code).not.toBe(0);
    expect(signedOut.body.msg).toMatch(/log in|sign in/i);
    const longTitle = await post(
      '/api/clips/live',
      { room_id: me.roomId, seconds: 30, title: '好'.repeat(41) },
      viewer.token,
    );
    expect(longTitle.body.code).toBe(1);
    expect(longTitle.body.msg).toMatch(/title/i);
    expect(longTitle.body.msg).toMatch(/40/);

    // The last 30 s: about 30 s of whole segments, copied into the clip's own folder.
    const made = await post('/api/clips/live', { room_id: me.roomId, seconds: 30, title: 'What a run' }, viewer.token);
    expect(made.body).toMatchObject({ code: 0, data: { id: expect.any(Number), status: 'cutting' } });
    const clip = await ready(made.body.data.id);
    expect(clip).toMatchObject({ status: 'ready', url: `/media/videos/own/v${made.body.data.id}/index.m3u8` });
    const playlist = await stack.api.get(clip.url).buffer(true);
    expect(playlist.status).toBe(200);
    expect(playlist.text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.text).toContain('#EXT-X-ENDLIST');
    const seconds = listedSeconds(playlist.text);
    expect(seconds).toBeGreaterThanOrEqual(29);
    expect(seconds).toBeLessThanOrEqual(34);
    expect(clip.duration_seconds).toBe(Math.round(seconds));
    const firstSegment = /^(\d+\.ts)$/m.exec(playlist.text)![1];
    const ts = await stack.api.get(clip.url.replace('index.m3u8', firstSegment)).buffer(true);
    expect(ts.status).toBe(200);
    expect(ts.body[0]).toBe(0x47); // an MPEG-TS sync byte
    const poster = await stack.api.get(clip.poster).buffer(true);
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    // Listed in the room, in the streamer's works and on the video pages, as a clip of the streamer.
    const inRoom = (await get('/api/clips', { room_id: me.roomId })).body.data;
    expect(inRoom.list).toEqual([
      expect.objectContaining({ id: made.body.data.id, title: 'What a run', uid: me.id, source: 'clip', goal: 0 }),
    ]);
    const works = (await post('/api/Video/anchorWorks', { anchor_id: me.id })).body.data;
    expect(works.list.map((v: { id: number }) => v.id)).toContain(made.body.data.id);
    expect((await post('/api/Video/getVideoInfo', { id: made.body.data.id })).body.data).toMatchObject({
      source: 'clip',
      room_id: me.roomId,
    });

    // Off the air, nothing to clip; the replay it left is clipped by a range.
    expect(await encoder.exited).toBe(0);
    const replays = await eventually(
      async () => (await post('/api/Video/getList', { room_id: me.roomId, source: 'replay' })).body.data,
      (data) => data.list.length === 1,
      60_000,
    );
    const offAir = await post('/api/clips/live', { room_id: me.roomId, seconds: 60, title: 'Late' }, viewer.token);
    expect(offAir.body).toMatchObject({ code: 1, msg: 'This room is not on the air: there is nothing to clip' });
    const replayId = replays.list[0].id as number;
    const tooLong = await post(
      '/api/clips/range',
      { video_id: replayId, start: 0, end: 200, title: 'All' },
      viewer.token,
    );
    expect(tooLong.body).toMatchObject({ code: 1, msg: 'A clip lasts 5 to 120 seconds' });
    const ranged = await post(
      '/api/clips/range',
      { video_id: replayId, start: 10, end: 20, title: 'Ten' },
      viewer.token,
    );
    expect(ranged.body.code).toBe(0);
    const rangeClip = await ready(ranged.body.data.id);
    expect(rangeClip.status).toBe('ready');
    const rangeSeconds = listedSeconds((await stack.api.get(rangeClip.url).buffer(true)).text);
    expect(rangeSeconds).toBeGreaterThanOrEqual(9);
    expect(rangeSeconds).toBeLessThanOrEqual(14);

    // Five clips a minute: the next is refused, named.
    const eager = await registerUser(stack);
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/clips/range', { video_id: replayId, start: 0, end: 6, title: `Try ${i}` }, eager.token)).body
          .code,
      ).toBe(0);
    const sixth = await post('/api/clips/range', { video_id: replayId, start: 0, end: 6, title: 'Six' }, eager.token);
    expect(sixth.body).toMatchObject({ code: 1, msg: 'You can make at most 5 clips a minute: try again shortly' });
  }, 180_000);

  it('makes one goal clip of each room broadcasting the match, a few seconds after the goal, titled in zh/en/vi', async () => {
    const me = await streamer('吴九');
    const competitions = await get('/api/scores/competitions', { sport: 'football' });
    const competitionId = competitions.body.data.list[0].competition_id as number;
    const table = await get('/api/scores/standings', { competition_id: competitionId });
    const [home, away] = table.body.data.list as { team_id: number }[];
    const match = await post(
      '/api/admin/scores/matches',
      {
        sport: 'football',
        competition_id: competitionId,
        home_team_id: home.team_id,
        away_team_id: away.team_id,
        start_time: new Date(Date.now() + 60_000).toISOString(),
      },
      admin,
    );
    expect(match.body.code).toBe(0);
    const matchId = match.body.data.match_id as number;
    const scheduled = await post(
      '/api/broadcast-schedules',
      { title: 'Derby live', starts_at: new Date(Date.now() + 60_000).toISOString(), match_id: matchId },
      me.token,
    );
    expect(scheduled.body.code).toBe(0);

    const encoder = push(rtmpPort(), me.streamKey, 30);
    await recorded(me.roomId, 12);
    const goal = await post(
      '/api/admin/scores/events',
      { match_id: matchId, type: 'goal', side: 'away', minute: 23, player_name: 'Lê Văn Tám' },
      admin,
    );
    expect(goal.body.code).toBe(0);
    const clips = (lang: string) => get('/api/clips', { match_id: matchId }, lang).then((r) => r.body.data);
    // Made about 5 s after the goal (its segments written first); a loaded machine takes longer, and
    // speed is the benches' to measure, not a test's.
    const listed = await eventually(
      () => clips('en'),
      (data) => data.total === 1,
      60_000,
    );
    expect(listed.list[0]).toMatchObject({ goal: 1, match_id: matchId, room_id: me.roomId, uid: me.id });
    expect(listed.list[0].title).toMatch(/^Goal! Lê Văn Tám 23' · .+ 0-1 .+$/);
    expect((await clips('zh')).list[0].title).toMatch(/^23' Lê Văn Tám 进球！.+ 0-1 .+$/);
    expect((await clips('vi')).list[0].title).toMatch(/^Bàn thắng! Lê Văn Tám phút 23 · /);
    // Shown in the room too, as a goal clip.
    expect((await get('/api/clips', { room_id: me.roomId })).body.data.list[0]).toMatchObject({ goal: 1 });
    const playlist = await stack.api.get(listed.list[0].url).buffer(true);
    expect(listedSeconds(playlist.text)).toBeGreaterThanOrEqual(11);

    // The same goal announced again makes no second clip.
    const event = await harness.stores.prisma.scoreMatchEvent.findFirstOrThrow({ where: { matchId, type: 'goal' } });
    await stack
      .app('scores')
      .get(EventBus)
      .publish('match.goal', {
        matchId,
        sport: 'football',
        seq: event.seq,
        minute: 23,
        type: 'goal',
        side: 'away',
        homeScore: 0,
        awayScore: 1,
        scorer: { zh: 'Lê Văn Tám', en: 'Lê Văn Tám', vi: 'Lê Văn Tám' },
        home: { zh: 'A', en: 'A', vi: 'A' },
        away: { zh: 'B', en: 'B', vi: 'B' },
      });
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(await harness.stores.prisma.video.count({ where: { matchId } })).toBe(1);
    encoder.stop();
    await encoder.exited;
  }, 120_000);
});
