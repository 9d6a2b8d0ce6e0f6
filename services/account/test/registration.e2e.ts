import { streamKey } from '@arena/shared';
import { ADMIN, lastCode, registerUser, uniqueIp, uniqueMobile } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

describe('registration and login (user/getCode, user/registered, user/login)', () => {
  const harness = useStack(accountStack);
  /** Sends a register code and answers the registration request it allows. */
  async function registerWith(fields: Record<string, unknown>, lang = 'en') {
    const mobile = uniqueMobile();
    await harness.stack.api.post('/api/user/getCode').set('x-forwarded-for', uniqueIp()).send({ mobile });
    const code = await lastCode(harness.stack, mobile);
    const response = await harness.stack.api
      .post('/api/user/registered')
      .set('lang', lang)
      .send({ mobile, code, password: 'secret123', repassword: 'secret123', ...fields });
    return { mobile, response };
  }

  it('registers by code, logs in at once, then logs in by password', async () => {
    const user = await registerUser(harness.stack);
    const info = await harness.stack.api.get('/api/Member/info').set('token', user.token);
    expect(info.body).toMatchObject({
      code: 0,
      data: { id: user.id, token: user.token, is_anchor: 0, create_time_str: '1' },
    });
    const login = await harness.stack.api
      .post('/api/user/login')
      .send({ mobile: user.mobile, password: user.password });
    expect(login.body.code).toBe(0);
    expect(login.body.data.token).not.toBe(user.token);
  });

  it.each([
    ['zh', '请完善信息后再提交', '请输入相同的密码', '验证码发送成功'],
    [
      'en',
      'Please complete the information before submitting',
      'Please enter the same password',
      'verification code sent successfully',
    ],
    [
      'vi',
      'Vui lòng điền đầy đủ thông tin trước khi gửi',
      'Vui lòng nhập cùng một mật khẩu',
      'Gửi mã xác minh thành công',
    ],
  ])('speaks the spec messages in %s', async (lang, complete, same, sent) => {
    const mobile = uniqueMobile();
    const missing = await harness.stack.api.post('/api/user/registered').set('lang', lang).send({ mobile });
    expect(missing.body).toEqual({ code: 1, msg: complete, data: null });
    const code = await harness.stack.api.post('/api/user/getCode').set('lang', lang).send({ mobile });
    expect(code.body).toEqual({ code: 0, msg: sent, data: null });
    const mismatch = await harness.stack.api
      .post('/api/user/registered')
      .set('lang', lang)
      .send({ mobile, code: await lastCode(harness.stack, mobile), password: 'secret123', repassword: 'secret124' });
    expect(mismatch.body).toEqual({ code: 1, msg: same, data: null });
  });

  it('records the inviter of an invitation code and publishes user.registered', async () => {
    const inviter = await registerUser(harness.stack);
    const inviteCode = (await harness.stack.api.get('/api/Member/info').set('token', inviter.token)).body.data
      .invite_code as string;
    const { mobile, response } = await registerWith({ invite: inviteCode.toLowerCase(), device_type: 'h5' });
    expect(response.body).toMatchObject({
      code: 0,
      data: { token: expect.any(String), mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` },
    });
    const created = await harness.stores.prisma.user.findFirstOrThrow({ where: { mobile } });
    expect(created.invitedBy).toBe(inviter.id);
    const events = (await harness.stores.redis.xrange(streamKey('user.registered'), '-', '+')).map(
      ([, fields]) => JSON.parse(fields[1]) as { userId: number; inviterId?: number },
    );
    expect(events).toContainEqual(expect.objectContaining({ userId: created.id, inviterId: inviter.id }));
  });

  it('refuses an unknown invitation code, a taken mobile and a wrong code, leaving no user behind', async () => {
    const unknown = await registerWith({ invite: 'NOPE2345' });
    expect(unknown.response.body).toEqual({ code: 1, msg: 'The invitation code does not exist', data: null });
    expect(await harness.stores.prisma.user.count({ where: { mobile: unknown.mobile } })).toBe(0);
    const taken = await harness.stack.api
      .post('/api/user/registered')
      .set('lang', 'en')
      .send({ mobile: ADMIN.mobile, code: '123456', password: 'secret123', repassword: 'secret123' });
    // Without a valid code, registration does not say whether the number is taken.
    expect(taken.body).toEqual({ code: 1, msg: 'The verification code is wrong or has expired', data: null });
    const mobile = uniqueMobile();
    await harness.stack.api.post('/api/user/getCode').set('x-forwarded-for', uniqueIp()).send({ mobile });
    const code = await lastCode(harness.stack, mobile);
    const wrong = await harness.stack.api
      .post('/api/user/registered')
      .set('lang', 'vi')
      .send({ mobile, code: code === '000000' ? '111111' : '000000', password: 'secret123', repassword: 'secret123' });
    expect(wrong.body).toEqual({ code: 1, msg: 'Mã xác minh không đúng hoặc đã hết hạn', data: null });
    expect((await registerWith({ password: '12345', repassword: '12345' }, 'zh')).response.body).toEqual({
      code: 1,
      msg: '密码至少6个字符',
      data: null,
    });
    expect(await harness.stores.prisma.user.count({ where: { mobile } })).toBe(0);
  });
});
