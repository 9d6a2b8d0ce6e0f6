import { registerUser, TestUser } from '../../../test/support/accounts';
import { communityStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { JPG, PDF, PNG, upload, uploaded } from './community-support';

describe('community circles, posts, comments and likes', () => {
  const { stack } = useStack(communityStack);
  let author: TestUser;
  let reader: TestUser;
  let circleId: number;
  beforeAll(async () => {
    [author, reader] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const circles = await stack.api.get('/api/community/circles').set('lang', 'en');
    circleId = circles.body.data.list.find((c: { kind: string }) => c.kind === 'competition').id;
  });

  const post = (user: TestUser | undefined, body: Record<string, unknown>, lang = 'en') => {
    const request = stack.api.post('/api/anchor_dynamics_user/insert').set('lang', lang);
    return (user ? request.set('token', user.token) : request).send(body);
  };

  it("lists the seeded circles of every kind, in the caller's language, and lets a user join and leave", async () => {
    const en = (await stack.api.get('/api/community/circles?limit=100').set('lang', 'en')).body.data;
    expect(en.list.map((c: { kind: string }) => c.kind)).toEqual(
      expect.arrayContaining(['sport', 'competition', 'streamer']),
    );
    expect(en.list.find((c: { kind: string }) => c.kind === 'sport')).toMatchObject({ name: 'Football', is_joined: 0 });
    const zh = (await stack.api.get('/api/community/circles?kind=sport').set('lang', 'zh')).body.data;
    expect(zh.list[0].name).toBe('足球');
    const joined = await stack.api
      .post('/api/community/circles/join')
      .set('token', reader.token)
      .set('lang', 'vi')
      .send({ circle_id: circleId });
    expect(joined.body).toMatchObject({ code: 0, msg: 'Đã tham gia hội nhóm', data: { id: circleId, is_joined: 1 } });
    const again = await stack.api
      .post('/api/community/circles/join')
      .set('token', reader.token)
      .send({ circle_id: circleId });
    expect(again.body.data.member_count).toBe(joined.body.data.member_count);
    const mine = await stack.api.get('/api/community/circles?joined=1').set('token', reader.token);
    expect(mine.body.data.list.map((c: { id: number }) => c.id)).toEqual([circleId]);
    const left = await stack.api
      .post('/api/community/circles/leave')
      .set('token', reader.token)
      .send({ circle_id: circleId });
    expect(left.body.data).toMatchObject({ is_joined: 0, member_count: joined.body.data.member_count - 1 });
    const guest = await stack.api.post('/api/community/circles/join').set('lang', 'en').send({ circle_id: circleId });
    expect(guest.body).toEqual({ code: 1, msg: 'Please log in first', data: null });
  });

  it("publishes a post with two images, shows it in the circle's feed, the post page and the author's list", async () => {
    const images = [await uploaded(stack, author, PNG(), 'a.png'), await uploaded(stack, author, JPG(), 'b.jpg')];
    const created = await post(author, { circle_id: circleId, content: '  <b>Great match</b> tonight!  ', images });
    expect(created.body).toMatchObject({
      code: 0,
      msg: 'Your post is published',
      data: { circle_id: circleId, uid: author.id, images, like_count: 0, comment_count: 0 },
    });
    // Stored and answered as text: trimmed, never interpreted.
    expect(created.body.data.content).toBe('<b>Great match</b> tonight!');
    const id = created.body.data.id;
    const feed = await stack.api.get(`/api/community/feed?circle_id=${circleId}`).set('lang', 'en');
    expect(feed.body.data.list[0]).toMatchObject({ id, content: '<b>Great match</b> tonight!' });
    const info = await stack.api.post('/api/anchor_dynamics/info').set('lang', 'zh').send({ id });
    expect(info.body.data).toMatchObject({ id, images, is_like: 0 });
    const byUser = await stack.api.post('/api/anchor_dynamics/userPostList').send({ uid: author.id });
    expect(byUser.body.data).toMatchObject({ total: 1, list: [{ id }] });
    const circle = await stack.api.get(`/api/community/circles/info?circle_id=${circleId}`);
    expect(circle.body.data.post_count).toBeGreaterThan(0);
  });

  it("refuses bad posts with a reason in the caller's language", async () => {
    const png = await uploaded(stack, author, PNG(), 'p.png');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { circle_id: circleId, content: 'five', images: [png, png, png, png, png] },
        'en',
        'A post can have at most 4 images',
      ],
      [{ circle_id: circleId, content: '   ', images: [] }, 'en', 'Content is required'],
      [{ circle_id: circleId, content: 'x'.repeat(2001) }, 'en', 'Content must be at most 2000 characters'],
      [{ circle_id: circleId }, 'zh', '请填写内容'],
      [{ content: 'no circle' }, 'vi', 'Vui lòng nhập Hội nhóm'],
      [{ circle_id: 999999, content: 'nowhere' }, 'en', 'This circle does not exist'],
      [
        { circle_id: circleId, content: 'forged', images: ['/uploads/avatars/1.svg'] },
        'en',
        'Image 1 is not an uploaded file, please upload it again',
      ],
      [
        { circle_id: circleId, content: 'elsewhere', images: ['https://example.com/x.png'] },
        'en',
        'Image 1 is not an uploaded file, please upload it again',
      ],
    ];
    for (const [body, lang, msg] of cases) {
      const response = await post(author, body, lang);
      expect({ body, status: response.status, answer: response.body }).toEqual({
        body,
        status: 200,
        answer: { code: 1, msg: expect.stringContaining(msg), data: null },
      });
    }
    const guest = await post(undefined, { circle_id: circleId, content: 'hello' });
    expect(guest.body).toEqual({ code: 1, msg: 'Please log in first', data: null });
  });

  it('refuses a 6 MB image and a PDF named .png, at upload and when a post names them', async () => {
    const big = PNG(6 * 1024 * 1024);
    expect(await upload(stack, author, big, 'big.png')).toEqual({
      code: 1,
      msg: 'The file must not exceed 5M',
      data: null,
    });
    expect(await upload(stack, author, PDF(), 'scan.png')).toEqual({
      code: 1,
      msg: 'This file type is not allowed; allowed: png/jpg',
      data: null,
    });
    // Uploaded for another purpose (a chat file), they still cannot go into a post.
    const bigFile = await uploaded(stack, author, big, 'big.png', 'file');
    const pdfFile = await uploaded(stack, author, PDF(), 'scan.png', 'file');
    const png = await uploaded(stack, author, PNG(), 'ok.png');
    expect((await post(author, { circle_id: circleId, content: 'big', images: [png, bigFile] })).body).toEqual({
      code: 1,
      msg: 'Image 2 must be at most 5M',
      data: null,
    });
    expect((await post(author, { circle_id: circleId, content: 'pdf', images: [pdfFile] }, 'zh')).body).toEqual({
      code: 1,
      msg: '图片1必须是png或jpg格式',
      data: null,
    });
  });

  it("masks the danmaku's banned words in posts and comments", async () => {
    const created = await post(author, { circle_id: circleId, content: 'what a shit referee' });
    expect(created.body.data.content).toBe('what a **** referee');
    const comment = await stack.api
      .post('/api/anchor_dynamics_user/comment')
      .set('token', reader.token)
      .send({ post_id: created.body.data.id, content: '傻逼裁判' });
    expect(comment.body.data.content).toBe('**裁判');
  });

  it('comments with replies, likes posts and comments once per user (a toggle)', async () => {
    const id = (await post(author, { circle_id: circleId, content: 'Who wins the league?' })).body.data.id;
    const comment = await stack.api
      .post('/api/anchor_dynamics_user/comment')
      .set('token', reader.token)
      .set('lang', 'en')
      .send({ post_id: id, content: 'Green Hill, easily' });
    expect(comment.body).toMatchObject({
      code: 0,
      msg: 'Your comment is posted',
      data: { post_id: id, parent_id: null, uid: reader.id },
    });
    const reply = await stack.api
      .post('/api/anchor_dynamics_user/comment')
      .set('token', author.token)
      .send({ post_id: id, content: 'No chance', parent_id: comment.body.data.id });
    const replyToReply = await stack.api
      .post('/api/anchor_dynamics_user/comment')
      .set('token', reader.token)
      .send({ post_id: id, content: 'We will see', parent_id: reply.body.data.id });
    // A reply to a reply joins the thread of the comment and names whom it answers.
    expect(replyToReply.body.data).toMatchObject({
      parent_id: comment.body.data.id,
      reply_to: reply.body.data.user_nickname,
    });
    const other = (await post(author, { circle_id: circleId, content: 'another' })).body.data.id;
    const misplaced = await stack.api
      .post('/api/anchor_dynamics_user/comment')
      .set('token', reader.token)
      .set('lang', 'en')
      .send({ post_id: other, content: 'x', parent_id: comment.body.data.id });
    expect(misplaced.body).toEqual({ code: 1, msg: 'The comment you reply to belongs to another post', data: null });

    const likes = await Promise.all(
      Array.from({ length: 5 }, () =>
        stack.api.post('/api/anchor_dynamics_user/likes').set('token', reader.token).send({ id }),
      ),
    );
    // Five quick toggles by one user: the count is that user's like or not, never more than one.
    const final = (await stack.api.post('/api/anchor_dynamics/info').set('token', reader.token).send({ id })).body.data;
    expect(likes.every((r) => r.body.code === 0)).toBe(true);
    expect(final.like_count).toBe(final.is_like);
    if (!final.is_like) await stack.api.post('/api/anchor_dynamics_user/likes').set('token', reader.token).send({ id });
    const liked = (await stack.api.post('/api/anchor_dynamics/info').set('token', reader.token).send({ id })).body.data;
    expect(liked).toMatchObject({ is_like: 1, like_count: 1, comment_count: 3 });
    const unliked = await stack.api.post('/api/anchor_dynamics_user/likes').set('token', reader.token).send({ id });
    expect(unliked.body.data).toEqual({ is_like: 0, like_count: 0 });

    const commentLike = await stack.api
      .post('/api/anchor_dynamics_user/commentLikes')
      .set('token', author.token)
      .send({ id: comment.body.data.id });
    expect(commentLike.body.data).toEqual({ is_like: 1, like_count: 1 });
    const list = await stack.api
      .post('/api/anchor_dynamics/commentList')
      .set('token', author.token)
      .send({ post_id: id });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      id: comment.body.data.id,
      is_like: 1,
      like_count: 1,
      replies: [{ content: 'No chance' }, { content: 'We will see' }],
    });
    const missing = await stack.api
      .post('/api/anchor_dynamics_user/likes')
      .set('token', reader.token)
      .set('lang', 'en')
      .send({ id: 999999 });
    expect(missing.body).toEqual({ code: 1, msg: 'This post does not exist or was deleted', data: null });
  });

  it('lets only the author delete a post or a comment', async () => {
    const id = (await post(author, { circle_id: circleId, content: 'delete me' })).body.data.id;
    const comment = (
      await stack.api
        .post('/api/anchor_dynamics_user/comment')
        .set('token', reader.token)
        .send({ post_id: id, content: 'mine' })
    ).body.data;
    const notYours = await stack.api
      .post('/api/anchor_dynamics/deletePost')
      .set('token', reader.token)
      .set('lang', 'en')
      .send({ id });
    expect(notYours.body).toEqual({ code: 1, msg: 'You can only delete what you posted yourself', data: null });
    const notYourComment = await stack.api
      .post('/api/community/comments/delete')
      .set('token', author.token)
      .set('lang', 'en')
      .send({ id: comment.id });
    expect(notYourComment.body).toEqual({ code: 1, msg: 'You can only delete what you posted yourself', data: null });
    const guest = await stack.api.post('/api/anchor_dynamics/deletePost').set('lang', 'en').send({ id });
    expect(guest.body).toEqual({ code: 1, msg: 'Please log in first', data: null });
    const ownComment = await stack.api
      .post('/api/community/comments/delete')
      .set('token', reader.token)
      .set('lang', 'en')
      .send({ id: comment.id });
    expect(ownComment.body).toEqual({ code: 0, msg: 'Deleted', data: null });
    expect((await stack.api.post('/api/anchor_dynamics/info').send({ id })).body.data.comment_count).toBe(0);
    const deleted = await stack.api
      .post('/api/anchor_dynamics/deletePost')
      .set('token', author.token)
      .set('lang', 'en')
      .send({ id });
    expect(deleted.body).toEqual({ code: 0, msg: 'Deleted', data: null });
    const gone = await stack.api.post('/api/anchor_dynamics/info').set('lang', 'en').send({ id });
    expect(gone.body).toEqual({ code: 1, msg: 'This post does not exist or was deleted', data: null });
  });

  it("serves the seeded feed newest and hottest first, and a seeded fan's posts", async () => {
    const newest = (await stack.api.get('/api/community/feed?limit=20').set('lang', 'vi')).body.data;
    expect(newest.total).toBeGreaterThan(300);
    const times = newest.list.map((p: { create_time: string }) => Date.parse(p.create_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const hottest = (await stack.api.get('/api/community/feed?order=hot&limit=20')).body.data.list;
    const likes = hottest.map((p: { like_count: number }) => p.like_count);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(likes[0]).toBeGreaterThan(0);
    const fan = hottest[0].uid;
    const fans = (await stack.api.post('/api/anchor_dynamics/userPostList').send({ uid: fan, limit: 50 })).body.data;
    expect(fans.list.every((p: { uid: number }) => p.uid === fan)).toBe(true);
    const comments = (await stack.api.post('/api/anchor_dynamics/commentList').send({ post_id: hottest[0].id })).body
      .data;
    expect(comments.total).toBeGreaterThanOrEqual(0);
  });
  it("lets the edge repeat a visitor's feed page for a few seconds, never a signed-in reader's (their likes)", async () => {
    const made = await post(author, { circle_id: circleId, content: 'Feed caching check' });
    await stack.api.post('/api/anchor_dynamics_user/likes').set('token', reader.token).send({ id: made.body.data.id });
    const visitor = await stack.api.get('/api/community/feed').query({ circle_id: circleId, limit: 50 });
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
    const signedIn = await stack.api
      .get('/api/community/feed')
      .set('token', reader.token)
      .query({ circle_id: circleId, limit: 50 });
    expect(signedIn.headers['cache-control'] ?? '').not.toMatch(/public/);
    const liked = (signedIn.body.data.list as { id: number; is_like: number }[]).find(
      (p) => p.id === made.body.data.id,
    );
    expect(liked?.is_like).toBe(1);
  });
});
