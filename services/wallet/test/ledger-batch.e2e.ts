import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, streamKey } from '@arena/shared';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { Stack } from '../../../test/support/stack';
import { walletStack } from '../../../test/support/stacks';
import { openStores } from '../../../test/support/stores';
import { useStack } from '../../../test/support/use-stack';

const transfer = (stack: Stack, body: Record<string, unknown>) =>
  internal(stack, 'wallet', 'post', '/internal/transfers').send(body);
type Leg = Record<string, unknown>;
const groups = (stack: Stack, legs: Leg[][], lang = 'en') =>
  internal(stack, 'wallet', 'post', '/internal/transfers/groups')
    .set('lang', lang)
    .send({ groups: legs.map((transfers) => ({ transfers })) });
/** One group: all or none. */
const batch = async (stack: Stack, legs: Leg[]) => {
  const response = await groups(stack, [legs]);
  expect(response.body.code).toBe(0);
  return response.body.data.groups[0] as
    { ok: true; transfers: { replayed: boolean }[] } | { ok: false; error: string };
};
const grant = (stack: Stack, userId: number, amount: string, kind = 'diamond') =>
  transfer(stack, {
    idempotency_key: `grant-${randomUUID()}`,
    from: { system: `${kind}.adjustments` },
    to: { user_id: userId, kind },
    amount,
    reason: 'adjustment',
  });
const balances = async (stack: Stack, userId: number) =>
  (await internal(stack, 'wallet', 'get', `/internal/balances/${userId}`)).body.data as {
    gold: string;
    balances: string;
  };

/** A paid gift's two legs: the price from the sender, the streamer's share to the streamer. */
const giftLegs = (sender: TestUser, streamer: TestUser, price: string, share: string, key = randomUUID()) => [
  {
    idempotency_key: `gift:${key}`,
    from: { user_id: sender.id, kind: 'diamond' },
    to: { system: 'diamond.spending' },
    amount: price,
    reason: 'gift',
  },
  {
    idempotency_key: `gift-income:${key}`,
    from: { system: 'cash.income' },
    to: { user_id: streamer.id, kind: 'cash' },
    amount: share,
    reason: 'income',
  },
];

