import { accountContracts } from '@arena/contracts';
import { loadConfig, ServiceClient, verifyIm } from '@arena/shared';
import { login, registerUser, TestUser } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** A mainland ID number with the right ISO 7064 MOD 11-2 check digit, from its first 17 digits. */
function chineseId(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}
const randomId = () =>
  chineseId(
    `110105${1950 + Math.floor(Math.random() * 50)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
  );

describe('profile, identity, follows, levels and messaging accounts', () => {
  const harness = useStack(accountStack);
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(harness.stack);
  });
  const post = (path: string, body: object = {}, token = user.token, lang = 'en') =>
    harness.stack.api.post(path).set('token', token).set('lang', lang).send(body);
  const get = (path: string, query: object = {}, token = user.token, lang = 'en') =>
    harness.stack.api.get(path).set('token', token).set('lang', lang).query(query);

  it('answers the stored user on Member/info and User/getUserInfo, and asks visitors to log in', async () => {
    const a = await get('/api/Member/info');
    const b = await get('/api/User/getUserInfo');
    // The same stored user; only the messaging signature's expiry may tick over a second between them.
    expect({ ...a.body, data: { ...a.body.data, userSig: '' } }).toEqual({
      ...b.body,
      data: { ...b.body.data, userSig: '' },
    });
    expect(a.body.data).toMatchObject({
      token: user.token,
      id: user.id,
      create_time_str: '1',
      userlevel: expect.any(Number),
      balances: '0.00',
      chatpermission: 1,
      is_admin: 0,
    });
    // The signature is bound to this session: it names it, and the realtime gateway refuses it once it ends.
    const session = await harness.stores.prisma.session.findFirstOrThrow({
      where: { userId: user.id, revokedAt: null },
    });
    expect(verifyIm(String(user.id), a.body.data.userSig, loadConfig().imSecret)).toEqual({ sessionId: session.id });
    expect((await harness.stack.api.get('/api/Member/info').set('lang', 'en')).body).toEqual({
      code: 1,
      msg: 'Please log in first',
      data: null,
    });
  });

  it('answers anyone the public card of a user by id on User/getUserInfo, without the mobile', async () => {
    const streamer = await harness.stores.prisma.user.findFirstOrThrow({ where: { mobile: '13900000002' } });
    const fan = await registerUser(harness.stack);
    await post('/api/Member/attention', { anchor_id: streamer.id }, fan.token);
    const asVisitor = await get('/api/User/getUserInfo', { id: streamer.id }, '');
    expect(asVisitor.body.data).toEqual({
      id: streamer.id,
      user_nickname: '篮板王小李',
      avatar: streamer.avatar,
      userlevel: expect.any(Number),
      is_anchor: 1,
      is_expert: 0,
      fans: expect.any(Number),
      follows: 0,
      is_attention: 0,
      create_time_str: expect.stringMatching(/^\d+$/),
    });
    expect(asVisitor.body.data.fans).toBeGreaterThanOrEqual(1);
    expect((await get('/api/User/getUserInfo', { id: streamer.id }, fan.token)).body.data.is_attention).toBe(1);
    expect((await get('/api/User/getUserInfo', { id: 2_000_000_000 })).body).toEqual({
      code: 1,
      msg: 'User not found',
      data: null,
    });
    expect((await get('/api/User/getUserInfo', { id: 'abc' })).body).toEqual({
      code: 1,
      msg: 'ID has the wrong type',
      data: null,
    });
    expect((await get('/api/User/getUserInfo', {}, '')).body).toEqual({
      code: 1,
      msg: 'Please log in first',
      data: null,
    });
  });

  it('changes the nickname and picks an avatar from avatarList or an uploaded image', async () => {
    const avatars = (await harness.stack.api.get('/api/user/avatarList')).body.data as { id: number; url: string }[];
    expect(avatars.length).toBeGreaterThanOrEqual(12);
    expect(avatars[0].url).toMatch(/^\/uploads\/avatars\/\d+\.svg$/);
    const updated = await post('/api/member/updateInfo', { user_nickname: '  Goal Hunter ', avatar: avatars[3].url });
    expect(updated.body).toMatchObject({
      code: 0,
      msg: 'Profile updated',
      data: { user_nickname: 'Goal Hunter', avatar: avatars[3].url },
    });
    const refusals: [object, string][] = [
      [{ avatar: 'https://evil.example/x.png' }, 'The avatar must be one of the offered avatars or an uploaded image'],
      [{ avatar: '/uploads/2020/01/none.png' }, 'The avatar must be one of the offered avatars or an uploaded image'],
      [{ avatar: '/uploads/../../etc/passwd' }, 'The avatar must be one of the offered avatars or an uploaded image'],
      [{ user_nickname: 'x' }, 'Nickname must be at least 2 characters'],
      [{ user_nickname: 'n'.repeat(17) }, 'Nickname must be at most 16 characters'],
      [{ user_nickname: '<img src=x>' }, 'Nickname is not valid'],
      [{ user_nickname: 42 }, 'Nickname has the wrong type'],
      [{ is_admin: 1 }, 'Unknown field: is_admin'],
    ];
    for (const [body, msg] of refusals)
      expect({ body, answer: (await post('/api/member/updateInfo', body)).body }).toEqual({
        body,
        answer: { code: 1, msg, data: null },
      });
    const row = await harness.stores.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect({ nickname: row.nickname, avatar: row.avatar, role: row.role }).toEqual({
      nickname: 'Goal Hunter',
      avatar: avatars[3].url,
      role: 'user',
    });
    // SQL-looking text is only text.
    expect((await post('/api/member/updateInfo', { user_nickname: "x'; DROP TABLE--" })).body.data.user_nickname).toBe(
      "x'; DROP TABLE--",
    );
  });

  it('verifies identity once per ID number and reads it back masked', async () => {
    const me = await registerUser(harness.stack);
    const verify = (body: object, token = me.token, lang = 'en') => post('/api/Member/verified', body, token, lang);
    expect((await post('/api/Member/getVerifiedInfo', {}, me.token)).body).toEqual({
      code: 0,
      msg: '',
      data: { is_verified: 0, real_name: '', id_number: '' },
    });
    const id = randomId();
    const badChecksum = id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
    expect((await verify({ real_name: '张三' })).body.msg).toBe('Please complete the information before submitting');
    expect((await verify({ real_name: '张三', id_number: badChecksum })).body).toEqual({
      code: 1,
      msg: 'The ID number is not valid',
      data: null,
    });
    expect((await verify({ real_name: '张三', id_number: '110105209912310015' })).body.msg).toBe(
      'The ID number is not valid',
    );
    expect((await verify({ real_name: '<script>', id_number: id })).body.msg).toBe('Please enter a valid real name');
    expect((await verify({ real_name: '张三', id_number: id }, me.token, 'zh')).body).toEqual({
      code: 0,
      msg: '实名认证成功',
      data: null,
    });
    const read = await post('/api/Member/getVerifiedInfo', {}, me.token);
    expect(read.body.data).toMatchObject({
      is_verified: 1,
      real_name: '*三',
      id_number: `${id.slice(0, 3)}***********${id.slice(-4)}`,
    });
    expect((await verify({ real_name: '张三', id_number: randomId() })).body.msg).toBe('Identity already verified');
    const someoneElse = await registerUser(harness.stack);
    expect((await verify({ real_name: '李四', id_number: id.toLowerCase() }, someoneElse.token)).body.msg).toBe(
      'This ID number is already verified on another account',
    );
    expect(await harness.stores.prisma.identity.count({ where: { idNumber: id } })).toBe(1);
    expect(await harness.stores.prisma.identity.count({ where: { userId: someoneElse.id } })).toBe(0);
  });

  it('lets only one of two accounts verifying the same ID number at once succeed', async () => {
    const [a, b] = await Promise.all([registerUser(harness.stack), registerUser(harness.stack)]);
    const id = randomId();
    const answers = await Promise.all(
      [a, b].map((u) => post('/api/Member/verified', { real_name: '王五', id_number: id }, u.token)),
    );
    expect(answers.map((r) => r.body.msg).sort()).toEqual([
      'Identity verified',
      'This ID number is already verified on another account',
    ]);
    expect(await harness.stores.prisma.identity.count({ where: { idNumber: id } })).toBe(1);
  });

  it('follows and unfollows a streamer and lists the follows', async () => {
    const fan = await registerUser(harness.stack);
    const streamer = await harness.stores.prisma.user.findFirstOrThrow({ where: { mobile: '13900000001' } });
    const toggle = (anchor_id: unknown) => post('/api/Member/attention', { anchor_id }, fan.token);
    const followed = await toggle(streamer.id);
    expect(followed.body).toMatchObject({
      code: 0,
      msg: 'Followed',
      data: { is_attention: 1, fans: expect.any(Number) },
    });
    const list = await get('/api/User/attentionList', {}, fan.token);
    expect(list.body.data).toMatchObject({
      total: 1,
      page: 1,
      list: [{ id: streamer.id, user_nickname: '老K说球', is_anchor: 1, fans: followed.body.data.fans }],
    });
    expect((await toggle(String(streamer.id))).body).toMatchObject({
      code: 0,
      msg: 'Unfollowed',
      data: { is_attention: 0, fans: followed.body.data.fans - 1 },
    });
    expect((await get('/api/User/attentionList', { page: 1, limit: 5 }, fan.token)).body.data).toEqual({
      list: [],
      total: 0,
      page: 1,
      limit: 5,
    });
    expect((await toggle(fan.id)).body.msg).toBe('You cannot follow yourself');
    expect((await toggle(2_000_000_000)).body.msg).toBe('User not found');
    // Double clicks in parallel never leave two rows.
    await Promise.all([toggle(streamer.id), toggle(streamer.id), toggle(streamer.id)]);
    expect(await harness.stores.prisma.follow.count({ where: { followerId: fan.id } })).toBeLessThanOrEqual(1);
  });

  it('lists watched rooms newest first, as recorded by the live service over the internal API', async () => {
    const viewer = await registerUser(harness.stack);
    const streamers = await harness.stores.prisma.user.findMany({
      where: { isStreamer: true },
      orderBy: { id: 'asc' },
      take: 2,
    });
    const services = new ServiceClient();
    for (const streamer of streamers)
      await services.call(accountContracts.recordWatch, {
        user_id: viewer.id,
        anchor_id: streamer.id,
        title: `Room of ${streamer.nickname}`,
      });
    await services.call(accountContracts.recordWatch, { user_id: viewer.id, anchor_id: streamers[0].id });
    const list = await get('/api/User/watchlistList', {}, viewer.token);
    expect(list.body.data).toMatchObject({
      total: 2,
      list: [{ anchor_id: streamers[0].id, title: `Room of ${streamers[0].nickname}` }, { anchor_id: streamers[1].id }],
    });
    // The record endpoint is for services only, never through the edge.
    const direct = await harness.stack.api
      .post('/api/internal/watch-history')
      .send({ user_id: viewer.id, anchor_id: streamers[0].id });
    expect(direct.status).toBe(404);
    await expect(services.call(accountContracts.recordWatch, { user_id: viewer.id, anchor_id: -1 })).rejects.toThrow();
  });

  it('answers the streamer and wealth level tables, with the caller place when known', async () => {
    const streamerLevels = await get('/api/User/anchorExperienceList', {}, '');
    expect(streamerLevels.body.data.list).toHaveLength(30);
    expect(streamerLevels.body.data.current).toBeNull();
    const streamerToken = await login(harness.stack, '13900000001', 'anchor123');
    const mine = await get('/api/User/anchorExperienceList', {}, streamerToken);
    expect(mine.body.data.current).toMatchObject({
      exp: 12000,
      level: expect.any(Number),
      percent: expect.any(Number),
    });
    expect(mine.body.data.current.level).toBeGreaterThan(1);
    const wealth = await post('/api/member/growupList', {}, user.token);
    expect(wealth.body.data.list[0]).toEqual({ level: 1, name: 'LV1', exp: 0, icon: '' });
    expect(wealth.body.data.current).toMatchObject({ exp: 0, level: 1, percent: 0 });
    expect((await post('/api/member/growupList', {}, '')).body.data.current).toBeNull();
  });

  it('hands visitors a guest messaging account whose signature the gateway can verify', async () => {
    const first = await post('/api/Universal/imTouristAccount', {}, '', 'zh');
    const second = await post('/api/Universal/imTouristAccount', {}, '', 'en');
    expect(first.body.data.id).toMatch(/^guest_\d+$/);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(first.body.data.nickname).toBe(`游客${first.body.data.id.slice(6)}`);
    expect(second.body.data.nickname).toBe(`guest${second.body.data.id.slice(6)}`);
    expect(verifyIm(first.body.data.id, first.body.data.sig, loadConfig().imSecret)).toEqual({ sessionId: undefined });
    expect(verifyIm(second.body.data.id, first.body.data.sig, loadConfig().imSecret)).toBeUndefined();
  });
});
