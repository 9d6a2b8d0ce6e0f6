process.env.IM_ONLINE_PUSH_MS = '100';

import { liveRoomGroupId } from '@arena/protocol';
import { Socket } from 'socket.io-client';
import { login, registerUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { videoArrives } from '../../../test/support/pushes';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { ack, connect, next, useSecondRealtime } from './socket-clients';

interface RoomInfo {
  id: number;
  online: number;
  heat: number;
}

/** A seeded streamer no other suite uses: this suite owns the room's audience. */
const STREAMER = { mobile: '13900000134', password: 'anchor123' };

/**
 * A live room's online count and heat follow the sockets really in the room, on every realtime
 * process (two here, sharing Redis), and what happens in it: nothing is typed in.
 */
describe('online count and heat of a live room', () => {
  const { stack } = useStack(() => stackOf('account', 'wallet', 'realtime', 'live'));
  const processes = useSecondRealtime();
  let roomId: number;
  let roomType: number;
  let streamer: string;
  /** On the air once video arrives (the media service's report of the push); off with the end button. */
  const onAir = async (on: boolean) => {
    if (on) await videoArrives(stack, streamer);
    else expect((await stack.api.get('/api/Live/endRoom').set('token', streamer)).body.code).toBe(0);
  };

  // The room stays off the air but for the heat test: another suite fills the coldest live room with made-up members.
  beforeAll(async () => {
    streamer = await login(stack, STREAMER.mobile, STREAMER.password);
    const streamerId = (await stack.api.get('/api/Member/info').set('token', streamer)).body.data.id as number;
    ({ id: roomId, type: roomType } = (
      await stack.api.post('/api/live/getLiveByUid').send({ uid: streamerId })
    ).body.data);
    await onAir(true);
    await onAir(false);
  });

  const info = async (): Promise<RoomInfo> =>
    (await stack.api.post('/api/Live_streaming/getRoomInfo').send({ room_id: roomId })).body.data;
  const listed = async (): Promise<RoomInfo | undefined> =>
    (
      (await stack.api.get('/api/Live/getRoomList').query({ type: roomType, limit: 60 })).body.data.list as RoomInfo[]
    ).find((room) => room.id === roomId);
  const onlineAtLeast = (n: number) => eventually(info, (room) => room.online >= n);
  const onlineAtMost = (n: number) => eventually(info, (room) => room.online <= n);

  /** The site's live socket on a room page: entered on one of the two processes. */
  const watcher = async (url: string): Promise<Socket> => {
    const socket = await connect(url, '/live');
    expect((await ack(socket, 'register', { client: 'web' })).code).toBe(0);
    expect(await ack(socket, 'enterRoom', { roomId })).toMatchObject({ code: 0 });
    return socket;
  };
  /** A visitor's chat socket (its guest account), in the room's chat group. */
  const guestInChat = async (url: string): Promise<Socket> => {
    const guest = (await stack.api.post('/api/Universal/imTouristAccount')).body.data as { id: string; sig: string };
    const socket = await connect(url, '/im', { auth: { userId: String(guest.id), userSig: guest.sig } });
    expect((await ack(socket, 'joinGroup', { groupId: liveRoomGroupId(roomId) })).code).toBe(0);
    return socket;
  };
  const urls = () => [stack.url('realtime'), processes.second.url];

  it('heats the room with its viewers and its chat while it is on the air, and cools it when they go', async () => {
    expect((await info()).heat).toBe(0);
    // Viewers waiting for the broadcast, which then starts: heat is measured from them at once.
    const watchers = await Promise.all(Array.from({ length: 5 }, (_, i) => watcher(urls()[i % 2])));
    await onAir(true);
    try {
      const withViewers = await eventually(info, (room) => room.heat >= 5 * 10);
      expect(withViewers.heat).toBeGreaterThanOrEqual(5 * 10);

      const fan = await registerUser(stack);
      const chat = await connect(urls()[1], '/im', { auth: { userId: String(fan.id), userSig: fan.userSig } });
      expect((await ack(chat, 'joinGroup', { groupId: liveRoomGroupId(roomId) })).code).toBe(0);
      for (const text of ['好球！', 'What a pass', 'Đẹp quá']) {
        expect(
          (await ack(chat, 'sendGroupMessage', { groupId: liveRoomGroupId(roomId), type: 'text', text })).code,
        ).toBe(0);
      }
      // Chat lines count for a while (the last minutes), on top of the viewers.
      const withChat = await eventually(info, (room) => room.heat >= withViewers.heat + 3 * 2);
      expect(withChat.heat).toBeGreaterThanOrEqual(withViewers.heat + 3 * 2);

      for (const socket of [chat, ...watchers]) socket.close();
      const cooled = await eventually(info, (room) => room.heat < withChat.heat);
      expect(cooled.heat).toBeLessThan(withChat.heat);
    } finally {
      await onAir(false);
    }
    expect((await eventually(info, (room) => room.heat === 0)).heat).toBe(0);
  });

  it('counts the live sockets in the room on every process, in the room info and the lists, and drops those that leave', async () => {
    const before = (await info()).online;
    const sockets = await Promise.all(Array.from({ length: 6 }, (_, i) => watcher(urls()[i % 2])));
    expect((await onlineAtLeast(before + 6)).online).toBeGreaterThanOrEqual(6);
    expect((await eventually(listed, (room) => (room?.online ?? 0) >= 6))?.online).toBeGreaterThanOrEqual(6);

    // Half leave the room, half close the page.
    await Promise.all(sockets.slice(0, 3).map((socket) => ack(socket, 'leaveRoom', { roomId })));
    for (const socket of sockets.slice(3)) socket.close();
    expect((await onlineAtMost(before)).online).toBe(before);
  });

  it('counts the chat sockets too: a page holds one of each, and the count is never below either', async () => {
    const before = (await info()).online;
    const chats = await Promise.all(Array.from({ length: 4 }, (_, i) => guestInChat(urls()[i % 2])));
    expect((await onlineAtLeast(before + 4)).online).toBeGreaterThanOrEqual(4);
    // The same four pages' live sockets, and two more pages without chat: six in all, not ten.
    const watchers = await Promise.all(Array.from({ length: 6 }, (_, i) => watcher(urls()[i % 2])));
    expect((await onlineAtLeast(before + 6)).online).toBe(before + 6);
    for (const socket of [...chats, ...watchers]) socket.close();
    expect((await onlineAtMost(before)).online).toBe(before);
  });

  it('pushes the count to the chat group as viewers enter the room', async () => {
    const chat = await guestInChat(urls()[0]);
    const arrivals = next<{ groupId: string; online: number }>(chat, 'groupOnline', (push) => push.online >= 5);
    const watchers = await Promise.all(Array.from({ length: 5 }, (_, i) => watcher(urls()[i % 2])));
    expect(await arrivals).toMatchObject({ groupId: liveRoomGroupId(roomId) });
    for (const socket of [chat, ...watchers]) socket.close();
  });
});
