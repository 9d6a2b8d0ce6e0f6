import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

type Role = 'admin' | 'anchor' | 'manager' | 'assistant' | 'viewer' | 'visitor';
const ROLES: Role[] = ['admin', 'anchor', 'manager', 'assistant', 'viewer', 'visitor'];
const MODERATORS: Role[] = ['admin', 'anchor', 'manager', 'assistant'];

interface Row {
  /** The call, as a client makes it; `target` is a user of the room's audience made for this call. */
  call: (as: string | undefined, ctx: { roomId: number; target: TestUser }) => Promise<{ body: { code: number } }>;
  /** Who must be allowed: everyone else must be refused. */
  allowed: Role[];
}

/**
 * Who may do what in a live room, written out role by role: each route is called as each role and
 * must succeed exactly for the roles listed, whatever the code that decides it.
 */
describe('live authorisation matrix', () => {
  const harness = useStack(() => stackOf('account', 'realtime', 'live'));
  const { stack } = harness;
  const tokens = new Map<Role, string | undefined>();
  let roomId: number;
  let users: TestUser[] = [];

  beforeAll(async () => {
    const [streamer, manager, assistant, viewer] = await Promise.all([
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
    ]);
    roomId = (
      await harness.stores.prisma.room.create({
        data: { streamerId: streamer.id, streamerNickname: 'matrix', title: 'matrix', type: 1 },
      })
    ).id;
    await harness.stores.prisma.roomStaff.createMany({
      data: [
        { roomId, userId: manager.id, role: 'manager' },
        { roomId, userId: assistant.id, role: 'assistant' },
      ],
    });
    tokens.set('admin', await asAdmin(stack));
    tokens.set('anchor', streamer.token);
    tokens.set('manager', manager.token);
    tokens.set('assistant', assistant.token);
    tokens.set('viewer', viewer.token);
    tokens.set('visitor', undefined);
    users = await Promise.all(Array.from({ length: 12 }, () => registerUser(stack)));
  });

  const post = (path: string, token: string | undefined, body: object) => {
    const request = stack.api.post(path).send(body);
    return token ? request.set('token', token) : request;
  };
  const get = (path: string, token: string | undefined, query: object = {}) => {
    const request = stack.api.get(path).query(query);
    return token ? request.set('token', token) : request;
  };

  const MATRIX: Record<string, Row> = {
    'POST Live/setTaboo': {
      call: (t, c) => post('/api/Live/setTaboo', t, { room_id: c.roomId, uid: c.target.id, seconds: 60 }),
      allowed: MODERATORS,
    },
    'POST RoomManage/relieveTaboo': {
      call: (t, c) => post('/api/RoomManage/relieveTaboo', t, { room_id: c.roomId, uid: c.target.id }),
      allowed: MODERATORS,
    },
    'POST /api/moderation/shield': {
      call: (t, c) => post('/api/moderation/shield', t, { room_id: c.roomId, uid: c.target.id }),
      allowed: MODERATORS,
    },
    'POST /api/moderation/shield/lift': {
      call: (t, c) => post('/api/moderation/shield/lift', t, { room_id: c.roomId, uid: c.target.id }),
      allowed: MODERATORS,
    },
    'POST /api/chat-modes': {
      call: (t, c) => post('/api/chat-modes', t, { room_id: c.roomId, slow_seconds: 3 }),
      allowed: MODERATORS,
    },
    'GET /api/chat-modes': { call: (t, c) => get('/api/chat-modes', t, { room_id: c.roomId }), allowed: ROLES },
    'POST Live/getUserStatus (another user)': {
      call: (t, c) => post('/api/Live/getUserStatus', t, { room_id: c.roomId, uid: c.target.id }),
      allowed: MODERATORS,
    },
    'POST RoomManage/getLiveRoomManageList': {
      call: (t, c) => post('/api/RoomManage/getLiveRoomManageList', t, { room_id: c.roomId }),
      allowed: MODERATORS,
    },
    'POST live/assistantList': {
      call: (t, c) => post('/api/live/assistantList', t, { room_id: c.roomId }),
      allowed: MODERATORS,
    },
    'POST RoomManage/setAdministrations': {
      call: (t, c) => post('/api/RoomManage/setAdministrations', t, { room_id: c.roomId, uid: c.target.id }),
      allowed: ['admin', 'anchor'],
    },
    'POST RoomManage/delLiveRoomManage': {
      call: async (t, c) => {
        await post('/api/RoomManage/setAdministrations', tokens.get('anchor'), { room_id: c.roomId, uid: c.target.id });
        return post('/api/RoomManage/delLiveRoomManage', t, { room_id: c.roomId, uid: c.target.id });
      },
      allowed: ['admin', 'anchor'],
    },
    'POST /api/admin/moderation/seal': {
      call: async (t, c) => {
        const sealed = await post('/api/admin/moderation/seal', t, { room_id: c.roomId, reason: 'matrix' });
        await post('/api/admin/moderation/unseal', tokens.get('admin'), { room_id: c.roomId });
        return sealed;
      },
      allowed: ['admin'],
    },
    'POST /api/admin/moderation/unseal': {
      call: (t, c) => post('/api/admin/moderation/unseal', t, { room_id: c.roomId }),
      allowed: ['admin'],
    },
    'POST live/liveKickout': {
      call: (t, c) => post('/api/live/liveKickout', t, { room_id: c.roomId, reason: 'matrix' }),
      allowed: ['admin'],
    },
    'POST live/liveKickoutList': {
      call: (t) => post('/api/live/liveKickoutList', t, {}),
      allowed: ['admin', 'anchor', 'manager', 'assistant', 'viewer'],
    },
    'GET /api/admin/moderation/log': {
      call: (t, c) => get('/api/admin/moderation/log', t, { room_id: c.roomId }),
      allowed: ['admin'],
    },
    'GET /api/admin/anchor-applications': { call: (t) => get('/api/admin/anchor-applications', t), allowed: ['admin'] },
    'GET Live/startRoom': { call: (t) => get('/api/Live/startRoom', t), allowed: ['anchor'] },
    'GET Live/endRoom': { call: (t) => get('/api/Live/endRoom', t), allowed: ['anchor'] },
    'POST live/setTitle': { call: (t) => post('/api/live/setTitle', t, { title: 'matrix' }), allowed: ['anchor'] },
    'POST member/setBadgeName': {
      call: (t) => post('/api/member/setBadgeName', t, { badge_name: 'MX' }),
      allowed: ['anchor'],
    },
    'POST /api/stream-keys': { call: (t) => post('/api/stream-keys', t, {}), allowed: ['anchor'] },
    'POST /api/anchor-applications': {
      call: (t) =>
        post('/api/anchor-applications', t, {
          real_name: '李四',
          id_number: '110105194912310021',
          contact: 'QQ 12345678',
          experience: 'Five years of basketball streams.',
        }),
      // The streamer has a room already; the administrator's own application is a user's like any other.
      allowed: ['admin', 'manager', 'assistant', 'viewer'],
    },
  };

  it.each(Object.keys(MATRIX))('%s', async (name) => {
    const row = MATRIX[name];
    const outcomes: Record<string, boolean> = {};
    for (const [i, role] of ROLES.entries()) {
      const response = await row.call(tokens.get(role), { roomId, target: users[i] });
      outcomes[role] = response.body.code === 0;
    }
    expect(outcomes).toEqual(Object.fromEntries(ROLES.map((role) => [role, row.allowed.includes(role)])));
  });
});
