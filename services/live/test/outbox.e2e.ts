import { randomInt } from 'node:crypto';
import { socketStream } from '@arena/shared';
import { registerUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { LiveOutbox } from '../src/events/live-outbox';

/**
 * The live service's outbox (decision 038): a change's room events and domain events are stored in
 * its transaction; announced after the commit, their rows go; what a crash left is relayed.
 */
describe('live outbox', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'realtime', 'live'));
  const { stack } = harness;
  /** The socket stream's entries for one room (stored messages come back with jsonb's key order). */
  const streamEntries = async (roomId: number) =>
    (await harness.stores.redis.xrevrange(socketStream().name, '+', '-', 'COUNT', 1000)).filter(([, fields]) =>
      new RegExp(`"roomId":${roomId}[,}]`).test(fields.join(' ')),
    );

  it('announces a moderation change after its commit and keeps no row of it', async () => {
    const [owner, viewer] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const room = await harness.stores.prisma.room.create({
      data: { streamerId: owner.id, streamerNickname: 'outbox', title: 'outbox test', type: 1 },
    });
    const muted = await stack.api
      .post('/api/Live/setTaboo')
      .set('token', owner.token)
      .send({ room_id: room.id, uid: viewer.id, seconds: 60 });
    expect(muted.body.code).toBe(0);
    expect((await streamEntries(room.id)).filter(([, fields]) => fields.join(' ').includes('"setTaboo"'))).toHaveLength(
      1,
    );
    const rows = await harness.stores.prisma.liveOutbox.findMany();
    expect(rows.filter((row) => new RegExp(`"roomId":${room.id}[,}]`).test(JSON.stringify(row.message)))).toEqual([]);
  });

  it('relays what a process stopped before announcing, once, in order', async () => {
    const roomId = 900_000 + randomInt(1e6);
    // As a kill -9 between the commit and the announcement leaves them: stored, never announced, older than a period.
    const old = new Date(Date.now() - 60_000);
    await harness.stores.prisma.liveOutbox.createMany({
      data: [
        { message: { room: { code: 200, type: 'sealingStatu', roomId, data: { by: 1, status: 1 } } }, createdAt: old },
        {
          message: {
            room: { code: 200, type: 'endRoom', roomId, data: { room_id: roomId, broadcast_id: 7, by: 'seal' } },
          },
          createdAt: old,
        },
      ],
    });
    // Every live process relays on a schedule (one run at a time); this one is asked at once.
    await stack.app('live').get(LiveOutbox).relay();
    const entries = await eventually(
      () => streamEntries(roomId),
      (found) => found.length === 2,
    );
    expect(
      entries.reverse().map(([, fields]) => (fields.join(' ').includes('sealingStatu') ? 'sealingStatu' : 'endRoom')),
    ).toEqual(['sealingStatu', 'endRoom']);
    expect(await harness.stores.prisma.liveOutbox.count({ where: { createdAt: old } })).toBe(0);
    await stack.app('live').get(LiveOutbox).relay();
    expect(await streamEntries(roomId)).toHaveLength(2);
  });
});
