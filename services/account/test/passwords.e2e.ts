import { hashToken } from '@arena/shared';
import { lastCode, login, registerUser, uniqueIp, uniqueMobile } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

describe('passwords (user/editPassword, user/updatePassword, Member/paymentPassword)', () => {
  const harness = useStack(accountStack);
  const info = (token: string) => harness.stack.api.get('/api/Member/info').set('token', token);
  const passwordHash = async (id: number) =>
    (await harness.stores.prisma.user.findUniqueOrThrow({ where: { id } })).passwordHash;

  it('resets a forgotten password with a reset code and ends every session (700)', async () => {
    const user = await registerUser(harness.stack);
    const other = await login(harness.stack, user.mobile, user.password);
    await harness.stores.redis.del(`code:cooldown:86${user.mobile}`);
    expect(
      (
        await harness.stack.api
          .post('/api/user/getCode')
          .set('x-forwarded-for', uniqueIp())
          .send({ mobile: user.mobile, purpose: 'reset' })
      ).body.code,
    ).toBe(0);
    const code = await lastCode(harness.stack, user.mobile);
    const edit = (body: object, lang = 'en') =>
      harness.stack.api
        .post('/api/user/editPassword')
        .set('lang', lang)
        .send({ mobile: user.mobile, code, ...body });
    const before = await passwordHash(user.id);
    expect((await edit({ password: 'fresh-pass1' })).body).toEqual({
      code: 1,
      msg: 'Please complete the information before submitting',
      data: null,
    });
    expect((await edit({ password: 'fresh-pass1', repassword: 'fresh-pass2' })).body).toEqual({
      code: 1,
      msg: 'Please enter the same password',
      data: null,
    });
    expect((await edit({ password: 'fresh-pass1', repassword: 'fresh-pass2' }, 'zh')).body.msg).toBe(
      '请输入相同的密码',
    );
    expect((await edit({ password: 'short', repassword: 'short' })).body).toEqual({
      code: 1,
      msg: 'Password must be at least 6 characters',
      data: null,
    });
    expect((await edit({ code: '999999x', password: 'fresh-pass1', repassword: 'fresh-pass1' })).body.msg).toBe(
      'Verification code must be at most 6 characters',
    );
    expect(await passwordHash(user.id)).toBe(before);
    const done = await edit({ password: 'fresh-pass1', repassword: 'fresh-pass1' });
    expect(done.body).toEqual({ code: 0, msg: 'Password changed', data: null });
    expect((await info(user.token)).body.code).toBe(700);
    expect((await info(other)).body.code).toBe(700);
    expect(
      (await harness.stack.api.post('/api/user/login').send({ mobile: user.mobile, password: user.password })).body
        .code,
    ).toBe(1);
    expect(
      (await harness.stack.api.post('/api/user/login').send({ mobile: user.mobile, password: 'fresh-pass1' })).body
        .code,
    ).toBe(0);
    // The code was used up.
    expect((await edit({ password: 'fresh-pass2', repassword: 'fresh-pass2' })).body.msg).toBe(
      'The verification code is wrong or has expired',
    );
    expect(
      (
        await harness.stack.api
          .post('/api/user/editPassword')
          .set('lang', 'en')
          .send({ mobile: uniqueMobile(), code, password: 'abcdef1', repassword: 'abcdef1' })
      ).body.msg,
    ).toBe('This mobile number is not registered yet');
  });

  it('changes the password: other sessions get 700, the current one keeps working', async () => {
    const user = await registerUser(harness.stack);
    const other = await login(harness.stack, user.mobile, user.password);
    const update = (body: object, token = user.token) =>
      harness.stack.api.post('/api/user/updatePassword').set('token', token).set('lang', 'en').send(body);
    expect((await update({ password: 'newpass1', repassword: 'newpass1' })).body.msg).toBe(
      'Please complete the information before submitting',
    );
    expect((await update({ old_password: user.password, password: 'newpass1', repassword: 'newpass2' })).body.msg).toBe(
      'Please enter the same password',
    );
    expect((await update({ old_password: 'wrong-old', password: 'newpass1', repassword: 'newpass1' })).body.msg).toBe(
      'The current password is wrong',
    );
    expect(
      (await update({ old_password: user.password, password: user.password, repassword: user.password })).body.msg,
    ).toBe('The new password must differ from the current one');
    expect(
      (
        await harness.stack.api
          .post('/api/user/updatePassword')
          .send({ old_password: 'a', password: 'newpass1', repassword: 'newpass1' })
      ).body.msg,
    ).toBe('请先登录');
    expect((await update({ old_password: user.password, password: 'newpass1', repassword: 'newpass1' })).body).toEqual({
      code: 0,
      msg: 'Password changed',
      data: null,
    });
    expect((await info(other)).body.code).toBe(700);
    expect((await info(user.token)).body.code).toBe(0);
    const session = await harness.stores.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashToken(other) } });
    expect(session.revokeReason).toBe('password');
    expect(
      (await harness.stack.api.post('/api/user/login').send({ mobile: user.mobile, password: 'newpass1' })).body.code,
    ).toBe(0);
  });

  it('sets a 6-digit payment password; changing it needs the old one', async () => {
    const user = await registerUser(harness.stack);
    const pay = (body: object, lang = 'en') =>
      harness.stack.api.post('/api/Member/paymentPassword').set('token', user.token).set('lang', lang).send(body);
    expect((await pay({})).body.msg).toBe('Please complete the information before submitting');
    for (const bad of ['12345', '1234567', 'abcdef', '12 456', '<b>12</b>']) {
      expect((await pay({ payment_password: bad, repassword: bad })).body).toEqual({
        code: 1,
        msg: 'The payment password must be 6 digits',
        data: null,
      });
    }
    expect((await pay({ payment_password: '123456', repassword: '123450' })).body.msg).toBe(
      'Please enter the same password',
    );
    expect((await pay({ payment_password: '123456', repassword: '123456' })).body).toEqual({
      code: 0,
      msg: 'Payment password saved',
      data: null,
    });
    const first = (await harness.stores.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).paymentPasswordHash;
    expect(first).toMatch(/^\$argon2/);
    expect((await pay({ payment_password: '654321', repassword: '654321' })).body).toEqual({
      code: 1,
      msg: 'Current payment password is required',
      data: null,
    });
    expect(
      (await pay({ payment_password: '654321', repassword: '654321', old_payment_password: '000000' })).body.msg,
    ).toBe('The current password is wrong');
    expect((await harness.stores.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).paymentPasswordHash).toBe(
      first,
    );
    expect(
      (await pay({ payment_password: 654321, repassword: '654321', old_payment_password: '123456' })).body.code,
    ).toBe(0);
    expect(
      (await pay({ payment_password: '111111', repassword: '111111', old_payment_password: '654321' }, 'vi')).body.msg,
    ).toBe('Đã lưu mật khẩu thanh toán');
  });
});
