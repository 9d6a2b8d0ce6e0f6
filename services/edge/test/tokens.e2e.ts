import { hashToken } from '@arena/shared';
import { asAdmin, login, registerUser } from '../../../test/support/accounts';
import { Stack } from '../../../test/support/stack';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const info = (stack: Stack, token: string, lang = 'en') =>
  stack.api.get('/api/Member/info').set('token', token).set('lang', lang);

describe('edge token handling', () => {
  const harness = useStack(accountStack);
  afterAll(async () => {
    delete process.env.SINGLE_SESSION_PER_DEVICE;
  });

  it('answers 50008 for a token nobody issued, in the caller language', async () => {
    const en = await info(harness.stack, 'not-a-real-token');
    expect(en.body).toEqual({ code: 50008, msg: 'Your login is not valid, please log in again', data: null });
    const vi = await info(harness.stack, 'not-a-real-token', 'vi');
    expect(vi.body).toEqual({
      code: 50008,
      msg: 'Thông tin đăng nhập không hợp lệ, vui lòng đăng nhập lại',
      data: null,
    });
    // What a logged-out page sends when it stored nothing is no token at all, not a bad one.
    for (const nothing of ['', ' ', 'null', 'undefined'])
      expect((await harness.stack.api.get('/api/user/avatarList').set('token', nothing)).body.code).toBe(0);
    // A visitor route with a bad token is still refused: the site must learn its token is dead.
    expect((await harness.stack.api.get('/api/user/avatarList').set('token', 'x'.repeat(5000))).body.code).toBe(50008);
  });

  it('answers 50014 once a session outlived its lifetime (the Redis mirror says so)', async () => {
    const user = await registerUser(harness.stack);
    const tokenHash = hashToken(user.token);
    await harness.stores.prisma.session.update({
      where: { tokenHash },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const mirrored = JSON.parse((await harness.stores.redis.get(`session:${tokenHash}`)) as string) as { exp: number };
    await harness.stores.redis.set(`session:${tokenHash}`, JSON.stringify({ ...mirrored, exp: Date.now() - 1000 }));
    expect((await info(harness.stack, user.token)).body).toEqual({
      code: 50014,
      msg: 'Your login has expired, please log in again',
      data: null,
    });
  });

  it('answers 50014 from Postgres when Redis forgot the session, and mirrors live sessions back', async () => {
    const expired = await registerUser(harness.stack);
    const live = await registerUser(harness.stack);
    await harness.stores.prisma.session.update({
      where: { tokenHash: hashToken(expired.token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await harness.stores.redis.del(`session:${hashToken(expired.token)}`, `session:${hashToken(live.token)}`);
    expect((await info(harness.stack, expired.token)).body.code).toBe(50014);
    expect((await info(harness.stack, live.token)).body).toMatchObject({ code: 0, data: { id: live.id } });
    expect(await harness.stores.redis.get(`session:${hashToken(live.token)}`)).toContain(`"uid":${live.id}`);
  });

  it('answers 700 for a signed-out token while the other sessions live on', async () => {
    const user = await registerUser(harness.stack);
    const second = await login(harness.stack, user.mobile, user.password);
    const out = await harness.stack.api.post('/api/Member/SignOut').set('token', user.token).set('lang', 'en');
    expect(out.body).toEqual({ code: 0, msg: 'Signed out', data: null });
    expect((await info(harness.stack, user.token)).body).toEqual({
      code: 700,
      msg: 'Your session has ended, please log in again',
      data: null,
    });
    expect((await harness.stack.api.post('/api/Member/SignOut').set('token', user.token)).body.code).toBe(700);
    expect((await info(harness.stack, second)).body.code).toBe(0);
    // Still 700 when only Postgres remembers it.
    await harness.stores.redis.del(`session:${hashToken(user.token)}`);
    expect((await info(harness.stack, user.token)).body.code).toBe(700);
  });

  it('answers 700 for every session of a banned user', async () => {
    const user = await registerUser(harness.stack);
    const second = await login(harness.stack, user.mobile, user.password);
    const ban = await harness.stack.api
      .post(`/api/admin/users/${user.id}/ban`)
      .set('token', await asAdmin(harness.stack))
      .send({ reason: 'spam' });
    expect(ban.body.code).toBe(0);
    expect((await info(harness.stack, user.token)).body.code).toBe(700);
    expect((await info(harness.stack, second)).body.code).toBe(700);
  });

  it('with SINGLE_SESSION_PER_DEVICE=true, answers 50012 to the older session of the same device only', async () => {
    const user = await registerUser(harness.stack);
    process.env.SINGLE_SESSION_PER_DEVICE = 'true';
    try {
      const pc = await login(harness.stack, user.mobile, user.password);
      const phone = (
        await harness.stack.api
          .post('/api/user/login')
          .send({ mobile: user.mobile, password: user.password, device_type: 'ios' })
      ).body.data.token;
      const newerPc = await login(harness.stack, user.mobile, user.password);
      expect((await info(harness.stack, pc)).body).toEqual({
        code: 50012,
        msg: 'Your account has logged in on another device',
        data: null,
      });
      expect((await info(harness.stack, user.token)).body.code).toBe(50012);
      expect((await info(harness.stack, phone)).body.code).toBe(0);
      expect((await info(harness.stack, newerPc)).body.code).toBe(0);
      // Logins at the same moment on one device never end each other: at least one stays signed in.
      const racing = await Promise.all([1, 2, 3].map(() => login(harness.stack, user.mobile, user.password)));
      const alive = await Promise.all(racing.map(async (token) => (await info(harness.stack, token)).body.code));
      expect(alive).toContain(0);
      expect(alive.every((code) => code === 0 || code === 50012)).toBe(true);
    } finally {
      delete process.env.SINGLE_SESSION_PER_DEVICE;
    }
  });
});
