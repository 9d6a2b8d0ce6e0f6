import { ADMIN, lastCode, registerUser, uniqueIp, uniqueMobile } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
// The module object itself (a namespace import would be a copy the spy could not reach).
import argon2 from '@node-rs/argon2';

/** The account's limits under real concurrency (parallel requests against the one Postgres and Redis). */
describe('account abuse limits', () => {
  const harness = useStack(accountStack);
  const api = () => harness.stack.api;

  it('lets parallel wrong guesses of a verification code burn at most its 5 attempts, after which even the right code is dead', async () => {
    const mobile = uniqueMobile();
    expect((await api().post('/api/user/getCode').set('x-forwarded-for', uniqueIp()).send({ mobile })).body.code).toBe(
      0,
    );
    const code = await lastCode(harness.stack, mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    const register = (guess: string) =>
      api()
        .post('/api/user/registered')
        .set('lang', 'en')
        .send({ mobile, code: guess, password: 'secret123', repassword: 'secret123' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(wrong)));
    expect(new Set(answers.map((a) => a.body.msg))).toEqual(new Set(['The verification code is wrong or has expired']));
    const row = await harness.stores.prisma.verificationCode.findFirstOrThrow({
      where: { mobile },
      orderBy: { createdAt: 'desc' },
    });
    expect(row.attempts).toBe(5);
    expect((await register(code)).body.code).toBe(1);
    expect(await harness.stores.prisma.user.count({ where: { mobile } })).toBe(0);
  });

  it('locks the old password of a password change after 5 wrong tries an hour, in parallel too', async () => {
    const user = await registerUser(harness.stack);
    const change = (old: string, lang = 'en') =>
      api()
        .post('/api/user/updatePassword')
        .set('token', user.token)
        .set('lang', lang)
        .send({ old_password: old, password: 'another1', repassword: 'another1' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => change('not-it-123')));
    const messages = answers.map((a) => a.body.msg);
    expect(messages.filter((m) => m === 'The current password is wrong')).toHaveLength(5);
    expect(
      messages.filter(
        (m) => m === 'Too many wrong passwords: locked for an hour. Try again later or reset it with a code',
      ),
    ).toHaveLength(7);
    // Locked: the right one is refused too, in the caller's language.
    expect((await change(user.password, 'zh')).body).toEqual({
      code: 1,
      msg: '密码错误次数过多，已锁定，请一小时后再试或通过验证码找回密码',
      data: null,
    });
  });

  it('locks the payment password after 5 wrong tries an hour: changing it and checking it (withdrawals) share the count', async () => {
    const user = await registerUser(harness.stack);
    const set = (body: object, lang = 'en') =>
      api().post('/api/Member/paymentPassword').set('token', user.token).set('lang', lang).send(body);
    expect((await set({ payment_password: '123456', repassword: '123456' })).body.code).toBe(0);
    const wrongChange = () => set({ payment_password: '654321', repassword: '654321', old_payment_password: '111111' });
    const answers = await Promise.all([...Array.from({ length: 4 }, wrongChange), wrongChange()]);
    expect(answers.every((a) => a.body.msg === 'The current password is wrong')).toBe(true);
    // The wallet's check of a withdrawal counts against the same budget: the sixth try is locked.
    const verify = (password: string) =>
      internal(harness.stack, 'account', 'post', '/internal/payment-password/verify')
        .set('lang', 'en')
        .send({ user_id: user.id, payment_password: password });
    const locked = 'Too many wrong payment passwords: locked for an hour. Try again later';
    expect((await verify('123456')).body).toEqual({ code: 1, msg: locked, data: null });
    expect(
      (await set({ payment_password: '654321', repassword: '654321', old_payment_password: '123456' }, 'vi')).body.msg,
    ).toBe('Nhập sai mật khẩu thanh toán quá nhiều lần: bị khóa một giờ. Vui lòng thử lại sau');
  });

  it('limits per address how often a code request may tell that a number is (not) registered', async () => {
    const ip = uniqueIp();
    const getCode = (body: object) =>
      api().post('/api/user/getCode').set('lang', 'en').set('x-forwarded-for', ip).send(body);
    const probes = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        getCode(i % 2 ? { mobile: ADMIN.mobile, purpose: 'register' } : { mobile: uniqueMobile(), purpose: 'reset' }),
      ),
    );
    const messages = probes.map((p) => p.body.msg);
    expect(
      messages.filter(
        (m) => m === 'This mobile number is already registered' || m === 'This mobile number is not registered yet',
      ),
    ).toHaveLength(10);
    expect(messages.filter((m) => /too many/i.test(m))).toHaveLength(4);
    // Another address is not affected.
    expect(
      (
        await api()
          .post('/api/user/getCode')
          .set('lang', 'en')
          .set('x-forwarded-for', uniqueIp())
          .send({ mobile: ADMIN.mobile, purpose: 'register' })
      ).body.msg,
    ).toBe('This mobile number is already registered');
  });

  it('pays the same Argon2 verification to refuse an unknown number as a registered one', async () => {
    const user = await registerUser(harness.stack);
    // The library's real verification, spied on (it still runs): timing is the bench's business, never a test's.
    const verify = jest.spyOn(argon2, 'verify');
    const refuse = async (mobile: string) => {
      verify.mockClear();
      const answer = await api().post('/api/user/login').set('lang', 'en').send({ mobile, password: 'not-it-123' });
      expect(answer.body).toEqual({ code: 1, msg: 'Wrong mobile number or password', data: null });
      expect(verify).toHaveBeenCalledTimes(1);
      const [hash, typed] = verify.mock.calls[0];
      expect(typed).toBe('not-it-123');
      if (typeof hash !== 'string') throw new Error('the password hash is not a string');
      // Same algorithm, memory, passes and lanes: the `$argon2id$v=..$m=..,t=..,p=..$` head of the hash.
      return { head: hash.split('$').slice(0, 4).join('$'), hash };
    };
    try {
      const known = await refuse(user.mobile);
      const unknown = await refuse(uniqueMobile());
      const another = await refuse(uniqueMobile());
      expect(known.head).toMatch(/^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+$/);
      expect(unknown.head).toBe(known.head);
      // The decoy is one fixed hash nobody's password matches, not the user's.
      expect(unknown.hash).not.toBe(known.hash);
      expect(another.hash).toBe(unknown.hash);
    } finally {
      verify.mockRestore();
    }
  });
});
