import { ADMIN, lastCode, registerUser, uniqueIp, uniqueMobile } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

describe('verification codes (user/getCode)', () => {
  const harness = useStack(accountStack);
  const getCode = (body: object, lang = 'en', ip = uniqueIp()) =>
    harness.stack.api.post('/api/user/getCode').set('lang', lang).set('x-forwarded-for', ip).send(body);

  it.each([
    ['zh', '请完善信息后再提交', '验证码发送成功'],
    ['en', 'Please complete the information before submitting', 'verification code sent successfully'],
    ['vi', 'Vui lòng điền đầy đủ thông tin trước khi gửi', 'Gửi mã xác minh thành công'],
  ])('needs a mobile and says the code was sent, in %s', async (lang, complete, sent) => {
    expect((await getCode({}, lang)).body).toEqual({ code: 1, msg: complete, data: null });
    expect((await getCode({ mobile: '  ' }, lang)).body).toEqual({ code: 1, msg: complete, data: null });
    expect((await getCode({ mobile: uniqueMobile() }, lang)).body).toEqual({ code: 0, msg: sent, data: null });
  });

  it('sends exactly one code for many parallel requests within the 60 s cooldown', async () => {
    const mobile = uniqueMobile();
    const responses = await Promise.all(Array.from({ length: 15 }, () => getCode({ mobile })));
    const sent = responses.filter((r) => r.body.code === 0);
    expect(sent).toHaveLength(1);
    for (const refused of responses.filter((r) => r.body.code !== 0)) {
      expect(refused.body.code).toBe(1);
      expect(refused.body.msg).toMatch(/^A code was sent recently, please wait \d+ seconds before asking again$/);
    }
    expect(await harness.stores.prisma.smsOutbox.count({ where: { mobile } })).toBe(1);
    expect(await harness.stores.prisma.verificationCode.count({ where: { mobile } })).toBe(1);
    // The cooldown lifts after 60 s: forget it and the next request goes out.
    await harness.stores.redis.del(`code:cooldown:86${mobile}`);
    expect((await getCode({ mobile })).body.code).toBe(0);
  });

  it('refuses a register code for a taken mobile and a reset code for an unknown one', async () => {
    expect((await getCode({ mobile: ADMIN.mobile, purpose: 'register' })).body).toEqual({
      code: 1,
      msg: 'This mobile number is already registered',
      data: null,
    });
    expect((await getCode({ mobile: uniqueMobile(), purpose: 'reset' })).body).toEqual({
      code: 1,
      msg: 'This mobile number is not registered yet',
      data: null,
    });
    expect((await getCode({ mobile: uniqueMobile(), purpose: 'steal' })).body).toEqual({
      code: 1,
      msg: 'Purpose must be one of: register, login, reset',
      data: null,
    });
    expect((await getCode({ mobile: uniqueMobile(), country_code: '1' })).body).toEqual({
      code: 1,
      msg: 'Country code must be one of: 84, 86',
      data: null,
    });
    expect((await getCode({ mobile: '12ab' })).body).toEqual({
      code: 1,
      msg: 'The mobile number is not valid',
      data: null,
    });
  });

  it('sends a login code to a known mobile by default and accepts the Vietnamese country code', async () => {
    const user = await registerUser(harness.stack);
    await harness.stores.redis.del(`code:cooldown:86${user.mobile}`);
    expect((await getCode({ mobile: user.mobile })).body.code).toBe(0);
    const [row] = await harness.stores.prisma.smsOutbox.findMany({
      where: { mobile: user.mobile },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(row.purpose).toBe('login');
    const vn = uniqueMobile('09').slice(0, 10);
    expect((await getCode({ mobile: vn, country_code: '+84' })).body.code).toBe(0);
    expect(await harness.stores.prisma.smsOutbox.count({ where: { mobile: vn, countryCode: '84' } })).toBe(1);
  });

  it('caps codes per address per hour', async () => {
    const ip = uniqueIp();
    const results = [];
    for (let i = 0; i < 31; i++) results.push((await getCode({ mobile: uniqueMobile() }, 'en', ip)).body);
    expect(results.slice(0, 30).every((r) => r.code === 0)).toBe(true);
    expect(results[30]).toEqual({ code: 1, msg: 'Too many codes requested, please try again in an hour', data: null });
  });

  it('uses a code once: the second use of the same code fails', async () => {
    const mobile = uniqueMobile();
    await getCode({ mobile });
    const code = await lastCode(harness.stack, mobile);
    const body = { mobile, code, password: 'secret123', repassword: 'secret123' };
    const [a, b] = await Promise.all([
      harness.stack.api.post('/api/user/registered').send(body),
      harness.stack.api.post('/api/user/registered').send(body),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 1]);
    expect(await harness.stores.prisma.user.count({ where: { mobile } })).toBe(1);
  });
});
