import { GiftEventData, ImMessage } from '@arena/protocol';
process.env.LIVE_DANMAKU_ROOM_RATE = '4';
process.env.IM_SEND_LIMIT = '50';

import { streamKey } from '@arena/shared';
import { Socket } from 'socket.io-client';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { useStack } from '../../../test/support/use-stack';
import { ack, connect, record, recordLive, sleep, socketStack, useSecondRealtime } from './socket-clients';

/**
 * Priority under load: past the room's rate (4/s here, 40/s by default) plain danmaku is sampled
 * out of the broadcast, while gifts, moderation and system pushes are never dropped, and a sender
 * always sees their own message (its ack, and its other tabs).
 */
describe('danmaku rate cap with priority', () => {
  const { stack } = useStack(socketStack);
  const processes = useSecondRealtime();

  const chat = (url: string, user: TestUser) =>
    connect(url, '/im', { auth: { userId: String(user.id), userSig: user.userSig, lang: 'en' } });

  it('samples danmaku past the cap on every process together, never a gift or moderation event, and each sender sees all of their own', async () => {
    const roomId = 200_000 + Math.floor(Math.random() * 1e6);
    const groupId = `room_${roomId}`;
    const senders = await Promise.all(Array.from({ length: 6 }, () => registerUser(stack)));
    // Each sender: one tab sending (on either process), one more tab that only watches its own account.
    const tabs = await Promise.all(
      senders.map(async (user, i) => {
        const [sending, watching] = await Promise.all([
          chat(i % 2 ? processes.second.url : stack.url('realtime'), user),
          chat(stack.url('realtime'), user),
        ]);
        expect((await ack(sending, 'joinGroup', { groupId })).code).toBe(0);
        return { user, sending, own: record<ImMessage>(watching, 'groupMessage') };
      }),
    );
    const viewer = await chat(stack.url('realtime'), await registerUser(stack));
    expect((await ack(viewer, 'joinGroup', { groupId })).code).toBe(0);
    const live = await connect(processes.second.url, '/live');
    expect((await ack(live, 'enterRoom', { roomId })).code).toBe(0);
    const danmakuSeen = record<ImMessage>(viewer, 'groupMessage');
    const eventsSeen = recordLive(live);
    const before = await processes.redis.xlen(streamKey('danmaku.sent'));

    const PER_SENDER = 5;
    const send = (sending: Socket, text: string) =>
      ack<ImMessage>(sending, 'sendGroupMessage', { groupId, type: 'text', text });
    const [acks] = await Promise.all([
      Promise.all(
        tabs.flatMap(({ sending }, i) => Array.from({ length: PER_SENDER }, (_, n) => send(sending, `d${i}-${n}`))),
      ),
      (async () => {
        for (let n = 0; n < 20; n += 1) {
          if (n % 4) await processes.emitter.roomEvent(roomId, 'gift', giftEvent(n));
          else await processes.emitter.roomEvent(roomId, 'setTaboo', { n });
          await processes.emitter.imGroup(groupId, 'groupMessage', {
            id: `gift-${n}`,
            type: 'custom',
            text: 'gift',
            payload: { type: 1, id: n },
            from: 'system',
            nick: '',
            avatar: '',
            groupId,
            time: Date.now(),
          });
        }
      })(),
    ]);
    expect(acks.every((response) => response.code === 0)).toBe(true);
    await sleep(800);

    // Every gift and moderation event arrived, in order; the danmaku were sampled.
    expect(
      eventsSeen.map((m) =>
        m.code !== 200 ? undefined : m.type === 'gift' ? m.data.send_id : m.type === 'setTaboo' ? m.data.n : undefined,
      ),
    ).toEqual(Array.from({ length: 20 }, (_, n) => n));
    const plain = danmakuSeen.filter((m) => m.type === 'text');
    expect(danmakuSeen.filter((m) => m.type === 'custom').map((m) => m.id)).toEqual(
      Array.from({ length: 20 }, (_, n) => `gift-${n}`),
    );
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.length).toBeLessThan(senders.length * PER_SENDER);
    // A sender's other tab saw every one of its messages, sampled or not.
    for (const [i, { own }] of tabs.entries()) {
      expect(
        own
          .filter((m) => m.from === String(senders[i].id))
          .map((m) => m.text)
          .sort(),
      ).toEqual(Array.from({ length: PER_SENDER }, (_, n) => `d${i}-${n}`));
    }
    // Each danmaku counts for the room (heat, daily tasks), sampled or not.
    const sent = await processes.redis.xrange(streamKey('danmaku.sent'), '-', '+', 'COUNT', before + 100);
    const forRoom = sent
      .map(([, fields]) => JSON.parse(fields[1]) as { roomId: number })
      .filter((event) => event.roomId === roomId);
    expect(forRoom).toHaveLength(senders.length * PER_SENDER);
  });
});

/** A gift event as the gifts service sends it, numbered by its send id. */
function giftEvent(n: number): GiftEventData {
  return {
    send_id: n,
    user_id: 7,
    user_nickname: 'fan',
    avatar: '',
    gift_id: 1,
    gift_code: 'clap',
    gift_name: 'Applause',
    image: '/gifts/clap.svg',
    animation: '/gifts/clap-anim.svg',
    tier: 1,
    count: 1,
    diamonds: '1',
  };
}