describe('groups of transfers (each all or none, independent of each other, each leg once per key)', () => {
  const { stack } = useStack(walletStack);
  let prisma: PrismaClient;
  beforeAll(() => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
  });
  afterAll(async () => {
    await prisma.$disconnect();
  });

  it('moves every leg, replays the same keys and refuses a conflicting retry without moving anything', async () => {
    const [sender, streamer] = [await registerUser(stack), await registerUser(stack)];
    await grant(stack, sender.id, '100');
    const legs = giftLegs(sender, streamer, '20', '1');
    const first = await batch(stack, legs);
    expect(first).toMatchObject({
      ok: true,
      transfers: [
        { replayed: false, currency: 'diamond', amount: '20.00', from_balance: '80.00' },
        { replayed: false, currency: 'cny', amount: '1.00', to_balance: '1.00' },
      ],
    });
    if (!first.ok) return;
    const again = await batch(stack, legs);
    expect(again).toEqual({ ok: true, transfers: first.transfers.map((t) => ({ ...t, replayed: true })) });
    // A leg posted alone before is the same transfer: the group replays it.
    const alone = await transfer(stack, legs[0]);
    expect(alone.body.data).toEqual({ ...first.transfers[0], replayed: true });

    const conflicting = await batch(stack, [legs[0], { ...legs[1], amount: '2' }]);
    expect(conflicting).toEqual({ ok: false, error: 'wallet.idempotency_conflict' });
    expect(await balances(stack, sender.id)).toMatchObject({ gold: '80' });
    expect(await balances(stack, streamer.id)).toMatchObject({ balances: '1.00' });
    // Member/info follows both legs' balance announcements.
    const info = await eventually(
      () => stack.api.get('/api/Member/info').set('token', streamer.token),
      (r) => r.body.data.balances === '1.00',
    );
    expect(info.body.data.balances).toBe('1.00');
  });

  it("moves nothing when a later leg fails, and answers that leg's error", async () => {
    const [payer, poor, streamer] = [await registerUser(stack), await registerUser(stack), await registerUser(stack)];
    await grant(stack, payer.id, '50');
    const key = randomUUID();
    const legs = [
      {
        idempotency_key: `leg1:${key}`,
        from: { user_id: payer.id, kind: 'diamond' },
        to: { system: 'diamond.spending' },
        amount: '30',
        reason: 'gift',
      },
      // The second leg's user has no cash: it fails after the first was posted inside the statement.
      {
        idempotency_key: `leg2:${key}`,
        from: { user_id: poor.id, kind: 'cash' },
        to: { user_id: streamer.id, kind: 'cash' },
        amount: '5',
        reason: 'transfer',
      },
    ];
    const failed = await batch(stack, legs);
    expect(failed).toEqual({ ok: false, error: 'wallet.insufficient_balance' });
    expect(await balances(stack, payer.id)).toMatchObject({ gold: '50' });
    expect(
      await prisma.ledgerTransfer.count({ where: { idempotencyKey: { in: legs.map((leg) => leg.idempotency_key) } } }),
    ).toBe(0);

    // Once the second leg can be paid, the same keys post both.
    await grant(stack, poor.id, '5', 'cash');
    const paid = await batch(stack, legs);
    expect(paid.ok && paid.transfers.map((t) => t.replayed)).toEqual([false, false]);
    expect(await balances(stack, payer.id)).toMatchObject({ gold: '20' });
    expect(await balances(stack, streamer.id)).toMatchObject({ balances: '5.00' });
  });

  it('pays the groups that can be paid and refuses the others, in one call, answering in the order asked', async () => {
    const [rich, poor, streamer] = [await registerUser(stack), await registerUser(stack), await registerUser(stack)];
    await grant(stack, rich.id, '30');
    await grant(stack, poor.id, '5');
    const answer = await groups(stack, [
      giftLegs(rich, streamer, '10', '0.5'),
      giftLegs(poor, streamer, '10', '0.5'),
      giftLegs(rich, streamer, '10', '0.5'),
    ]);
    expect(answer.body.code).toBe(0);
    const outcomes = answer.body.data.groups as {
      ok: boolean;
      error?: string;
      transfers?: { from_balance: string }[];
    }[];
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(outcomes[1]).toEqual({ ok: false, error: 'wallet.insufficient_diamonds' });
    // The rich sender's two groups ran in order inside the statement.
    expect([outcomes[0].transfers?.[0].from_balance, outcomes[2].transfers?.[0].from_balance]).toEqual([
      '20.00',
      '10.00',
    ]);
    expect(await balances(stack, poor.id)).toMatchObject({ gold: '5' });
    expect(await balances(stack, streamer.id)).toMatchObject({ balances: '1.00' });
  });

  it('never overdraws: 20 parallel gift groups from a user who can pay for 5 credit the share of exactly 5', async () => {
    const [sender, streamer] = [await registerUser(stack), await registerUser(stack)];
    await grant(stack, sender.id, '50');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => batch(stack, giftLegs(sender, streamer, '10', '0.5'))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === 'wallet.insufficient_diamonds')).toBe(true);
    expect(await balances(stack, sender.id)).toMatchObject({ gold: '0' });
    expect(await balances(stack, streamer.id)).toMatchObject({ balances: '2.50' });

    // The same in one call of 20 groups: the first five are paid.
    await grant(stack, sender.id, '50');
    const one = await groups(
      stack,
      Array.from({ length: 20 }, () => giftLegs(sender, streamer, '10', '0.5')),
    );
    expect(one.body.data.groups.map((g: { ok: boolean }) => g.ok)).toEqual(Array.from({ length: 20 }, (_, i) => i < 5));
    expect(await balances(stack, sender.id)).toMatchObject({ gold: '0' });
    expect(await balances(stack, streamer.id)).toMatchObject({ balances: '5.00' });
  });

  it.each([
    ['zh', '同一批转账中的幂等键不能重复'],
    ['en', 'Each transfer of a batch needs its own idempotency key'],
    ['vi', 'Mỗi giao dịch trong một lô cần khóa idempotency riêng'],
  ])('refuses a call repeating a key, in a group or across groups (%s)', async (lang, msg) => {
    const [sender, streamer] = [await registerUser(stack), await registerUser(stack)];
    const [price, share] = giftLegs(sender, streamer, '1', '0.05');
    const inGroup = await groups(stack, [[price, { ...share, idempotency_key: price.idempotency_key }]], lang);
    expect(inGroup.body).toEqual({ code: 1, msg, data: null });
    const across = await groups(stack, [[price], [{ ...share, idempotency_key: price.idempotency_key }]], lang);
    expect(across.body).toEqual({ code: 1, msg, data: null });
  });

  it("announces one call's balances once per account, the newest: a streamer paid by three gifts hears of the last", async () => {
    const stores = openStores();
    try {
      const streamer = await registerUser(stack);
      const senders = [await registerUser(stack), await registerUser(stack), await registerUser(stack)];
      for (const sender of senders) await grant(stack, sender.id, '10');
      const since = async (stream: string) =>
        (await stores.redis.xrevrange(stream, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
      const [balancesFrom, spentFrom] = [
        await since(streamKey('wallet.balance.changed')),
        await since(streamKey('wallet.spent')),
      ];
      const response = await groups(
        stack,
        senders.map((sender) => giftLegs(sender, streamer, '10', '0.5')),
      );
      const paid = response.body.data.groups as { ok: true; transfers: { transfer_id: string }[] }[];
      const read = async (stream: string, from: string) =>
        (await stores.redis.xrange(stream, `(${from}`, '+')).map(
          ([, fields]) =>
            JSON.parse(fields[fields.indexOf('data') + 1]) as { userId: number; balance: string; transferId: string },
        );
      // This call's announcements only: another suite's activity service may reward these senders meanwhile.
      const transfers = new Set(paid.flatMap((group) => group.transfers.map((t) => t.transfer_id)));
      const announced = (await read(streamKey('wallet.balance.changed'), balancesFrom)).filter((event) =>
        transfers.has(event.transferId),
      );
      expect(announced.filter((event) => event.userId === streamer.id)).toEqual([
        { userId: streamer.id, kind: 'cash', balance: '1.50', transferId: paid[2].transfers[1].transfer_id },
      ]);
      expect(announced.filter((event) => event.userId !== streamer.id).map((event) => event.balance)).toEqual([
        '0.00',
        '0.00',
        '0.00',
      ]);
      const spent = (await read(streamKey('wallet.spent'), spentFrom)).filter((event) =>
        senders.some((s) => s.id === event.userId),
      );
      expect(spent).toHaveLength(3);
    } finally {
      await stores.close();
    }
  });

  it('answers which keys were posted, as which transfers, moving nothing (postedTransfers)', async () => {
    const [sender, streamer] = [await registerUser(stack), await registerUser(stack)];
    await grant(stack, sender.id, '100');
    const paid = giftLegs(sender, streamer, '20', '1');
    const first = await batch(stack, paid);
    if (!first.ok) throw new Error('not paid');
    const never = `gift:${randomUUID()}`;
    const posted = (keys: unknown) =>
      internal(stack, 'wallet', 'post', '/internal/transfers/posted')
        .set('lang', 'en')
        .send({ idempotency_keys: keys });
    const answer = await posted([paid[0].idempotency_key, never, paid[1].idempotency_key]);
    expect(answer.body.code).toBe(0);
    expect(new Set(answer.body.data.transfers)).toEqual(
      new Set(
        paid.map((leg, index) => ({
          idempotency_key: leg.idempotency_key,
          transfer_id: (first.transfers[index] as unknown as { transfer_id: string }).transfer_id,
        })),
      ),
    );
    expect(await balances(stack, sender.id)).toMatchObject({ gold: '80' });
    for (const keys of [[], ['short'], Array.from({ length: 501 }, () => never)])
      expect((await posted(keys)).body).toMatchObject({ code: 1, data: null });
  });

  it('refuses an empty call, an empty group and more than 50 groups', async () => {
    const [sender, streamer] = [await registerUser(stack), await registerUser(stack)];
    for (const legs of [[], [[]], Array.from({ length: 51 }, () => giftLegs(sender, streamer, '1', '0.05'))]) {
      const refused = await groups(stack, legs);
      expect(refused.body).toMatchObject({ code: 1, data: null });
    }
  });
});
