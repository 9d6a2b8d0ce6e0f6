import { existsSync } from 'node:fs';
import path from 'node:path';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { videoStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** Watching videos through the edge: categories, lists, one video, views, comments, likes, favourites, deleting. */
describe('video: watching', () => {
  const harness = useStack(videoStack);
  const { stack } = harness;
  let author: TestUser;
  let viewer: TestUser;
  let categoryId: number;

  const get = (url: string, query: object = {}, token?: string, lang = 'en') => {
    const request = stack.api.get(url).query(query).set('lang', lang);
    return token ? request.set('token', token) : request;
  };
  const post = (url: string, body: object = {}, token?: string, lang = 'en') => {
    const request = stack.api.post(url).send(body).set('lang', lang);
    return token ? request.set('token', token) : request;
  };

  /** A video of the author's, made straight in the store (uploads are a later slice). */
  const makeVideo = async (title = 'Test clip', files = false) => {
    const video = await harness.stores.prisma.video.create({
      data: {
        userId: author.id,
        nickname: 'author',
        avatar: '',
        categoryId,
        kind: 'clip',
        title,
        url: '/media/videos/library/x/index.m3u8',
        durationSeconds: 8,
      },
    });
    if (!files) return video.id;
    const { mkdir, writeFile } = await import('node:fs/promises');
    const dir = path.resolve(process.env.VIDEO_DIR as string, `v${video.id}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'poster.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await harness.stores.prisma.video.update({
      where: { id: video.id },
      data: { filesDir: `v${video.id}`, poster: `/media/videos/own/v${video.id}/poster.jpg` },
    });
    return video.id;
  };

  beforeAll(async () => {
    [author, viewer] = await Promise.all([registerUser(stack), registerUser(stack)]);
    categoryId = (await harness.stores.prisma.videoCategory.findUniqueOrThrow({ where: { code: 'football' } })).id;
  });

  it("lists the categories in the caller's language, the recommended ones, and searches them in any language", async () => {
    const all = await get('/api/Videoclassification', {}, undefined, 'vi');
    expect(all.body.code).toBe(0);
    expect(all.body.data.map((c: { name: string }) => c.name)).toContain('Bóng đá');
    const recommended = (await get('/api/videocclassification/recommend')).body.data;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((c: { recommended: number }) => c.recommended === 1)).toBe(true);
    expect(
      (await get('/api/videocclassification/search', { keyword: '篮' })).body.data.map((c: { name: string }) => c.name),
    ).toEqual(['Basketball']);
    expect((await get('/api/videocclassification/search', { keyword: 'nothing-like-this' })).body.data).toEqual([]);
    const missing = await get('/api/videocclassification/search', {}, undefined, 'zh');
    expect(missing.body).toEqual({ code: 1, msg: '请填写关键词', data: null });
  });

  it('adds a category to my own and takes it back; a visitor has none', async () => {
    const added = await post(
      '/api/videocclassification/addMyclassification',
      { classification_id: categoryId },
      viewer.token,
    );
    expect(added.body).toMatchObject({
      code: 0,
      msg: 'Added to my categories',
      data: { classification_id: categoryId, is_mine: 1 },
    });
    expect(
      (await post('/api/videocclassification/myClassification', {}, viewer.token)).body.data.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([categoryId]);
    const marked = (await get('/api/videocclassification/allList', {}, viewer.token)).body.data;
    expect(marked.find((c: { id: number }) => c.id === categoryId).is_mine).toBe(1);
    expect(
      (await post('/api/videocclassification/addMyclassification', { classification_id: categoryId }, viewer.token))
        .body.data.is_mine,
    ).toBe(0);
    expect((await post('/api/videocclassification/myClassification', {}, viewer.token)).body.data).toEqual([]);
    expect(
      (await post('/api/videocclassification/addMyclassification', { classification_id: 999999 }, viewer.token)).body,
    ).toMatchObject({ code: 1, msg: 'This video category does not exist' });
    expect((await post('/api/videocclassification/myClassification')).body).toMatchObject({ code: 1 });
  });

  it("lets the edge repeat a browsing list for a moment, never a room's list (read again when its replay is made)", async () => {
    const browsing = await post('/api/Video/getList', { order: 'hot', limit: 3 });
    expect(browsing.body.code).toBe(0);
    expect(browsing.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=2');
    const room = await post('/api/Video/getList', { room_id: 1, source: 'replay' });
    expect(room.body.code).toBe(0);
    expect(room.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('lists videos by category, newest or most watched, by streamer and by poster, and searches titles', async () => {
    const id = await makeVideo('Unique list title 7319');
    const page = (await post('/api/Video/getList', { classification_id: categoryId, limit: 50 })).body.data;
    expect(page.list.map((v: { id: number }) => v.id)).toContain(id);
    expect(page.list.every((v: { classification_id: number }) => v.classification_id === categoryId)).toBe(true);
    const found = (await post('/api/Video/getList', { keyword: 'list title 7319' })).body.data;
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({
      id,
      title: 'Unique list title 7319',
      source: 'clip',
      uid: author.id,
      classification_name: 'Football',
      duration_seconds: 8,
    });
    const works = (await post('/api/Video/anchorWorks', { anchor_id: author.id })).body.data;
    expect(works.list.map((v: { id: number }) => v.id)).toContain(id);
    expect((await get('/api/Video/userPostList', { uid: author.id })).body.data.total).toBeGreaterThanOrEqual(1);
    const featured = (await get('/api/video/videoList', { limit: 5, exclude_id: id })).body.data;
    expect(featured.length).toBeLessThanOrEqual(5);
    expect(featured.map((v: { id: number }) => v.id)).not.toContain(id);
    expect((await post('/api/Video/getList', { order: 'oldest' })).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('Order'),
    });
    expect((await post('/api/Video/getList', { limit: 500 })).body).toMatchObject({ code: 1 });
    expect((await post('/api/Video/anchorWorks', {})).body).toMatchObject({ code: 1, msg: 'Streamer is required' });
  });

  it('shows one video with what the caller did to it, and refuses an unknown one', async () => {
    const id = await makeVideo();
    const asVisitor = (await post('/api/Video/getVideoInfo', { id })).body;
    expect(asVisitor).toMatchObject({ code: 0, data: { id, is_like: 0, is_favorite: 0, is_mine: 0 } });
    expect((await post('/api/Video/getVideoInfo', { id }, author.token)).body.data.is_mine).toBe(1);
    expect((await post('/api/Video/getVideoInfo', { id: 999999999 }, undefined, 'zh')).body).toEqual({
      code: 1,
      msg: '该视频不存在或已被删除',
      data: null,
    });
    expect((await post('/api/Video/getVideoInfo', { id: 'abc' })).body).toMatchObject({ code: 1 });
  });

  it('counts a view once per viewer in 30 minutes, and ranks by day and week', async () => {
    const id = await makeVideo('Rank me');
    const first = await post('/api/Video/addView', { id }, viewer.token);
    expect(first.body.data).toEqual({ views: 1, counted: 1 });
    expect((await post('/api/Video/addView', { id }, viewer.token)).body.data).toEqual({ views: 1, counted: 0 });
    expect((await post('/api/Video/addView', { id }, author.token)).body.data).toEqual({ views: 2, counted: 1 });
    // A visitor counts by address.
    expect((await post('/api/Video/addView', { id }).set('x-forwarded-for', '10.9.8.7')).body.data.counted).toBe(1);
    expect((await post('/api/Video/addView', { id }).set('x-forwarded-for', '10.9.8.7')).body.data.counted).toBe(0);
    for (const type of ['day', 'week', '1', '2']) {
      const rank = await get('/api/videoRank/getRank', { type, limit: 50 });
      expect(rank.body.code).toBe(0);
      const views = rank.body.data.map((v: { period_views: number }) => v.period_views);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      expect(rank.body.data[0].rank).toBe(1);
    }
    expect((await get('/api/videoRank/getRank', { type: 'year' })).body).toMatchObject({ code: 1 });
    expect((await post('/api/Video/addView', { id: 999999999 })).body).toMatchObject({
      code: 1,
      msg: 'This video does not exist or was deleted',
    });
  });

  it('takes comments and replies from users, never from a guest, and lists them', async () => {
    const id = await makeVideo('Talk about me');
    const guest = await post('/api/Video_user/comment', { video_id: id, content: 'hello' }, undefined, 'zh');
    expect(guest.body.code).not.toBe(0);
    expect(guest.body.msg).toBe('请先登录');
    const comment = await post('/api/Video_user/comment', { video_id: id, content: '  Great goal!  ' }, viewer.token);
    expect(comment.body).toMatchObject({
      code: 0,
      msg: 'Comment posted',
      data: { video_id: id, parent_id: null, uid: viewer.id, content: 'Great goal!' },
    });
    const commentId = comment.body.data.id;
    const reply = (
      await post('/api/Video_user/comment', { video_id: id, content: 'Agreed', comment_id: commentId }, author.token)
    ).body.data;
    expect(reply).toMatchObject({ parent_id: commentId, reply_to_uid: null });
    const replyToReply = (
      await post('/api/Video_user/comment', { video_id: id, content: 'Thanks', comment_id: reply.id }, viewer.token)
    ).body.data;
    expect(replyToReply).toMatchObject({ parent_id: commentId, reply_to_uid: author.id });

    const threads = (await post('/api/Video/commentList', { video_id: id })).body.data;
    expect(threads.total).toBe(1);
    expect(threads.list[0]).toMatchObject({ id: commentId, replies: 2 });
    expect(threads.list[0].reply_list.map((r: { content: string }) => r.content)).toEqual(['Agreed', 'Thanks']);
    const replies = (await get('/api/Video/commentOneList', { comment_id: commentId, limit: 1, page: 2 })).body.data;
    expect(replies).toMatchObject({ total: 2, list: [{ id: replyToReply.id }] });
    expect((await post('/api/Video/getVideoInfo', { id })).body.data.comments).toBe(3);

    expect((await post('/api/Video_user/comment', { video_id: id, content: '   ' }, viewer.token)).body).toMatchObject({
      code: 1,
      msg: 'Comment is required',
    });
    expect(
      (await post('/api/Video_user/comment', { video_id: id, content: 'x'.repeat(201) }, viewer.token)).body,
    ).toMatchObject({ code: 1, msg: expect.stringContaining('Comment') });
    expect(
      (await post('/api/Video_user/comment', { video_id: 999999999, content: 'hi' }, viewer.token)).body,
    ).toMatchObject({ code: 1, msg: 'This video does not exist or was deleted' });
    const other = await makeVideo();
    expect(
      (await post('/api/Video_user/comment', { video_id: other, content: 'hi', comment_id: commentId }, viewer.token))
        .body,
    ).toMatchObject({ code: 1, msg: 'This comment does not exist' });
    expect((await get('/api/Video/commentOneList', { comment_id: reply.id })).body).toMatchObject({
      code: 1,
      msg: 'This comment does not exist',
    });
  });

  it('toggles likes, comment likes and favourites, once per user', async () => {
    const id = await makeVideo();
    const like = () => post('/api/Video_user/likes', { id }, viewer.token);
    expect((await like()).body).toMatchObject({ code: 0, msg: 'Liked', data: { is_like: 1, likes: 1 } });
    expect((await post('/api/Video/getVideoInfo', { id }, viewer.token)).body.data.is_like).toBe(1);
    expect((await like()).body).toMatchObject({ msg: 'Like removed', data: { is_like: 0, likes: 0 } });
    // Two likes at once from one user still count once.
    await Promise.all([like(), like()].map((p) => p.then((r) => expect(r.body.code).toBe(0))));
    expect((await harness.stores.prisma.videoLike.count({ where: { videoId: id } })) <= 1).toBe(true);

    const favourite = await post('/api/Video_user/favorites', { id }, viewer.token);
    expect(favourite.body).toMatchObject({
      code: 0,
      msg: 'Added to favourites',
      data: { is_favorite: 1, favorites: 1 },
    });
    expect((await post('/api/Video_user/favorites', { id }, viewer.token)).body.data).toEqual({
      is_favorite: 0,
      favorites: 0,
    });

    const comment = (await post('/api/Video_user/comment', { video_id: id, content: 'Like me' }, author.token)).body
      .data;
    expect((await post('/api/Video_user/commentLikes', { comment_id: comment.id }, viewer.token)).body.data).toEqual({
      is_like: 1,
      likes: 1,
    });
    expect((await post('/api/Video/commentList', { video_id: id }, viewer.token)).body.data.list[0].is_like).toBe(1);
    expect((await post('/api/Video_user/commentLikes', { comment_id: comment.id }, viewer.token)).body.data).toEqual({
      is_like: 0,
      likes: 0,
    });
    expect((await post('/api/Video_user/commentLikes', { comment_id: 999999999 }, viewer.token)).body).toMatchObject({
      code: 1,
    });
    expect((await post('/api/Video_user/likes', { id })).body.code).not.toBe(0);
    expect((await post('/api/Video_user/favorites', { id: 999999999 }, viewer.token)).body).toMatchObject({ code: 1 });
  });

  it("deletes only one's own video, with its files", async () => {
    const id = await makeVideo('Mine to delete', true);
    const poster = path.resolve(process.env.VIDEO_DIR as string, `v${id}`, 'poster.jpg');
    expect((await stack.api.get(`/media/videos/own/v${id}/poster.jpg`)).status).toBe(200);
    const refused = await post('/api/Video_user/delete', { id }, viewer.token);
    expect(refused.body).toEqual({ code: 1, msg: 'You can only delete your own videos', data: null });
    expect((await post('/api/Video_user/delete', { id })).body.code).not.toBe(0);
    expect(existsSync(poster)).toBe(true);
    expect((await post('/api/Video_user/delete', { id }, author.token)).body).toMatchObject({
      code: 0,
      msg: 'The video has been deleted',
      data: { id },
    });
    expect(existsSync(poster)).toBe(false);
    expect((await stack.api.get(`/media/videos/own/v${id}/poster.jpg`)).status).toBe(404);
    expect((await post('/api/Video/getVideoInfo', { id })).body.code).toBe(1);
    expect((await post('/api/Video_user/delete', { id }, author.token)).body).toMatchObject({
      code: 1,
      msg: 'This video does not exist or was deleted',
    });
  });

  it("serves the seeded videos' HLS and posters through the edge", async () => {
    const seeded = await harness.stores.prisma.video.findFirst({
      where: { kind: 'clip', filesDir: { not: null }, url: { startsWith: '/media/videos/library/' } },
    });
    if (!seeded) return console.warn('no seeded videos (ffmpeg missing when the test database was seeded)');
    const playlist = await stack.api.get(seeded.url).buffer(true);
    expect(playlist.status).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.text).toContain('#EXT-X-ENDLIST');
    const segment = /^(s\d+\.ts)$/m.exec(playlist.text)?.[1];
    expect((await stack.api.get(seeded.url.replace('index.m3u8', segment as string)).buffer(true)).status).toBe(200);
    expect((await stack.api.get(seeded.poster)).headers['content-type']).toBe('image/jpeg');
    expect((await stack.api.get('/media/videos/library/../x/index.m3u8')).status).toBe(404);
    const counts = await harness.stores.prisma.video.groupBy({
      by: ['categoryId'],
      where: { kind: 'clip' },
      _count: true,
    });
    expect(counts.length).toBeGreaterThanOrEqual(8);
  });
});
