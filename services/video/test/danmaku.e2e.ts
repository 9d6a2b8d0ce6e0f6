import { LIVE_NAMESPACE, type LiveMessage } from '@arena/protocol';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { ack, closeAllClients, connect, nextLive, recordLive } from '../../realtime/test/socket-clients';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** Danmaku on videos through the edge: posting at a moment, listing by windows, limits, masking, deleting. */
describe('video: danmaku', () => {
  // Banned words come from the realtime service, as the live danmaku's do.
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'video'));
  const { stack } = harness;
  afterAll(() => closeAllClients());
  let author: TestUser;
  let viewer: TestUser;
  let other: TestUser;
  let categoryId: number;

  const list = (query: object, token?: string, lang = 'en') => {
    const request = stack.api.get('/api/video/danmaku').query(query).set('lang', lang);
    return token ? request.set('token', token) : request;
  };
  const send = (body: object, token?: string, lang = 'en') => {
    const request = stack.api.post('/api/video/danmaku').send(body).set('lang', lang);
    return token ? request.set('token', token) : request;
  };
  const remove = (id: unknown, token?: string, lang = 'en') => {
    const request = stack.api.post('/api/video/danmaku/delete').send({ id }).set('lang', lang);
    return token ? request.set('token', token) : request;
  };

  const makeVideo = async (durationSeconds = 60, status = 'ready') =>
    (
      await harness.stores.prisma.video.create({
        data: {
          userId: author.id,
          nickname: 'author',
          categoryId,
          kind: 'clip',
          title: 'Danmaku test clip',
          url: '/media/videos/library/x/index.m3u8',
          durationSeconds,
          status,
        },
      })
    ).id;

  beforeAll(async () => {
    [author, viewer, other] = await Promise.all([registerUser(stack), registerUser(stack), registerUser(stack)]);
    categoryId = (await harness.stores.prisma.videoCategory.findUniqueOrThrow({ where: { code: 'football' } })).id;
  });

  it('posts a line at a moment of the video and lists it for others in its window, in playback order', async () => {
    const videoId = await makeVideo();
    const posted = await send(
      { video_id: videoId, text: '  What a goal!  ', at_ms: 3000, color: '#fe0302', mode: 'top' },
      viewer.token,
    );
    expect(posted.body).toMatchObject({
      code: 0,
      msg: 'Danmaku sent',
      data: {
        video_id: videoId,
        at_ms: 3000,
        text: 'What a goal!',
        color: '#fe0302',
        mode: 'top',
        uid: viewer.id,
        is_mine: 1,
      },
    });
    await send({ video_id: videoId, text: 'early', at_ms: 500 }, other.token);
    await send({ video_id: videoId, text: 'late', at_ms: 45_000 }, other.token);

    const all = (await list({ video_id: videoId }, other.token)).body.data;
    expect(all.list.map((line: { text: string }) => line.text)).toEqual(['early', 'What a goal!', 'late']);
    expect(all.list[0]).toMatchObject({ color: '#ffffff', mode: 'scroll', is_mine: 1 });
    expect(all.list[1]).toMatchObject({ uid: viewer.id, is_mine: 0 });
    expect(all).toMatchObject({ from_ms: 0, to_ms: 600_000 });

    const window = (await list({ video_id: videoId, from_ms: 1000, to_ms: 3001 })).body.data;
    expect(window).toMatchObject({ from_ms: 1000, to_ms: 3001 });
    expect(window.list.map((line: { text: string }) => line.text)).toEqual(['What a goal!']);
    expect(window.list[0].is_mine).toBe(0);
    // The end is not included: the next window starts there.
    expect((await list({ video_id: videoId, from_ms: 0, to_ms: 3000 })).body.data.list).toHaveLength(1);
  });

  it('answers a crowded window up to where it stops, so the next call carries on from there', async () => {
    const videoId = await makeVideo(600);
    await harness.stores.prisma.videoDanmaku.createMany({
      data: Array.from({ length: 1005 }, (_, i) => ({
        videoId,
        userId: other.id,
        nickname: 'crowd',
        text: `line ${i}`,
        atMs: i * 100,
      })),
    });
    const first = (await list({ video_id: videoId, from_ms: 0, to_ms: 600_000 })).body.data;
    expect(first.list).toHaveLength(1000);
    expect(first.to_ms).toBe(100_000);
    const rest = (await list({ video_id: videoId, from_ms: first.to_ms, to_ms: 600_000 })).body.data;
    expect(rest.list.map((line: { text: string }) => line.text)).toEqual([
      'line 1000',
      'line 1001',
      'line 1002',
      'line 1003',
      'line 1004',
    ]);
  });

  it("masks the live danmaku's banned words", async () => {
    const videoId = await makeVideo();
    const posted = await send({ video_id: videoId, text: 'what a shit referee', at_ms: 1000 }, viewer.token);
    expect(posted.body.data.text).toBe('what a **** referee');
    const zh = await send({ video_id: videoId, text: '傻逼裁判', at_ms: 2000 }, viewer.token, 'zh');
    expect(zh.body).toMatchObject({ code: 0, msg: '弹幕已发送', data: { text: '**裁判' } });
  });

  it("refuses text as the live danmaku does: empty, over 100 characters, in the caller's language", async () => {
    const videoId = await makeVideo();
    // An account of its own: the lines it posts count towards no other test's rate.
    const writer = await registerUser(stack);
    expect((await send({ video_id: videoId, text: '  \n ', at_ms: 0 }, writer.token, 'zh')).body).toEqual({
      code: 1,
      msg: '不能发送空消息',
      data: null,
    });
    expect((await send({ video_id: videoId, text: '⚽'.repeat(101), at_ms: 0 }, writer.token)).body).toEqual({
      code: 1,
      msg: 'A message may have at most 100 characters',
      data: null,
    });
    expect((await send({ video_id: videoId, text: '⚽'.repeat(100), at_ms: 0 }, writer.token)).body.code).toBe(0);
    // One line over the picture: line breaks become spaces.
    expect((await send({ video_id: videoId, text: 'two\nlines', at_ms: 0 }, writer.token)).body.data.text).toBe(
      'two lines',
    );
  });

  it('lets an account post 10 lines in 10 s, over every video, with the live danmaku’s message past that', async () => {
    const [first, second] = [await makeVideo(), await makeVideo()];
    const sender = await registerUser(stack);
    for (let i = 0; i < 10; i++) {
      const answer = await send({ video_id: i % 2 ? first : second, text: `line ${i}`, at_ms: i * 1000 }, sender.token);
      expect(answer.body.code).toBe(0);
    }
    expect((await send({ video_id: first, text: 'one more', at_ms: 0 }, sender.token, 'vi')).body).toEqual({
      code: 1,
      msg: 'Bạn gửi tin nhắn quá nhanh, vui lòng đợi một chút',
      data: null,
    });
    // Someone else is not slowed down by it.
    expect((await send({ video_id: first, text: 'mine', at_ms: 0 }, other.token)).body.code).toBe(0);
  });

  it('names bad input: the field, a time past the end, a window backwards or too long, a colour or mode not offered', async () => {
    const videoId = await makeVideo(8);
    expect((await send({ text: 'hi', at_ms: 0 }, viewer.token)).body).toEqual({
      code: 1,
      msg: 'Video ID is required',
      data: null,
    });
    expect((await send({ video_id: videoId, text: 'hi' }, viewer.token)).body).toMatchObject({
      code: 1,
      msg: 'Time into the video (at_ms) is required',
    });
    expect((await send({ video_id: videoId, text: 'hi', at_ms: -5 }, viewer.token)).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('(at_ms)'),
    });
    expect((await send({ video_id: videoId, text: 'hi', at_ms: 'soon' }, viewer.token)).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('(at_ms)'),
    });
    expect((await send({ video_id: videoId, text: 'hi', at_ms: 9001 }, viewer.token)).body).toEqual({
      code: 1,
      msg: 'Time into the video (at_ms) is after the end of the video',
      data: null,
    });
    expect((await send({ video_id: videoId, text: 'hi', at_ms: 8500 }, viewer.token)).body.code).toBe(0);
    expect((await send({ video_id: videoId, text: 'hi', at_ms: 0, color: 'gold' }, viewer.token)).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('Danmaku colour'),
    });
    expect((await send({ video_id: videoId, text: 'hi', at_ms: 0, mode: 'glow' }, viewer.token)).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('(mode)'),
    });
    expect((await send({ video_id: 99_999_999, text: 'hi', at_ms: 0 }, viewer.token)).body).toEqual({
      code: 1,
      msg: 'This video does not exist or was deleted',
      data: null,
    });
    expect((await list({ video_id: videoId, from_ms: 5000, to_ms: 5000 })).body).toEqual({
      code: 1,
      msg: 'Window end (to_ms) must be after the window start',
      data: null,
    });
    expect((await list({ video_id: videoId, from_ms: 0, to_ms: 600_001 }, undefined, 'zh')).body).toEqual({
      code: 1,
      msg: '窗口终点（to_ms）与窗口起点最多相隔10分钟',
      data: null,
    });
    expect((await list({})).body).toMatchObject({ code: 1, msg: 'Video ID is required' });
    expect((await list({ video_id: 'x' })).body).toMatchObject({ code: 1, msg: expect.stringContaining('Video ID') });
  });

  it('needs a login to post or delete; only the author deletes a line; others’ unfinished uploads have none', async () => {
    const videoId = await makeVideo();
    const anonymous = await send({ video_id: videoId, text: 'hi', at_ms: 0 });
    expect(anonymous.body.code).not.toBe(0);
    const id = (await send({ video_id: videoId, text: 'mine to delete', at_ms: 1000 }, viewer.token)).body.data.id;
    expect((await remove(id)).body.code).not.toBe(0);
    expect((await remove(id, other.token)).body).toEqual({
      code: 1,
      msg: 'You can only delete your own danmaku',
      data: null,
    });
    expect((await remove(id, viewer.token)).body).toMatchObject({ code: 0, msg: 'Danmaku deleted', data: { id } });
    expect((await list({ video_id: videoId })).body.data.list).toEqual([]);
    expect((await remove(id, viewer.token, 'vi')).body).toEqual({
      code: 1,
      msg: 'Bình luận bay không tồn tại',
      data: null,
    });
    expect((await remove('abc', viewer.token)).body).toMatchObject({ code: 1, msg: expect.stringContaining('ID') });

    const unfinished = await makeVideo(60, 'transcoding');
    expect((await send({ video_id: unfinished, text: 'hi', at_ms: 0 }, viewer.token)).body).toMatchObject({
      code: 1,
      msg: 'This video does not exist or was deleted',
    });
    expect((await list({ video_id: unfinished }, viewer.token)).body.code).toBe(1);
    // Its author may try it out before it is listed.
    expect((await send({ video_id: unfinished, text: 'hi', at_ms: 0 }, author.token)).body.code).toBe(0);
  });

  it('lists a viewer’s own lines on a video in playback order, wherever they are, so they can delete one', async () => {
    const videoId = await makeVideo(3600);
    const poster = await registerUser(stack);
    const mine = (query: object, token?: string, lang = 'en') => {
      const request = stack.api.get('/api/video/danmaku/mine').query(query).set('lang', lang);
      return token ? request.set('token', token) : request;
    };
    // Far apart in the playback (windows a page would load one by one), posted out of order.
    for (const [text, at_ms] of [
      ['late', 3_000_000],
      ['early', 2000],
      ['middle', 900_000],
    ] as const)
      expect((await send({ video_id: videoId, text, at_ms }, poster.token)).body.code).toBe(0);
    await send({ video_id: videoId, text: 'not yours', at_ms: 1000 }, other.token);

    const answer = (await mine({ video_id: videoId }, poster.token)).body;
    expect(answer).toMatchObject({ code: 0, data: { video_id: videoId } });
    expect(answer.data.list.map((line: { text: string }) => line.text)).toEqual(['early', 'middle', 'late']);
    expect(answer.data.list.every((line: { is_mine: number }) => line.is_mine === 1)).toBe(true);

    await remove(answer.data.list[1].id, poster.token);
    expect(
      (await mine({ video_id: videoId }, poster.token)).body.data.list.map((l: { text: string }) => l.text),
    ).toEqual(['early', 'late']);
    expect((await mine({ video_id: videoId }, viewer.token)).body.data.list).toEqual([]);
    expect((await mine({ video_id: videoId })).body.code).not.toBe(0);
    expect((await mine({}, poster.token, 'zh')).body).toMatchObject({ code: 1, msg: expect.stringContaining('视频') });
    expect((await mine({ video_id: 999_999_999 }, poster.token)).body).toMatchObject({
      code: 1,
      msg: 'This video does not exist or was deleted',
    });
  });

  it('deletes a video’s danmaku with the video', async () => {
    const videoId = await makeVideo();
    await send({ video_id: videoId, text: 'gone soon', at_ms: 0 }, viewer.token);
    await harness.stores.prisma.video.delete({ where: { id: videoId } });
    expect(await harness.stores.prisma.videoDanmaku.count({ where: { videoId } })).toBe(0);
  });

  it('pushes a line to the pages watching that video at once, with its moment; not to other videos, nor for an unfinished upload', async () => {
    const [videoId, otherVideo, unfinished] = [
      await makeVideo(),
      await makeVideo(),
      await makeVideo(60, 'transcoding'),
    ];
    const watching = await connect(stack.url('realtime'), LIVE_NAMESPACE);
    const elsewhere = await connect(stack.url('realtime'), LIVE_NAMESPACE);
    expect((await ack(watching, 'enterVideo', { videoId })).data).toEqual({ videoId });
    await ack(watching, 'enterVideo', { videoId: unfinished });
    await ack(elsewhere, 'enterVideo', { videoId: otherVideo });
    const heardElsewhere = recordLive(elsewhere);
    const heardWatching = recordLive(watching);

    const pushed = nextLive(watching, (m) => m.code === 200 && m.type === 'videoDanmaku');
    const posted = (
      await send({ video_id: videoId, text: 'Live over the replay', at_ms: 4200, color: '#89d5ff' }, viewer.token)
    ).body.data;
    expect((await pushed).data).toEqual({
      id: posted.id,
      video_id: videoId,
      at_ms: 4200,
      text: 'Live over the replay',
      color: '#89d5ff',
      mode: 'scroll',
      uid: viewer.id,
      user_nickname: posted.user_nickname,
      created_at: posted.created_at,
    });

    // The author's own unfinished upload: posted, heard by nobody; a page that left hears no more.
    expect((await send({ video_id: unfinished, text: 'draft', at_ms: 100 }, author.token)).body.code).toBe(0);
    expect((await ack(watching, 'leaveVideo', { videoId })).data).toEqual({ videoId });
    expect((await send({ video_id: videoId, text: 'after leaving', at_ms: 5000 }, other.token)).body.code).toBe(0);
    // One socket's pushes arrive in order: once a later line of another video it entered arrives, nothing else is coming.
    await ack(watching, 'enterVideo', { videoId: otherVideo });
    const markers = [watching, elsewhere].map((socket) =>
      nextLive(socket, (m) => m.code === 200 && m.type === 'videoDanmaku' && m.data.text === 'marker'),
    );
    await send({ video_id: otherVideo, text: 'marker', at_ms: 100 }, other.token);
    await Promise.all(markers);
    const texts = (heard: LiveMessage[]) =>
      heard.flatMap((m) => (m.code === 200 && m.type === 'videoDanmaku' ? [m.data.text] : []));
    expect(texts(heardWatching)).toEqual(['Live over the replay', 'marker']);
    expect(texts(heardElsewhere)).toEqual(['marker']);
  });

  it('tells the pages watching a video when its author deletes a line, so it leaves their screens', async () => {
    const videoId = await makeVideo();
    const watching = await connect(stack.url('realtime'), LIVE_NAMESPACE);
    await ack(watching, 'enterVideo', { videoId });
    const posted = (await send({ video_id: videoId, text: 'said in haste', at_ms: 2000 }, viewer.token)).body.data;
    const deleted = nextLive(watching, (m) => m.code === 200 && m.type === 'videoDanmakuDeleted');
    expect((await remove(posted.id, viewer.token)).body.code).toBe(0);
    expect((await deleted).data).toEqual({ id: posted.id, video_id: videoId });
  });
});
