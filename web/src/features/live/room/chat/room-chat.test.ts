import type { ImMessage } from '@arena/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConnect, type FakeSocket } from '../../../../test/fake-socket';
import { IM_LOGIN_DELAY_MS, ImClient } from '../../../../realtime/im-client';
import { RECONNECT_FIRST_MS } from '../../../../realtime/reconnect-backoff';
import { RoomChat } from './room-chat';

const GROUP = 'room_5';
const PAGE = 15;

/** The server's side of one group: its history (oldest first) answered as `groupHistory` does, 15 a page, newest first. */
function serverGroup() {
  const history: ImMessage[] = [];
  const say = (count: number) => {
    for (let i = 0; i < count; i++) {
      const n = history.length + 1;
      history.push({
        id: `m${n}`,
        type: 'text',
        text: `line ${n}`,
        payload: null,
        from: 'u1',
        nick: 'A',
        avatar: '',
        groupId: GROUP,
        time: 1_000 + n,
      });
    }
  };
  const page = ({ beforeId }: { beforeId?: string }) => {
    const end = beforeId ? history.findIndex((m) => m.id === beforeId) : history.length;
    const list = history.slice(Math.max(0, end - PAGE), end).reverse();
    return { code: 0, msg: '', data: { list, hasMore: end - PAGE > 0 } };
  };
  return { history, say, page };
}

async function joinedRoom() {
  const fake = fakeConnect();
  const im = new ImClient({
    load: async () => fake.connect,
    lang: () => 'en',
    guestAccount: async () => ({ id: 'guest_1', sig: 's' }),
  });
  const group = serverGroup();
  im.useAccount(null);
  await vi.advanceTimersByTimeAsync(IM_LOGIN_DELAY_MS);
  const socket = fake.sockets[0];
  socket.answers.set('joinGroup', () => ({ code: 0, msg: '', data: { online: 3 } }));
  socket.answers.set('groupHistory', (payload) => group.page(payload as { beforeId?: string }));
  const chat = new RoomChat(GROUP, im);
  chat.start();
  return { im, chat, socket, group };
}

async function connect(socket: FakeSocket, recovered = false) {
  socket.recovered = recovered;
  socket.serverSays('connect');
  await vi.advanceTimersByTimeAsync(0);
}

const ids = (chat: RoomChat) => chat.get().messages.map((m) => m.id);

describe('a room chat across reconnects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('joins and shows the latest page of history', async () => {
    const { chat, socket, group } = await joinedRoom();
    group.say(20);
    await connect(socket);
    expect(chat.get().joined).toBe(true);
    expect(ids(chat)).toEqual(group.history.slice(-PAGE).map((m) => m.id));
    expect(socket.sent('groupHistory')).toHaveLength(1);
  });

  it('after the server closed the connection, reconnects, joins again and reads back every line it missed', async () => {
    const { im, chat, socket, group } = await joinedRoom();
    group.say(20);
    await connect(socket);
    socket.serverSays('disconnect', 'io server disconnect');
    expect(im.status).toBe('offline');
    expect(chat.get().joined).toBe(false);
    // 20 seconds away from a busy room: more lines than one page.
    group.say(40);
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    expect(socket.connectCalls).toBe(1);
    await connect(socket);
    expect(socket.sent('joinGroup')).toHaveLength(2);
    expect(chat.get().joined).toBe(true);
    expect(ids(chat)).toEqual(group.history.slice(-(PAGE + 40)).map((m) => m.id));
  });

  it('a recovered reconnect keeps the group and reads no history (socket.io replayed the pushes)', async () => {
    const { chat, socket, group } = await joinedRoom();
    group.say(3);
    await connect(socket);
    socket.serverSays('disconnect', 'transport close');
    await connect(socket, true);
    expect(chat.get().joined).toBe(true);
    expect(socket.sent('joinGroup')).toHaveLength(1);
    expect(socket.sent('groupHistory')).toHaveLength(1);
  });

  it('a line pushed twice (a retry after a process died is pushed again) is listed and flown once', async () => {
    const { chat, socket, group } = await joinedRoom();
    group.say(2);
    await connect(socket);
    const flown: string[] = [];
    chat.onArrival((message) => flown.push(message.id));
    group.say(1);
    const line = group.history.at(-1)!;
    socket.serverSays('groupMessage', line);
    socket.serverSays('groupMessage', line);
    expect(ids(chat)).toEqual(['m1', 'm2', 'm3']);
    expect(flown).toEqual(['m3']);
  });
});
