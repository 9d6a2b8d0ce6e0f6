import { realtimeContracts } from '@arena/contracts';
import { ImConversationItem, ImMessage } from '@arena/protocol';
process.env.IM_SEND_LIMIT = '20';
process.env.IM_SEND_WINDOW_MS = '60000';
process.env.IM_ONLINE_PUSH_MS = '100';
// These tests count every message a member receives: the room's danmaku cap is tested on its own.
process.env.LIVE_DANMAKU_ROOM_RATE = '1000';

import { seedRoomChat } from '@arena/realtime';
import { ServiceClient } from '@arena/shared';
import request from 'supertest';
import { ADMIN, login, registerUser, TestUser } from '../../../test/support/accounts';
import { useStack } from '../../../test/support/use-stack';
import { ack, bootRealtime, socketStack, closeAllClients, connect, next, record, sleep } from './socket-clients';

interface ChatUser extends TestUser {
  sig: string;
}
type Page = { list: ImMessage[]; hasMore: boolean };

/** The chat socket (/im) that replaces the third-party IM: two realtime processes sharing Redis and Postgres. */
describe('chat (/im)', () => {
  const harness = useStack(socketStack);
  const { stack } = harness;
  let second: Awaited<ReturnType<typeof bootRealtime>>;
  const internal = new ServiceClient();

  beforeAll(async () => {
    second = await bootRealtime();
  });
  afterAll(async () => {
    closeAllClients();
    await second.app.close();
  });

  const chatUser = async (): Promise<ChatUser> => {
    const user = await registerUser(stack);
    return { ...user, sig: user.userSig };
  };
  const chat = (url: string, user: ChatUser, lang = 'en') =>
    connect(url, '/im', { auth: { userId: String(user.id), userSig: user.sig, lang } });
  const room = () => `room_${Math.floor(Math.random() * 1e9)}`;

  it('refuses a forged or expired signature and accepts the guest signature of Universal/imTouristAccount', async () => {
    const user = await chatUser();
    await expect(
      connect(stack.url('realtime'), '/im', {
        auth: { userId: String(user.id), userSig: user.sig.replace(/.$/, 'x'), lang: 'en' },
      }),
    ).rejects.toMatchObject({
      message: 'The chat signature is invalid or has expired, please log in again',
      data: { code: 1 },
    });
    const expired = `${Math.floor(Date.now() / 1000) - 1}.${user.sig.split('.').slice(1).join('.')}`;
    await expect(
      connect(stack.url('realtime'), '/im', { auth: { userId: String(user.id), userSig: expired } }),
    ).rejects.toMatchObject({
      message: '聊天签名无效或已过期，请重新登录',
    });
    // Another user's signature does not log in as this user.
    const other = await chatUser();
    const socket = await connect(stack.url('realtime'), '/im', { auth: { lang: 'vi' } });
    expect(await ack(socket, 'login', { userId: String(user.id), userSig: other.sig })).toEqual({
      code: 1,
      msg: 'Chữ ký trò chuyện không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại',
      data: null,
    });
    expect((await ack(socket, 'joinGroup', { groupId: room() })).msg).toBe('Vui lòng đăng nhập trò chuyện trước');

    const guest = (await stack.api.post('/api/Universal/imTouristAccount')).body.data as { id: string; sig: string };
    expect(await ack(socket, 'login', { userId: guest.id, userSig: guest.sig })).toMatchObject({
      code: 0,
      data: { id: guest.id, guest: true },
    });
    const groupId = room();
    expect((await ack(socket, 'joinGroup', { groupId })).code).toBe(0);
    expect(await ack(socket, 'sendGroupMessage', { groupId, type: 'text', text: 'hi' })).toMatchObject({
      code: 1,
      msg: 'Khách không thể gửi tin nhắn, vui lòng đăng nhập',
    });
  });

  it('a chat signature dies with its session: sign-out, password change and ban disconnect its sockets and refuse it afterwards', async () => {
    const disconnected = (socket: Awaited<ReturnType<typeof chat>>) =>
      new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const refused = { message: 'The chat signature is invalid or has expired, please log in again', data: { code: 1 } };
    const asAdmin = (await login(stack, ADMIN.mobile, ADMIN.password)) as string;

    // Sign-out: both processes drop the sockets of that session; the user's other session keeps chatting.
    const user = await chatUser();
    const otherLogin = (await stack.api.post('/api/user/login').send({ mobile: user.mobile, password: user.password }))
      .body.data as { token: string; userSig: string };
    const [here, there, kept] = await Promise.all([
      chat(stack.url('realtime'), user),
      chat(second.url, user),
      chat(second.url, { ...user, sig: otherLogin.userSig }),
    ]);
    const closed = Promise.all([disconnected(here), disconnected(there)]);
    expect((await stack.api.post('/api/Member/SignOut').set('token', user.token)).body.code).toBe(0);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(chat(stack.url('realtime'), user)).rejects.toMatchObject(refused);
    const late = await connect(second.url, '/im', { auth: { lang: 'en' } });
    expect(await ack(late, 'login', { userId: String(user.id), userSig: user.sig })).toMatchObject({
      code: 1,
      msg: refused.message,
    });
    expect(kept.connected).toBe(true);
    expect((await ack(kept, 'joinGroup', { groupId: room() })).code).toBe(0);

    // A password change ends every other session, and their sockets with them.
    const changed = disconnected(kept);
    const fresh = (await stack.api.post('/api/user/login').send({ mobile: user.mobile, password: user.password })).body
      .data as { token: string };
    const update = await stack.api
      .post('/api/user/updatePassword')
      .set('token', fresh.token)
      .send({ old_password: user.password, password: 'another1', repassword: 'another1' });
    expect(update.body.code).toBe(0);
    expect(await changed).toBe('io server disconnect');
    await expect(chat(second.url, { ...user, sig: otherLogin.userSig })).rejects.toMatchObject(refused);

    // A ban ends them all.
    const banned = await chatUser();
    const socket = await chat(second.url, banned);
    const gone = disconnected(socket);
    expect(
      (await stack.api.post(`/api/admin/users/${banned.id}/ban`).set('token', asAdmin).send({ reason: 'spam' })).body
        .code,
    ).toBe(0);
    expect(await gone).toBe('io server disconnect');
    await expect(chat(stack.url('realtime'), banned)).rejects.toMatchObject(refused);
  });

  it('joins a live room group with the spec tips, pushes the online count and fans a message out across processes', async () => {
    const [alice, bob] = await Promise.all([chatUser(), chatUser()]);
    const groupId = room();
    const a = await chat(stack.url('realtime'), alice, 'zh');
    const b = await chat(second.url, bob, 'en');
    // The chat's nick is the account's: set on the account, read again by updateProfile.
    expect(
      (await stack.api.post('/api/member/updateInfo').set('token', alice.token).send({ user_nickname: 'Alice' })).body
        .code,
    ).toBe(0);
    expect(await ack(a, 'updateProfile', { gender: 'female' })).toMatchObject({
      code: 0,
      data: { nick: 'Alice', gender: 'female' },
    });

    expect(await ack(a, 'joinGroup', { groupId })).toMatchObject({
      code: 0,
      data: { status: 'success', tip: '加群成功', online: 1 },
    });
    expect(await ack(a, 'joinGroup', { groupId })).toMatchObject({ data: { status: 'already', tip: '已经是群成员' } });
    const countAtA = next<{ groupId: string; online: number }>(a, 'groupOnline', (p) => p.online === 2);
    expect(await ack(b, 'joinGroup', { groupId })).toMatchObject({
      data: { status: 'success', tip: 'Joined the group successfully', online: 2 },
    });
    expect(await countAtA).toEqual({ groupId, online: 2 });

    // Raw text, stored and delivered as typed: the client renders it as text, so nothing executes.
    const text = '<img src=x onerror=alert(1)> [smile] 进球了';
    const atB = next<ImMessage>(b, 'groupMessage');
    const sent = await ack<ImMessage>(a, 'sendGroupMessage', { groupId, type: 'text', text, clientId: 'c-1' });
    expect(sent).toMatchObject({
      code: 0,
      data: { groupId, text, type: 'text', from: String(alice.id), nick: 'Alice' },
    });
    expect(await atB).toEqual(sent.data);
    // A retry of the same clientId is the same message, not a second one, pushed again: the attempt
    // that stored it may have died before its push (a page drops an id it has).
    const againAtB = next<ImMessage>(b, 'groupMessage');
    expect(
      (await ack<ImMessage>(a, 'sendGroupMessage', { groupId, type: 'text', text, clientId: 'c-1' })).data.id,
    ).toBe(sent.data.id);
    expect((await againAtB).id).toBe(sent.data.id);
    // A line stored by a process killed before it pushed (no push at all): its retry is the room's push.
    await harness.stores.prisma.imGroupMessage.create({
      data: { groupId, senderId: String(alice.id), clientId: 'c-2', type: 'text', text: 'stored, never pushed' },
    });
    const orphanAtB = next<ImMessage>(b, 'groupMessage');
    const retried = await ack<ImMessage>(a, 'sendGroupMessage', { groupId, type: 'text', text: 'x', clientId: 'c-2' });
    expect(await orphanAtB).toEqual(retried.data);
    expect(retried.data.text).toBe('stored, never pushed');
    const history = await ack<Page>(b, 'groupHistory', { groupId });
    expect(history.data.list.map((m) => m.text)).toEqual(['stored, never pushed', text]);

    const countDrop = next<{ online: number }>(a, 'groupOnline', (p) => p.online === 1);
    b.close();
    expect(await countDrop).toEqual({ groupId, online: 1 });
  });

  it("seeds a recent conversation in each live room, its senders named, once; an offline room's stays empty", async () => {
    const viewer = await chatUser();
    // Accounts of their own (no profile yet), as the account seed's are on a fresh database.
    const base = 1_900_000_000 + Math.floor(Math.random() * 1e7) * 3;
    const chatters = [0, 1, 2].map((n) => ({
      id: base + n,
      nickname: `Seeded ${n}`,
      avatar: `/uploads/avatars/${n + 1}.svg`,
    }));
    const streamer = chatters[1];
    const live = { id: base, streamerId: streamer.id, type: 1, live: true };
    const offline = { ...live, id: base + 1, live: false };
    await seedRoomChat(harness.stores.prisma, chatters, [live, offline]);
    await seedRoomChat(harness.stores.prisma, chatters, [live, offline]);

    const socket = await chat(stack.url('realtime'), viewer);
    const history = (await ack<Page>(socket, 'groupHistory', { groupId: `room_${live.id}` })).data.list;
    expect(history).toHaveLength(8);
    expect(new Set(history.map((m) => m.text)).size).toBe(8);
    // Never the room's own streamer; named from the seeded profiles, newest first.
    expect(history.every((m) => m.from !== String(streamer.id) && ['Seeded 0', 'Seeded 2'].includes(m.nick))).toBe(
      true,
    );
    expect(history.map((m) => m.time)).toEqual([...history.map((m) => m.time)].sort((a, b) => b - a));
    expect((await ack<Page>(socket, 'groupHistory', { groupId: `room_${offline.id}` })).data.list).toEqual([]);
  });

  it('refuses muted and shielded users (internal endpoints), over-long, empty and too frequent messages', async () => {
    const [carol, dave] = await Promise.all([chatUser(), chatUser()]);
    const groupId = room();
    const c = await chat(second.url, carol);
    const d = await chat(stack.url('realtime'), dave);
    await ack(c, 'joinGroup', { groupId });
    await ack(d, 'joinGroup', { groupId });
    const daveSaw = record<ImMessage>(d, 'groupMessage');

    // Only services may mute: the public cannot reach the endpoint.
    const anonymous = await request(stack.url('realtime'))
      .post('/internal/im-restrictions')
      .send({ groupId, userId: carol.id, kind: 'mute' });
    expect(anonymous.body.code).toBe(1);
    await internal.call(realtimeContracts.restrict, { groupId, userId: carol.id, kind: 'mute', seconds: 600 });
    expect(await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: 'hello' })).toEqual({
      code: 1,
      msg: 'You have been muted in this room',
      data: null,
    });
    expect(await internal.call(realtimeContracts.restrictions, { groupId })).toMatchObject([
      { userId: String(carol.id), kind: 'mute' },
    ]);
    await internal.call(realtimeContracts.liftRestriction, { groupId, userId: carol.id, kind: 'mute' });
    expect((await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: 'free again' })).code).toBe(0);

    await internal.call(realtimeContracts.restrict, { groupId, userId: String(carol.id), kind: 'shield' });
    expect((await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: 'x' })).msg).toBe(
      'You have been blocked in this room',
    );
    await internal.call(realtimeContracts.liftRestriction, { groupId, userId: carol.id, kind: 'shield' });
    // An elapsed mute no longer counts.
    await internal.call(realtimeContracts.restrict, { groupId, userId: carol.id, kind: 'mute', seconds: 1 });
    await sleep(1100);
    expect((await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: 'after the mute' })).code).toBe(0);

    expect(await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: 'x'.repeat(101) })).toEqual({
      code: 1,
      msg: 'A message may have at most 100 characters',
      data: null,
    });
    expect((await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: '\n\n ' })).msg).toBe(
      'The message is empty',
    );
    expect(
      (await ack(c, 'sendGroupMessage', { groupId, type: 'image', image: { url: 'javascript:alert(1)' } })).code,
    ).toBe(1);
    expect((await ack(c, 'sendGroupMessage', { groupId: 'room_0', type: 'text', text: 'not joined' })).msg).toBe(
      'Join the group before sending messages',
    );

    let sent = 2;
    while (sent < 20) {
      expect((await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: `n${sent}` })).code).toBe(0);
      sent += 1;
    }
    expect(await ack(c, 'sendGroupMessage', { groupId, type: 'text', text: 'one too many' })).toEqual({
      code: 1,
      msg: 'You are sending messages too fast, please wait a moment',
      data: null,
    });
    await sleep(100);
    expect(daveSaw.map((m) => m.text)).not.toContain('hello');
    expect(daveSaw).toHaveLength(20);
    const first = await ack<Page>(d, 'groupHistory', { groupId });
    expect(first.data.list).toHaveLength(15);
    expect(first.data.hasMore).toBe(true);
    const rest = await ack<Page>(d, 'groupHistory', { groupId, beforeId: first.data.list[14].id });
    expect(rest.data).toMatchObject({ hasMore: false });
    expect(rest.data.list.map((m) => m.text)).toEqual(['n4', 'n3', 'n2', 'after the mute', 'free again']);
  });

  it('keeps private messages with history, conversations and unread counts, over the socket and chat/sendMsg', async () => {
    const [erin, frank] = await Promise.all([chatUser(), chatUser()]);
    const e = await chat(stack.url('realtime'), erin);
    const f = await chat(second.url, frank);
    // Nick and avatar are the account's: a name or picture a client sends is not taken.
    expect(
      (await stack.api.post('/api/member/updateInfo').set('token', erin.token).send({ user_nickname: 'Erin' })).body
        .code,
    ).toBe(0);
    for (const borrowed of [{ nick: 'Admin' }, { nick: '<b>Erin</b>', avatar: 'javascript:alert(1)' }])
      expect(await ack(e, 'updateProfile', borrowed)).toMatchObject({
        code: 0,
        data: { nick: 'Erin', avatar: expect.not.stringContaining('javascript') },
      });
    expect(await ack(e, 'updateProfile', { nick: 'Erin\u0000' })).toMatchObject({
      code: 1,
      msg: expect.stringMatching(/must not contain control characters$/),
    });
    // Nobody receives a message to a user that does not exist, over the socket or chat/sendMsg.
    expect(await ack(e, 'sendMessage', { to: '2147483000', type: 'text', text: 'anyone?' })).toEqual({
      code: 1,
      msg: 'This user does not exist',
      data: null,
    });
    const nobody = await stack.api
      .post('/api/chat/sendMsg')
      .set('token', erin.token)
      .set('lang', 'en')
      .send({ to: '2147483000', type: 'text', text: 'anyone?' });
    expect(nobody.body).toEqual({ code: 1, msg: 'This user does not exist', data: null });

    const live = next<ImMessage>(f, 'privateMessage');
    const unread = next<{ unread: number; unreadTotal: number }>(f, 'unread');
    const sent = await ack<ImMessage>(e, 'sendMessage', { to: String(frank.id), type: 'text', text: 'hi [微笑]' });
    expect(sent).toMatchObject({
      code: 0,
      data: { from: String(erin.id), to: String(frank.id), nick: 'Erin', text: 'hi [微笑]' },
    });
    expect(await live).toEqual(sent.data);
    expect(await unread).toEqual({ peerId: String(erin.id), unread: 1, unreadTotal: 1 });

    const card = { type: 10001, id: erin.id, name: 'Erin', avatar: 'https://cdn.example/e.png' };
    expect((await ack(e, 'sendMessage', { to: frank.id, type: 'custom', custom: card })).data).toMatchObject({
      type: 'custom',
      payload: card,
    });
    expect(
      (
        await ack(e, 'sendMessage', {
          to: frank.id,
          type: 'image',
          image: { url: '/uploads/chat/a.png', width: 20, height: 10 },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await ack(e, 'sendMessage', {
          to: frank.id,
          type: 'file',
          file: { url: 'https://cdn.example/r.pdf', name: 'r.pdf', size: 3 },
        })
      ).code,
    ).toBe(0);
    expect((await ack(e, 'sendMessage', { to: erin.id, type: 'text', text: 'me' })).msg).toBe(
      'You cannot message yourself',
    );

    // Over HTTP through the edge: chat/sendMsg.
    const viaHttp = await stack.api
      .post('/api/chat/sendMsg')
      .set('token', frank.token)
      .send({ to: erin.id, type: 'text', text: 'answer' });
    expect(viaHttp.body).toMatchObject({
      code: 0,
      data: { from: String(frank.id), to: String(erin.id), text: 'answer' },
    });
    expect(
      (
        await stack.api
          .post('/api/chat/sendMsg')
          .set('lang', 'en')
          .set('token', frank.token)
          .send({ to: erin.id, type: 'text' })
      ).body,
    ).toEqual({
      code: 1,
      msg: 'Message text is required',
      data: null,
    });
    expect(
      (await stack.api.post('/api/chat/sendMsg').send({ to: erin.id, type: 'text', text: 'anonymous' })).body.code,
    ).not.toBe(0);

    const conversations = await ack<{ list: ImConversationItem[]; unreadTotal: number }>(f, 'conversations');
    expect(conversations.data).toMatchObject({
      unreadTotal: 4,
      list: [{ peerId: String(erin.id), nick: 'Erin', unread: 4, lastMessage: { text: 'answer' } }],
    });
    const erinSide = await ack<{ list: ImConversationItem[]; unreadTotal: number }>(e, 'conversations');
    expect(erinSide.data).toMatchObject({ unreadTotal: 1, list: [{ peerId: String(frank.id), unread: 1 }] });
    await ack(f, 'markRead', { peerId: erin.id });
    expect((await ack<{ unreadTotal: number }>(f, 'conversations')).data.unreadTotal).toBe(0);

    for (let i = 0; i < 13; i += 1) await ack(e, 'sendMessage', { to: frank.id, type: 'text', text: `m${i}` });
    const page = await ack<Page>(f, 'history', { peerId: erin.id });
    expect(page.data.list).toHaveLength(15);
    expect(page.data.list[0].text).toBe('m12');
    const older = await ack<Page>(f, 'history', { peerId: erin.id, beforeId: page.data.list[14].id });
    expect(older.data.list.map((m) => m.type)).toEqual(['image', 'custom', 'text']);
    expect(older.data.hasMore).toBe(false);
  });

  it('resumes after a dropped connection and loses nothing acknowledged when a process dies', async () => {
    const [gina, hank] = await Promise.all([chatUser(), chatUser()]);
    const extra = await bootRealtime();
    const g = await chat(extra.url, gina);
    const h = await chat(second.url, hank);
    const groupId = room();
    await ack(h, 'joinGroup', { groupId });
    await ack(g, 'joinGroup', { groupId });

    // Hank's connection drops; the handshake auth logs him in again and he is in his group again:
    // still (the connection state recovered, having had a push) or by joining it anew.
    const back = new Promise((resolve) => h.io.once('reconnect', resolve));
    h.io.engine.close();
    await ack(g, 'sendMessage', { to: hank.id, type: 'text', text: 'while you were away' });
    await back;
    expect((await ack<{ unreadTotal: number }>(h, 'conversations')).data.unreadTotal).toBe(1);
    expect(['success', 'already']).toContain((await ack<{ status: string }>(h, 'joinGroup', { groupId })).data.status);
    const live = next<ImMessage>(h, 'privateMessage');
    await ack(g, 'sendMessage', { to: hank.id, type: 'text', text: 'welcome back' });
    expect((await live).text).toBe('welcome back');

    // Gina's process dies right after acknowledging: the message is in the history the other process serves.
    const acked = await ack<ImMessage>(g, 'sendGroupMessage', { groupId, type: 'text', text: 'last words' });
    g.io.opts.reconnection = false;
    await extra.app.close();
    const history = await ack<Page>(h, 'groupHistory', { groupId });
    expect(history.data.list[0]).toMatchObject({ id: acked.data.id, text: 'last words' });
  });
});
