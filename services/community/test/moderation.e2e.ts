import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { communityStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

interface QueueItem {
  target_kind: string;
  target_id: number;
  target_uid: number;
  excerpt: string;
  count: number;
  reasons: Record<string, number>;
  details: string[];
}

/**
 * Reports of posts, comments and users; the administrators' queue grouped by target; hiding,
 * deleting, dismissing and banning with a reason, each written in the audit log.
 */
describe('moderation: reports, the administrators queue and the audit log', () => {
  const { stack } = useStack(communityStack);
  let circleId: number;
  let admin: string;
  beforeAll(async () => {
    circleId = (await stack.api.get('/api/community/circles?kind=sport')).body.data.list[0].id;
    admin = await asAdmin(stack);
  });

  const call = (path: string, user: TestUser | string | undefined, body: Record<string, unknown> = {}, lang = 'en') => {
    const request = stack.api.post(path).set('lang', lang);
    const token = typeof user === 'string' ? user : user?.token;
    return (token ? request.set('token', token) : request).send(body);
  };
  const post = async (author: TestUser, content: string) => {
    const made = await call('/api/anchor_dynamics_user/insert', author, { circle_id: circleId, content });
    expect(made.body.code).toBe(0);
    return made.body.data.id as number;
  };
  const report = (by: TestUser, kind: string, id: number, reason = 'spam', detail?: string, lang = 'en') =>
    call('/api/community/reports', by, { target_kind: kind, target_id: id, reason, detail }, lang);
  const queue = async (kind?: string) =>
    (
      await stack.api
        .get('/api/admin/reports')
        .set('token', admin)
        .query({ limit: 50, ...(kind ? { target_kind: kind } : {}) })
    ).body.data as { list: QueueItem[]; total: number };
  const act = (kind: string, id: number, action: string, reason = 'Breaks the rules', token = admin) =>
    call('/api/admin/reports/act', token, { target_kind: kind, target_id: id, action, reason });
  const audit = async (kind: string, id: number) =>
    (await stack.api.get('/api/admin/audit-log').set('token', admin).query({ target_kind: kind, target_id: id })).body
      .data.list as { admin_id: number; action: string; reason: string; before: unknown; after: unknown }[];
  const feedIds = async (user?: TestUser) => {
    const request = stack.api.get('/api/community/feed').query({ circle_id: circleId, limit: 50 });
    const page = (await (user ? request.set('token', user.token) : request)).body.data;
    return page.list as { id: number; is_hidden: number }[];
  };

  it('takes one open report per reporter and target, refuses reporting oneself, and groups the queue by target', async () => {
    const [author, a, b] = await Promise.all([registerUser(stack), registerUser(stack), registerUser(stack)]);
    const postId = await post(author, 'Buy cheap followers at my shop');
    const first = await report(a, 'post', postId, 'spam', 'Advert <b>again</b>');
    expect(first.body).toEqual({
      code: 0,
      msg: 'Report sent: our moderators will look at it',
      data: { id: expect.any(Number) },
    });
    expect((await report(a, 'post', postId, 'abuse', undefined, 'zh')).body).toEqual({
      code: 1,
      msg: '你已举报过该内容，请等待处理',
      data: null,
    });
    expect((await report(b, 'post', postId, 'abuse')).body.code).toBe(0);
    expect((await report(author, 'post', postId, 'spam', undefined, 'vi')).body).toEqual({
      code: 1,
      msg: 'Bạn không thể báo cáo chính mình',
      data: null,
    });
    expect((await report(a, 'user', a.id)).body.msg).toBe('You cannot report yourself');
    expect((await report(a, 'post', 999999999)).body).toEqual({
      code: 1,
      msg: 'This post does not exist or was deleted',
      data: null,
    });
    expect((await report(a, 'post', postId, 'boring')).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('Reason'),
    });
    expect((await report(a, 'video', postId)).body).toMatchObject({
      code: 1,
      msg: expect.stringContaining('Target kind'),
    });
    expect((await report(a, 'post', postId, 'other', 'x'.repeat(201))).body.msg).toBe(
      'Details must be at most 200 characters',
    );
    const guest = await call('/api/community/reports', undefined, {
      target_kind: 'post',
      target_id: postId,
      reason: 'spam',
    });
    expect(guest.body.code).not.toBe(0);

    const listed = (await queue('post')).list.find((item) => item.target_id === postId);
    expect(listed).toEqual({
      target_kind: 'post',
      target_id: postId,
      target_uid: author.id,
      excerpt: 'Buy cheap followers at my shop',
      count: 2,
      reasons: { spam: 1, abuse: 1, illegal: 0, other: 0 },
      details: ['Advert <b>again</b>'],
      last_report_time: expect.any(String),
    });
    // Newest first: a target reported later comes before.
    const later = await post(author, 'Another one');
    await report(a, 'post', later, 'illegal');
    const ids = (await queue('post')).list.map((item) => item.target_id);
    expect(ids.indexOf(later)).toBeLessThan(ids.indexOf(postId));
    expect((await queue('user')).list.every((item) => item.target_kind === 'user')).toBe(true);
  });

  it('keeps the queue and its actions to administrators', async () => {
    const [author, user] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const postId = await post(author, 'Reported once');
    await report(user, 'post', postId);
    for (const request of [
      stack.api.get('/api/admin/reports').set('token', user.token),
      stack.api.get('/api/admin/audit-log').set('token', user.token),
      call('/api/admin/reports/act', user, { target_kind: 'post', target_id: postId, action: 'hide', reason: 'mine' }),
      call('/api/admin/reports/act', author, {
        target_kind: 'post',
        target_id: postId,
        action: 'dismiss',
        reason: 'no',
      }),
      stack.api.get('/api/admin/reports'),
    ]) {
      const answer = (await request).body;
      expect(answer.code).not.toBe(0);
      expect(answer.data).toBeNull();
    }
    expect((await queue()).list.some((item) => item.target_id === postId && item.target_kind === 'post')).toBe(true);
    expect(await audit('post', postId)).toEqual([]);
  });

  it('hides a post from everyone but its author, who sees it marked, and closes every report of it', async () => {
    const [author, a, b, reader] = await Promise.all([
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
    ]);
    const postId = await post(author, 'Insults everyone in the circle');
    await report(a, 'post', postId, 'abuse');
    await report(b, 'post', postId, 'abuse');
    const missingReason = await call('/api/admin/reports/act', admin, {
      target_kind: 'post',
      target_id: postId,
      action: 'hide',
    });
    expect(missingReason.body).toEqual({ code: 1, msg: 'Reason is required', data: null });
    expect((await act('post', postId, 'ban')).body).toMatchObject({ code: 1, msg: expect.stringContaining('"ban"') });
    const hidden = await act('post', postId, 'hide', 'Abusive words');
    expect(hidden.body).toEqual({
      code: 0,
      msg: 'Done',
      data: { target_kind: 'post', target_id: postId, action: 'hide', closed: 2 },
    });
    expect((await queue('post')).list.some((item) => item.target_id === postId)).toBe(false);
    expect((await act('post', postId, 'delete')).body).toEqual({
      code: 1,
      msg: 'There is no open report of this',
      data: null,
    });

    expect((await feedIds(reader)).some((p) => p.id === postId)).toBe(false);
    expect((await feedIds()).some((p) => p.id === postId)).toBe(false);
    expect((await feedIds(author)).find((p) => p.id === postId)).toMatchObject({ is_hidden: 1 });
    const info = (user?: TestUser) => call('/api/anchor_dynamics/info', user, { id: postId });
    expect((await info(reader)).body.msg).toBe('This post does not exist or was deleted');
    expect((await info(author)).body.data).toMatchObject({ id: postId, is_hidden: 1 });
    const byUser = async (user: TestUser) =>
      (await call('/api/anchor_dynamics/userPostList', user, { uid: author.id })).body.data.total as number;
    expect(await byUser(reader)).toBe(0);
    expect(await byUser(author)).toBe(1);
    // Reported again after the action: a new open report, since the first one is closed.
    expect((await report(a, 'post', postId)).body).toMatchObject({
      code: 1,
      msg: 'This post does not exist or was deleted',
    });

    expect(await audit('post', postId)).toEqual([
      expect.objectContaining({
        action: 'report.hide',
        reason: 'Abusive words',
        before: { uid: author.id, content: 'Insults everyone in the circle', hidden: false },
        after: { uid: author.id, content: 'Insults everyone in the circle', hidden: true },
      }),
    ]);
  });

  it('hides a comment from others, deletes another with its replies, and dismisses a report', async () => {
    const [author, commenter, reader] = await Promise.all([
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
    ]);
    const postId = await post(author, 'Match thread');
    const comment = async (content: string, parent_id?: number) =>
      (await call('/api/anchor_dynamics_user/comment', commenter, { post_id: postId, content, parent_id })).body.data
        .id as number;
    const rude = await comment('You all know nothing');
    const spam = await comment('Visit my channel');
    await comment('And subscribe', spam);
    const fine = await comment('Great goal in the second half');
    for (const id of [rude, spam, fine]) expect((await report(reader, 'comment', id)).body.code).toBe(0);
    expect((await act('comment', rude, 'hide')).body.code).toBe(0);
    expect((await act('comment', spam, 'delete', 'Advertising')).body.data.closed).toBe(1);
    expect((await act('comment', fine, 'dismiss', 'Nothing wrong')).body.code).toBe(0);

    const comments = async (user: TestUser) =>
      (await call('/api/anchor_dynamics/commentList', user, { post_id: postId })).body.data.list as {
        id: number;
        is_hidden: number;
      }[];
    expect((await comments(reader)).map((c) => c.id)).toEqual([fine]);
    expect((await comments(commenter)).map((c) => [c.id, c.is_hidden])).toEqual([
      [fine, 0],
      [rude, 1],
    ]);
    const info = await call('/api/anchor_dynamics/info', reader, { id: postId });
    expect(info.body.data.comment_count).toBe(2);

    expect((await audit('comment', spam))[0]).toMatchObject({
      action: 'report.delete',
      reason: 'Advertising',
      before: { uid: commenter.id, content: 'Visit my channel', hidden: false },
      after: null,
    });
    expect((await audit('comment', fine))[0]).toMatchObject({ action: 'report.dismiss', reason: 'Nothing wrong' });
  });

  it('deletes a reported post for good', async () => {
    const [author, reader] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const postId = await post(author, 'Illegal stream links here');
    await report(reader, 'post', postId, 'illegal');
    expect((await act('post', postId, 'delete', 'Piracy links')).body.code).toBe(0);
    expect((await call('/api/anchor_dynamics/info', author, { id: postId })).body.code).toBe(1);
    expect((await audit('post', postId))[0]).toMatchObject({ action: 'report.delete', after: null });
  });

  it("forwards a reported user to the account ban, which ends the user's sessions", async () => {
    const [troll, reader, other] = await Promise.all([registerUser(stack), registerUser(stack), registerUser(stack)]);
    await call('/api/member/updateInfo', troll, { user_nickname: `Troll${troll.id}` });
    expect((await report(reader, 'user', troll.id, 'abuse', 'Sends insults in private messages')).body.code).toBe(0);
    expect((await report(reader, 'user', 999999999)).body.code).toBe(1);
    const item = (await queue('user')).list.find((i) => i.target_id === troll.id);
    expect(item).toMatchObject({ target_uid: troll.id, excerpt: `Troll${troll.id}`, count: 1 });
    expect((await act('user', troll.id, 'hide')).body.code).toBe(1);
    expect((await act('user', troll.id, 'ban', 'Harassment')).body.code).toBe(0);
    const me = await stack.api.get('/api/Member/info').set('token', troll.token);
    expect(me.body.code).not.toBe(0);
    expect((await audit('user', troll.id))[0]).toMatchObject({
      action: 'report.ban',
      reason: 'Harassment',
      after: { uid: troll.id, nickname: `Troll${troll.id}`, banned: true },
    });
    // A user report dismissed leaves the account alone.
    await report(reader, 'user', other.id, 'other');
    expect((await act('user', other.id, 'dismiss', 'Not abusive')).body.code).toBe(0);
    expect((await stack.api.get('/api/Member/info').set('token', other.token)).body.code).toBe(0);
  });
});
