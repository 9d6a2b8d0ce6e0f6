import { asAdmin, registerUser, TestUser, uniqueIp } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

describe('administration (/api/admin/users, /api/admin/sms/outbox)', () => {
  const harness = useStack(accountStack);
  let admin: string;
  let user: TestUser;
  beforeAll(async () => {
    admin = await asAdmin(harness.stack);
    user = await registerUser(harness.stack);
  });
  const as = (token: string | undefined, method: 'get' | 'post', path: string, lang = 'en') => {
    const request = harness.stack.api[method](path).set('lang', lang);
    return token ? request.set('token', token) : request;
  };

  it('refuses visitors and non-administrators on every admin endpoint, clearly', async () => {
    const endpoints: ['get' | 'post', string][] = [
      ['get', '/api/admin/users'],
      ['post', `/api/admin/users/${user.id}/ban`],
      ['post', `/api/admin/users/${user.id}/unban`],
      ['post', `/api/admin/users/${user.id}/anchor`],
      ['get', '/api/admin/sms/outbox'],
    ];
    for (const [method, path] of endpoints) {
      expect((await as(user.token, method, path)).body).toEqual({
        code: 1,
        msg: 'Only administrators may do this',
        data: null,
      });
      expect((await as(user.token, method, path, 'zh')).body.msg).toBe('仅管理员可操作');
      expect((await as(undefined, method, path)).body).toEqual({ code: 1, msg: 'Please log in first', data: null });
    }
    expect((await harness.stores.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).bannedAt).toBeNull();
  });

  it('lists and searches users by id, mobile or nickname', async () => {
    const all = await as(admin, 'get', '/api/admin/users').query({ limit: 5 });
    expect(all.body.data).toMatchObject({ page: 1, limit: 5, total: expect.any(Number) });
    expect(all.body.data.list).toHaveLength(5);
    const byMobile = await as(admin, 'get', '/api/admin/users').query({ keyword: user.mobile });
    expect(byMobile.body.data.list).toEqual([
      expect.objectContaining({ id: user.id, mobile: user.mobile, banned: 0, role: 'user' }),
    ]);
    const byId = await as(admin, 'get', '/api/admin/users').query({ keyword: String(user.id) });
    expect(byId.body.data.list.map((u: { id: number }) => u.id)).toContain(user.id);
    const byName = await as(admin, 'get', '/api/admin/users').query({ keyword: '老k说' });
    expect(byName.body.data.list).toEqual([expect.objectContaining({ user_nickname: '老K说球', is_anchor: 1 })]);
    expect((await as(admin, 'get', '/api/admin/users').query({ keyword: "%' OR '1'='1" })).body.data).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await as(admin, 'get', '/api/admin/users').query({ limit: 500 })).body.msg).toBe(
      'Page size must be at most 50',
    );
  });

  it('bans with a reason, unbans, and grants streamer status', async () => {
    const target = await registerUser(harness.stack);
    expect((await as(admin, 'post', `/api/admin/users/${target.id}/ban`).send({})).body.msg).toBe('Reason is required');
    const banned = await as(admin, 'post', `/api/admin/users/${target.id}/ban`).send({ reason: 'cheating' });
    expect(banned.body).toMatchObject({
      code: 0,
      msg: 'User banned',
      data: { id: target.id, banned: 1, ban_reason: 'cheating' },
    });
    expect((await harness.stack.api.get('/api/Member/info').set('token', target.token)).body.code).toBe(700);
    const unbanned = await as(admin, 'post', `/api/admin/users/${target.id}/unban`);
    expect(unbanned.body).toMatchObject({ code: 0, msg: 'User unbanned', data: { banned: 0, ban_reason: null } });
    const streamer = await as(admin, 'post', `/api/admin/users/${target.id}/anchor`).send({ is_anchor: true });
    expect(streamer.body).toMatchObject({ code: 0, data: { is_anchor: 1 } });
    expect(
      (await as(admin, 'post', `/api/admin/users/${target.id}/anchor`).send({ is_anchor: 'maybe' })).body.msg,
    ).toBe('Streamer status has the wrong type');
    expect((await as(admin, 'post', '/api/admin/users/2000000000/ban').send({ reason: 'x' })).body.msg).toBe(
      'User not found',
    );
    expect((await as(admin, 'post', '/api/admin/users/abc/ban').send({ reason: 'x' })).body.msg).toBe(
      'ID has the wrong type',
    );
    expect((await as(admin, 'post', '/api/admin/users/-4/ban').send({ reason: 'x' })).body.msg).toBe(
      'ID must be at least 1',
    );
    expect((await as(admin, 'post', '/api/admin/users/1.5/ban').send({ reason: 'x' })).body.msg).toBe(
      'ID has the wrong type',
    );
    expect((await as(admin, 'post', '/api/admin/users/99999999999/ban').send({ reason: 'x' })).body.msg).toBe(
      'ID must be at most 2147483647',
    );
    const self = (await harness.stores.prisma.user.findFirstOrThrow({ where: { role: 'admin' } })).id;
    expect((await as(admin, 'post', `/api/admin/users/${self}/ban`).send({ reason: 'oops' })).body.msg).toBe(
      'ID is not valid',
    );
  });

  it('shows the SMS outbox newest first, filtered by mobile', async () => {
    const mobile = user.mobile;
    await harness.stores.redis.del(`code:cooldown:86${mobile}`);
    await harness.stack.api.post('/api/user/getCode').set('x-forwarded-for', uniqueIp()).send({ mobile });
    const outbox = await as(admin, 'get', '/api/admin/sms/outbox').query({ mobile });
    const rows = outbox.body.data as { mobile: string; code: string; purpose: string; time: string }[];
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.purpose)).toEqual(['login', 'register']);
    expect(rows.every((r) => r.mobile === mobile && /^\d{6}$/.test(r.code))).toBe(true);
    expect(new Date(rows[0].time).getTime()).toBeGreaterThanOrEqual(new Date(rows[1].time).getTime());
    expect((await as(admin, 'get', '/api/admin/sms/outbox').query({ mobile: 'abc' })).body.msg).toBe(
      'The mobile number is not valid',
    );
  });
});
