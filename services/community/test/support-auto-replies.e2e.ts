import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { communityStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { ack, closeAllClients, connect, sleep } from '../../realtime/test/socket-clients';

/** The realtime gateway's messages as its chat socket pages them (`ImMessage` of the protocol). */
interface ImMessage {
  from: string;
  to?: string;
  text: string;
  clientId?: string;
}
/** An automatic reply's client id starts so (`isAutoReply` of the protocol). */
const isAutoReply = (message: ImMessage) => Boolean(message.clientId?.startsWith('auto-reply:'));

/** A seeded streamer of README's list that no other suite logs in as. */
const STREAMER = { mobile: '13900000125', password: 'anchor123' };
const OTHER_STREAMER = { mobile: '13900000126', password: 'anchor123' };

/**
 * user/getKefuInfo (customer service: a private conversation with the seeded support account, which
 * acknowledges at once and which administrators answer as) and member/setAutoReply (a streamer's
 * automatic reply, sent by the chat gateway once per sender within a few hours).
 */
describe('customer service and automatic replies', () => {
  const { stack } = useStack(communityStack);
  afterAll(() => closeAllClients());

  const call = (path: string, token: string | undefined, body: Record<string, unknown> = {}, lang = 'en') => {
    const request = stack.api.post(path).set('lang', lang);
    return (token ? request.set('token', token) : request).send(body);
  };
  const say = (from: TestUser | { token: string }, to: number | string, text: string) =>
    call('/api/chat/sendMsg', from.token, { to: String(to), type: 'text', text });
  /** The conversation of `owner` with `peer`, oldest first, as the owner's chat socket pages it. */
  const history = async (owner: { id: number; userSig: string }, peer: number | string) => {
    const socket = await connect(stack.url('realtime'), '/im', {
      auth: { userId: String(owner.id), userSig: owner.userSig },
    });
    const page = await ack<{ list: ImMessage[] }>(socket, 'history', { peerId: String(peer) });
    socket.close();
    return (page.data?.list ?? []).slice().reverse();
  };
  const session = async (account: { mobile: string; password: string }) => {
    const response = await stack.api.post('/api/user/login').send(account);
    return {
      id: response.body.data.id as number,
      token: response.body.data.token as string,
      userSig: response.body.data.userSig as string,
    };
  };

  it('answers the support account and its hours, acknowledges a message at once, and lets an administrator answer as it', async () => {
    const info = await call('/api/user/getKefuInfo', undefined);
    expect(info.body).toMatchObject({
      code: 0,
      data: {
        im_id: expect.stringMatching(/^\d+$/),
        name: 'Arena 客服',
        avatar: expect.any(String),
        opens_at: '09:00',
        closes_at: '21:00',
        utc_offset: 8,
        is_open: expect.any(Number),
      },
    });
    const supportId = info.body.data.user_id as number;
    const user = await registerUser(stack);
    expect((await say(user, supportId, 'My gift did not arrive')).body.code).toBe(0);
    const acknowledged = await eventually(
      () => history(user, supportId),
      (list) => list.length === 2,
    );
    expect(acknowledged[0]).toMatchObject({ from: String(user.id), text: 'My gift did not arrive' });
    expect(acknowledged[1]).toMatchObject({ from: String(supportId), to: String(user.id) });
    expect(isAutoReply(acknowledged[1])).toBe(true);
    expect(acknowledged[1].text).toContain('customer service');
    // The acknowledgement comes once, not on every message.
    await say(user, supportId, 'It was a rocket');
    await sleep(300);
    expect(await history(user, supportId)).toHaveLength(3);

    const admin = await asAdmin(stack);
    const answered = await call('/api/admin/support/reply', admin, { to: user.id, text: 'Refunded, sorry!' });
    expect(answered.body).toMatchObject({ code: 0, msg: 'Answered as customer service' });
    const after = await history(user, supportId);
    expect(after[after.length - 1]).toMatchObject({ from: String(supportId), text: 'Refunded, sorry!' });
    expect(isAutoReply(after[after.length - 1])).toBe(false);

    expect((await call('/api/admin/support/reply', user.token, { to: user.id, text: 'x' })).body.code).toBe(1);
    const missing = await call('/api/admin/support/reply', admin, { to: user.id }, 'zh');
    expect(missing.body.code).toBe(1);
    const nobody = await call('/api/admin/support/reply', admin, { to: 2_147_483_000, text: 'hello?' });
    expect(nobody.body.code).toBe(1);
  });

  it('lets only a streamer set an automatic reply, checks its text and masks banned words', async () => {
    const viewer = await registerUser(stack);
    expect((await call('/api/member/setAutoReply', viewer.token, { is_open: 1, content: 'hi' })).body).toEqual({
      code: 1,
      msg: 'Only streamers can set an automatic reply',
      data: null,
    });
    expect((await call('/api/member/setAutoReply', undefined, { is_open: 1, content: 'hi' })).body.code).toBe(1);
    const streamer = await session(STREAMER);
    const tooLong = await call('/api/member/setAutoReply', streamer.token, { is_open: 1, content: 'x'.repeat(201) });
    expect(tooLong.body.code).toBe(1);
    expect(tooLong.body.msg).toMatch(/200/);
    expect((await call('/api/member/setAutoReply', streamer.token, { is_open: 'maybe' })).body.code).toBe(1);
    const set = await call('/api/member/setAutoReply', streamer.token, {
      is_open: 1,
      content: 'Thanks! No shit, I read everything after the stream.',
    });
    expect(set.body).toEqual({
      code: 0,
      msg: 'Automatic reply saved',
      data: { is_open: 1, content: 'Thanks! No ****, I read everything after the stream.' },
    });
    const mine = await stack.api.get('/api/community/auto-replies/mine').set('token', streamer.token);
    expect(mine.body.data).toEqual(set.body.data);
    // Turned off, the text stays for next time; turning on without any text is refused.
    const off = await call('/api/member/setAutoReply', streamer.token, { is_open: 0 });
    expect(off.body.data).toEqual({ is_open: 0, content: set.body.data.content });
    const other = await session(OTHER_STREAMER);
    const empty = await call('/api/member/setAutoReply', other.token, { is_open: 1 }, 'vi');
    expect(empty.body).toEqual({ code: 1, msg: 'Hãy nhập nội dung để bật trả lời tự động', data: null });
  });

  it('answers a sender once within the window, and never answers an automatic reply', async () => {
    const [streamer, other] = [await session(STREAMER), await session(OTHER_STREAMER)];
    await call('/api/member/setAutoReply', streamer.token, { is_open: 1, content: 'Back after the match!' });
    await call('/api/member/setAutoReply', other.token, { is_open: 1, content: 'Streaming now, later!' });
    const fan = await registerUser(stack);
    await say(fan, streamer.id, 'hello');
    const answered = await eventually(
      () => history(fan, streamer.id),
      (list) => list.length === 2,
    );
    expect(answered[1]).toMatchObject({ from: String(streamer.id), text: 'Back after the match!' });
    await say(fan, streamer.id, 'are you there?');
    await sleep(300);
    expect(await history(fan, streamer.id)).toHaveLength(3);

    // Two streamers with automatic replies: the one messaged answers once, and that answer is not answered.
    const before = (await history(other, streamer.id)).length;
    await say(other, streamer.id, 'collab next week?');
    const exchanged = await eventually(
      () => history(other, streamer.id),
      (list) => list.length >= before + 2,
    );
    await sleep(300);
    const after = await history(other, streamer.id);
    expect(after.slice(before).map((m) => [m.from, m.text])).toEqual(
      expect.arrayContaining([
        [String(other.id), 'collab next week?'],
        [String(streamer.id), 'Back after the match!'],
      ]),
    );
    expect(after).toHaveLength(exchanged.length);
    expect(after).toHaveLength(before + 2);
    await call('/api/member/setAutoReply', other.token, { is_open: 0 });
  });
});
