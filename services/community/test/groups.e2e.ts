import { accountContracts } from '@arena/contracts';
import { Envelope, ImGroupChatItem, ImMessage } from '@arena/protocol';
import { ServiceClient } from '@arena/shared';
import { io, Socket } from 'socket.io-client';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { Stack } from '../../../test/support/stack';
import { communityStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const sockets: Socket[] = [];

/** A user's chat socket (/im), logged in with the signature their session was given. */
function chat(stack: Stack, user: TestUser): Promise<Socket> {
  const socket = io(`${stack.url('realtime')}/im`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const ack = <T>(socket: Socket, event: string, payload: unknown = {}) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Envelope<T>>;
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('groups and people (group/*)', () => {
  const { stack } = useStack(communityStack);
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  const post = (user: TestUser | undefined, path: string, body: Record<string, unknown> = {}, lang = 'en') => {
    const call = stack.api.post(`/api/group/${path}`).set('lang', lang);
    return (user ? call.set('token', user.token) : call).send(body).then((response) => response.body);
  };
  const follow = (user: TestUser, other: TestUser) =>
    stack.api.post('/api/Member/attention').set('token', user.token).send({ anchor_id: other.id });
  const nick = async (user: TestUser, nickname: string) => {
    const response = await stack.api
      .post('/api/member/updateInfo')
      .set('token', user.token)
      .send({ user_nickname: nickname });
    if (response.body.code !== 0) throw new Error(JSON.stringify(response.body));
  };

  it('creates a group chat whose members alone read and write it, live and in history, with unread counts', async () => {
    const [owner, friend, stranger] = await Promise.all([
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
    ]);
    const [ownerSocket, friendSocket, strangerSocket] = await Promise.all(
      [owner, friend, stranger].map((user) => chat(stack, user)),
    );
    const told = next<{ groupId: string; change: string }>(friendSocket, 'groupChatChanged');
    const created = await post(owner, 'addgroup', { name: '  Derby night  ', uids: [friend.id] });
    expect(created).toMatchObject({
      code: 0,
      msg: 'Group chat created',
      data: {
        name: 'Derby night',
        owner_id: owner.id,
        is_owner: true,
        is_member: true,
        member_count: 2,
        member_ids: [owner.id, friend.id],
        members: [{ id: owner.id }, { id: friend.id }],
      },
    });
    const groupId = created.data.group_id as string;
    expect(await told).toEqual({ groupId, change: 'joined' });

    // The friend receives the message without joining the group's room; the stranger cannot post, read or join.
    const pushed = next<ImMessage>(friendSocket, 'groupMessage');
    const sent = await ack<ImMessage>(ownerSocket, 'sendGroupMessage', {
      groupId,
      type: 'text',
      text: '<b>kick-off</b>',
    });
    expect(sent.data).toMatchObject({ groupId, from: String(owner.id), text: '<b>kick-off</b>' });
    expect(await pushed).toMatchObject({ id: sent.data.id, text: '<b>kick-off</b>' });
    for (const [event, payload] of [
      ['sendGroupMessage', { groupId, type: 'text', text: 'let me in' }],
      ['groupHistory', { groupId }],
      ['joinGroup', { groupId }],
    ] as const)
      expect(await ack(strangerSocket, event, payload)).toEqual({
        code: 1,
        msg: 'You are not a member of this group chat',
        data: null,
      });

    const chats = await ack<{ list: ImGroupChatItem[]; unreadTotal: number }>(friendSocket, 'groupChats');
    expect(chats.data.list).toEqual([
      expect.objectContaining({ groupId, name: 'Derby night', unread: 1, memberCount: 2, ownerId: String(owner.id) }),
    ]);
    expect(chats.data.list[0]!.lastMessage).toMatchObject({ id: sent.data.id });
    await ack(friendSocket, 'markGroupRead', { groupId });
    expect((await ack<{ unreadTotal: number }>(friendSocket, 'groupChats')).data.unreadTotal).toBe(0);
    const history = await ack<{ list: ImMessage[] }>(friendSocket, 'groupHistory', { groupId });
    expect(history.data.list.map((message) => message.text)).toEqual(['<b>kick-off</b>']);

    // The address book lists the group for both members.
    const book = await post(friend, 'addressBook');
    expect(book.data.groups.map((group: { group_id: string }) => group.group_id)).toContain(groupId);
  });

  it('lets members add people, a user join a public group alone, members leave and only the owner destroy', async () => {
    const [owner, member, newcomer, outsider, joiner] = await Promise.all(
      Array.from({ length: 5 }, () => registerUser(stack)),
    );
    const created = await post(owner, 'addgroup', { name: 'Open terrace', uids: `${member.id}`, is_public: true });
    const groupId = created.data.group_id as string;

    // A member adds; someone outside may not add others, nor themself to a private group.
    const added = await post(member, 'addGroupUser', { group_id: groupId, uids: [newcomer.id] });
    expect(added).toMatchObject({ code: 0, data: { member_count: 3 } });
    expect(await post(outsider, 'addGroupUser', { group_id: groupId, uids: [joiner.id] })).toEqual({
      code: 1,
      msg: 'You are not a member of this group chat',
      data: null,
    });
    const recommended = await post(joiner, 'getRecommendGroupList', { limit: 50 });
    expect(recommended.data.list.map((group: { group_id: string }) => group.group_id)).toContain(groupId);
    const joined = await post(joiner, 'addGroupUser', { group_id: groupId, uids: [joiner.id] });
    expect(joined).toMatchObject({ code: 0, data: { is_member: true, member_count: 4 } });
    const mine = await post(joiner, 'getRecommendGroupList', { limit: 50 });
    expect(mine.data.list.map((group: { group_id: string }) => group.group_id)).not.toContain(groupId);
    const privateGroup = (await post(owner, 'addgroup', { name: 'Just us', uids: [] })).data.group_id as string;
    expect((await post(outsider, 'addGroupUser', { group_id: privateGroup, uids: [outsider.id] })).code).toBe(1);

    // A member leaves (no longer a member); the owner leaving destroys it for everyone, who are told.
    const memberSocket = await chat(stack, member);
    expect(await post(newcomer, 'destroyGroupNew', { group_id: groupId })).toEqual({
      code: 0,
      msg: 'You left the group chat',
      data: { group_id: groupId, destroyed: false },
    });
    expect((await post(newcomer, 'destroyGroupNew', { group_id: groupId })).msg).toBe(
      'You are not a member of this group chat',
    );
    const told = next<{ groupId: string; change: string }>(memberSocket, 'groupChatChanged');
    expect(await post(owner, 'destroyGroupNew', { group_id: groupId }, 'zh')).toEqual({
      code: 0,
      msg: '群聊已解散',
      data: { group_id: groupId, destroyed: true },
    });
    expect(await told).toEqual({ groupId, change: 'destroyed' });
    expect(await post(member, 'addGroupUser', { group_id: groupId, uids: [outsider.id] })).toEqual({
      code: 1,
      msg: 'The group does not exist',
      data: null,
    });
    expect((await post(member, 'addressBook')).data.groups).toEqual([]);
  });

  it('refuses an empty name, unknown users, too many members, bad group ids and visitors', async () => {
    const [owner, other] = await Promise.all([registerUser(stack), registerUser(stack)]);
    expect(await post(owner, 'addgroup', { name: '   ', uids: [other.id] })).toEqual({
      code: 1,
      msg: expect.stringMatching(/name/i),
      data: null,
    });
    expect(await post(owner, 'addgroup', { name: 'x'.repeat(31) })).toMatchObject({ code: 1 });
    expect(await post(owner, 'addgroup', { name: 'Ghosts', uids: [other.id, 2_000_000_000] }, 'vi')).toEqual({
      code: 1,
      msg: 'Người dùng 2000000000 không tồn tại',
      data: null,
    });
    expect(
      await post(owner, 'addgroup', { name: 'Crowd', uids: Array.from({ length: 501 }, (_, i) => i + 1) }),
    ).toEqual({ code: 1, msg: 'Choose at most 500 users at a time', data: null });
    // More than the group may hold (200 by default): refused by the gateway that owns the limit.
    const many = await Promise.all(Array.from({ length: 3 }, () => registerUser(stack)));
    const group = (await post(owner, 'addgroup', { name: 'Small', uids: [other.id] })).data.group_id as string;
    process.env.IM_GROUP_CHAT_MAX_MEMBERS = '4';
    try {
      expect(await post(owner, 'addGroupUser', { group_id: group, uids: many.map((user) => user.id) })).toEqual({
        code: 1,
        msg: 'A group chat can have at most 4 members',
        data: null,
      });
    } finally {
      delete process.env.IM_GROUP_CHAT_MAX_MEMBERS;
    }
    expect(await post(owner, 'addGroupUser', { group_id: group, uids: [] })).toEqual({
      code: 1,
      msg: 'Choose the users to add',
      data: null,
    });
    expect(await post(owner, 'addGroupUser', { group_id: 'room_1', uids: [other.id] })).toEqual({
      code: 1,
      msg: 'This group chat does not exist',
      data: null,
    });
    expect(await post(undefined, 'addressBook', {}, 'en')).toMatchObject({ code: 1 });
    expect(await post(undefined, 'getSearchUserList', { keyword: 'a' })).toMatchObject({ code: 1 });
  });

  it('tells following, follower, mutual and none apart, and lists the address book both ways', async () => {
    const [me, idol, fan, friend, nobody] = await Promise.all(Array.from({ length: 5 }, () => registerUser(stack)));
    await follow(me, idol);
    await follow(fan, me);
    await follow(me, friend);
    await follow(friend, me);
    const relations = await post(me, 'crossCorrelation', { uids: `${idol.id},${fan.id},${friend.id},${nobody.id}` });
    expect(relations).toEqual({
      code: 0,
      msg: '',
      data: [
        { id: idol.id, relation: 'following', is_attention: 1 },
        { id: fan.id, relation: 'follower', is_attention: 0 },
        { id: friend.id, relation: 'mutual', is_attention: 1 },
        { id: nobody.id, relation: 'none', is_attention: 0 },
      ],
    });
    expect((await post(me, 'crossCorrelation', { uids: [1_999_999_999] })).msg).toBe('User 1999999999 does not exist');
    expect((await post(me, 'crossCorrelation', {})).msg).toBe('Choose the users to add');
    const book = (await post(me, 'addressBook')).data;
    expect(book.following.map((p: { id: number }) => p.id).sort()).toEqual([idol.id, friend.id].sort());
    expect(book.followers.map((p: { id: number }) => p.id).sort()).toEqual([fan.id, friend.id].sort());
  });

  it('searches users by nickname prefix or id, paged, and recommends streamers not followed yet', async () => {
    const [me, a, b] = await Promise.all(Array.from({ length: 3 }, () => registerUser(stack)));
    const prefix = `Zq${Date.now().toString(36)}`;
    await nick(a, `${prefix}Alpha`);
    await nick(b, `${prefix.toLowerCase()}beta`);
    const first = await post(me, 'getSearchUserList', { keyword: prefix.toUpperCase(), limit: 1 });
    expect(first.data).toMatchObject({ total: 2, page: 1, limit: 1, list: [{ id: a.id, relation: 'none' }] });
    const second = await post(me, 'getSearchUserList', { keyword: prefix, limit: 1, page: 2 });
    expect(second.data.list).toEqual([
      expect.objectContaining({ id: b.id, user_nickname: `${prefix.toLowerCase()}beta` }),
    ]);
    expect((await post(me, 'getSearchUserList', { keyword: `x${prefix}` })).data.total).toBe(0);
    // An id also matches nicknames it begins (masked mobiles such as 173****0135 for id 173).
    expect((await post(me, 'getSearchUserList', { keyword: String(a.id), limit: 50 })).data.list).toContainEqual(
      expect.objectContaining({ id: a.id }),
    );
    expect(await post(me, 'getSearchUserList', { keyword: ' ' })).toMatchObject({ code: 1 });

    // Recommended: streamers (the caller never, even as one), not those already followed.
    const internal = new ServiceClient();
    for (const user of [me, a]) await internal.call(accountContracts.setStreamerStatus, { id: user.id, is_anchor: 1 });
    const recommended = async () => {
      const body = await post(me, 'getRecommendUserList', { limit: 50 });
      expect(body.code).toBe(0);
      for (const person of body.data.list)
        expect(person).toMatchObject({ is_anchor: 1, relation: expect.stringMatching(/none|follower/) });
      return body.data.list.map((p: { id: number }) => p.id) as number[];
    };
    const before = await post(me, 'getRecommendUserList', { limit: 50 });
    expect(before.data.total).toBeGreaterThan(0);
    expect(await recommended()).not.toContain(me.id);
    await follow(me, a);
    const after = await post(me, 'getRecommendUserList', { limit: 50 });
    expect(after.data.total).toBe(before.data.total - 1);
    expect(await recommended()).not.toContain(a.id);
  });
});
