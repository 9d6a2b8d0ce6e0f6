import { lastCode, registerUser, uniqueMobile } from '../../../test/support/accounts';
import { Stack } from '../../../test/support/stack';
import { accountStack } from '../../../test/support/stacks';

describe('registration and login (user/getCode, user/registered, user/login)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await accountStack();
  });
  afterAll(() => stack.close());

  it('registers by code, logs in at once, then logs in by password', async () => {
    const user = await registerUser(stack);
    const info = await stack.api.get('/api/Member/info').set('token', user.token);
    expect(info.body).toMatchObject({ code: 0, data: { id: user.id, token: user.token, is_anchor: 0, create_time_str: '1' } });
    const login = await stack.api.post('/api/user/login').send({ mobile: user.mobile, password: user.password });
    expect(login.body.code).toBe(0);
    expect(login.body.data.token).not.toBe(user.token);
  });

  it.each([
    ['zh', '请完善信息后再提交', '请输入相同的密码', '验证码发送成功'],
    ['en', 'Please complete the information before submitting', 'Please enter the same password', 'verification code sent successfully'],
    ['vi', 'Vui lòng điền đầy đủ thông tin trước khi gửi', 'Vui lòng nhập cùng một mật khẩu', 'Gửi mã xác minh thành công'],
  ])('speaks the spec messages in %s', async (lang, complete, same, sent) => {
    const mobile = uniqueMobile();
    const missing = await stack.api.post('/api/user/registered').set('lang', lang).send({ mobile });
    expect(missing.body).toEqual({ code: 1, msg: complete, data: null });
    const code = await stack.api.post('/api/user/getCode').set('lang', lang).send({ mobile });
    expect(code.body).toEqual({ code: 0, msg: sent, data: null });
    const mismatch = await stack.api
      .post('/api/user/registered')
      .set('lang', lang)
      .send({ mobile, code: await lastCode(stack, mobile), password: 'secret123', repassword: 'secret124' });
    expect(mismatch.body).toEqual({ code: 1, msg: same, data: null });
  });
});
