import { asAdmin, registerUser } from '../../../test/support/accounts';
import { communityStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { PDF, PNG, uploaded } from './community-support';

describe('community feedback (Universal/feedback)', () => {
  const { stack } = useStack(communityStack);

  it("keeps a user's feedback with screenshots and a contact; administrators list it, newest first", async () => {
    const user = await registerUser(stack);
    const shot = await uploaded(stack, user, PNG(), 'screen.png');
    const sent = await stack.api
      .post('/api/Universal/feedback')
      .set('token', user.token)
      .set('lang', 'en')
      .send({ content: 'The <i>score</i> froze', images: [shot], contact: 'qq 12345' });
    expect(sent.body).toEqual({
      code: 0,
      msg: 'Thank you for your feedback, we will look at it soon',
      data: { id: expect.any(Number) },
    });
    const admin = await asAdmin(stack);
    const list = await stack.api.get('/api/admin/feedback').set('token', admin);
    expect(list.body.data.list[0]).toMatchObject({
      id: sent.body.data.id,
      uid: user.id,
      content: 'The <i>score</i> froze',
      images: [shot],
      contact: 'qq 12345',
    });
    const notAdmin = await stack.api.get('/api/admin/feedback').set('token', user.token);
    expect(notAdmin.body.code).not.toBe(0);
  });

  it('refuses empty text, too many or wrong screenshots, and visitors', async () => {
    const user = await registerUser(stack);
    const send = (body: Record<string, unknown>, lang = 'en') =>
      stack.api.post('/api/Universal/feedback').set('token', user.token).set('lang', lang).send(body);
    expect((await send({ content: '  ' })).body).toEqual({ code: 1, msg: 'Content is required', data: null });
    expect((await send({ content: 'x'.repeat(501) })).body.msg).toBe('Content must be at most 500 characters');
    const png = await uploaded(stack, user, PNG(), 'a.png');
    expect((await send({ content: 'five', images: [png, png, png, png, png] }, 'zh')).body).toEqual({
      code: 1,
      msg: '最多只能上传4张图片',
      data: null,
    });
    const pdf = await uploaded(stack, user, PDF(), 'a.png', 'file');
    expect((await send({ content: 'pdf', images: [pdf] })).body).toEqual({
      code: 1,
      msg: 'Image 1 must be a png or jpg picture',
      data: null,
    });
    const guest = await stack.api.post('/api/Universal/feedback').set('lang', 'vi').send({ content: 'hello' });
    expect(guest.body).toEqual({ code: 1, msg: 'Vui lòng đăng nhập trước', data: null });
  });
});
