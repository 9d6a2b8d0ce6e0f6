import { asAdmin, lastCode, registerUser, uniqueIp, uniqueMobile } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

describe('login (user/login)', () => {
  const harness = useStack(accountStack);
  const login = (body: object, lang = 'en') => harness.stack.api.post('/api/user/login').set('lang', lang).send(body);

  it.each([
    ['zh', '请完善信息后再提交'],
    ['en', 'Please complete the information before submitting'],
    ['vi', 'Vui lòng điền đầy đủ thông tin trước khi gửi'],
  ])('needs mobile and password, or mobile and code (%s)', async (lang, complete) => {
    for (const body of [
      {},
      { mobile: '13800000001' },
      { password: 'viewer123' },
      { code: '123456' },
      { mobile: '', password: 'x' },
    ]) {
      expect((await login(body, lang)).body).toEqual({ code: 1, msg: complete, data: null });
    }
  });

  it('logs a seeded viewer in by password and answers the stored user', async () => {
    const response = await login({ mobile: '13800000001', password: 'viewer123', device_type: 'pc' });
    expect(response.body).toMatchObject({
      code: 0,
      data: {
        token: expect.any(String),
        id: expect.any(Number),
        user_nickname: '绿茵看客',
        mobile: '138****0001',
        is_anchor: 0,
        gold: '0',
        userSig: expect.any(String),
      },
    });
    expect((await login({ mobile: '13800000001', password: 'wrong-one' })).body).toEqual({
      code: 1,
      msg: 'Wrong mobile number or password',
      data: null,
    });
    expect((await login({ mobile: uniqueMobile(), password: 'whatever' })).body).toEqual({
      code: 1,
      msg: 'Wrong mobile number or password',
      data: null,
    });
    expect((await login({ mobile: '13800000001', password: 'viewer123', device_type: 'toaster' })).body.msg).toBe(
      'Device type must be one of: pc, h5, android, ios',
    );
  });

  it('logs in by SMS code, once per code', async () => {
    const user = await registerUser(harness.stack);
    await harness.stores.redis.del(`code:cooldown:86${user.mobile}`);
    expect(
      (
        await harness.stack.api
          .post('/api/user/getCode')
          .set('x-forwarded-for', uniqueIp())
          .send({ mobile: user.mobile })
      ).body.code,
    ).toBe(0);
    const code = await lastCode(harness.stack, user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login({ mobile: user.mobile, code: wrong })).body).toEqual({
      code: 1,
      msg: 'The verification code is wrong or has expired',
      data: null,
    });
    const ok = await login({ mobile: user.mobile, code });
    expect(ok.body).toMatchObject({ code: 0, data: { id: user.id } });
    expect((await login({ mobile: user.mobile, code })).body.code).toBe(1);
    expect((await login({ mobile: uniqueMobile(), code })).body).toEqual({
      code: 1,
      msg: 'This mobile number is not registered yet',
      data: null,
    });
  });

  it('burns a code after five wrong guesses', async () => {
    const user = await registerUser(harness.stack);
    await harness.stores.redis.del(`code:cooldown:86${user.mobile}`);
    await harness.stack.api.post('/api/user/getCode').set('x-forwarded-for', uniqueIp()).send({ mobile: user.mobile });
    const code = await lastCode(harness.stack, user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login({ mobile: user.mobile, code: wrong })).body.code).toBe(1);
    expect((await login({ mobile: user.mobile, code })).body).toEqual({
      code: 1,
      msg: 'The verification code is wrong or has expired',
      data: null,
    });
  });

  it('locks password login after 100 failures in an hour, even when they arrive at once', async () => {
    const user = await registerUser(harness.stack);
    const attempts = await Promise.all(
      Array.from({ length: 110 }, () => login({ mobile: user.mobile, password: 'not-it-123' })),
    );
    const messages = attempts.map((r) => r.body.msg as string);
    expect(messages.filter((m) => m === 'Wrong mobile number or password')).toHaveLength(100);
    const locked = 'Too many failed logins: this account is locked for an hour. Try again later or log in with a code';
    expect(messages.filter((m) => m === locked)).toHaveLength(10);
    // The right password is refused too while locked, in every language.
    expect((await login({ mobile: user.mobile, password: user.password })).body).toEqual({
      code: 1,
      msg: locked,
      data: null,
    });
    expect((await login({ mobile: user.mobile, password: user.password }, 'zh')).body.msg).toBe(
      '登录失败次数过多，账号已锁定，请一小时后再试或通过验证码登录',
    );
    expect(await harness.stores.prisma.session.count({ where: { userId: user.id } })).toBe(1);
    // The window rolls: once the oldest failure is over an hour old, one more attempt is possible.
    const key = `login:failures:${user.id}`;
    const [oldest] = await harness.stores.redis.zrange(key, '0', '0');
    await harness.stores.redis.zadd(key, Date.now() - 3_600_001, oldest);
    expect((await login({ mobile: user.mobile, password: user.password })).body.code).toBe(0);
    expect((await login({ mobile: user.mobile, password: 'not-it-123' })).body.msg).toBe(
      'Wrong mobile number or password',
    );
    expect((await login({ mobile: user.mobile, password: 'not-it-123' })).body.msg).toBe(locked);
    // Another account is not affected.
    expect((await login({ mobile: '13800000002', password: 'viewer123' })).body.code).toBe(0);
  }, 30_000);

  it('refuses a banned user with the reason, and lets them in again once unbanned', async () => {
    const user = await registerUser(harness.stack);
    const admin = await asAdmin(harness.stack);
    await harness.stack.api.post(`/api/admin/users/${user.id}/ban`).set('token', admin).send({ reason: 'abuse' });
    expect((await login({ mobile: user.mobile, password: user.password })).body).toEqual({
      code: 1,
      msg: 'This account has been banned. Reason: abuse',
      data: null,
    });
    expect((await login({ mobile: user.mobile, password: user.password }, 'vi')).body.msg).toBe(
      'Tài khoản đã bị khóa. Lý do: abuse',
    );
    await harness.stack.api.post(`/api/admin/users/${user.id}/unban`).set('token', admin);
    expect((await login({ mobile: user.mobile, password: user.password })).body.code).toBe(0);
  });
});
