import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@arena/shared';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { Stack } from '../../../test/support/stack';
import { walletStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const transfer = (stack: Stack, body: Record<string, unknown>) => internal(stack, 'wallet', 'post', '/internal/transfers').send(body);
const batch = (stack: Stack, transfers: Record<string, unknown>[], lang = 'en') =>
  internal(stack, 'wallet', 'post', '/internal/transfers/batch').set('lang', lang).send({ transfers });
const grant = (stack: Stack, userId: number, amount: string, kind = 'diamond') =>
  transfer(stack, { idempotency_key: `grant-${randomUUID()}`, from: { system: `${kind}.adjustments` }, to: { user_id: userId, kind }, amount, reason: 'adjustment' });
const balances = async (stack: Stack, userId: number) =>
  (await internal(stack, 'wallet', 'get', `/internal/balances/${userId}`)).body.data as { gold: string; balances: string };

/** A paid gift's two legs: the price from the sender, the streamer's share to the streamer. */
const giftLegs = (sender: TestUser, anchor: TestUser, price: string, share: string, key = randomUUID()) => [
  { idempotency_key: `gift:${key}`, from: { user_id: sender.id, kind: 'diamond' }, to: { system: 'diamond.spending' }, amount: price, reason: 'gift' },
  { idempotency_key: `gift-income:${key}`, from: { system: 'cash.income' }, to: { user_id: anchor.id, kind: 'cash' }, amount: share, reason: 'income' },
];

describe('batches of transfers (all or none, each leg once per key)', () => {
  const { stack } = useStack(walletStack);
  let prisma: PrismaClient;
  beforeAll(() => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
  });
  afterAll(async () => {
    await prisma.$disconnect();
  });

  it('moves every leg, replays the same keys and refuses a conflicting retry without moving anything', async () => {
    const [sender, anchor] = [await registerUser(stack), await registerUser(stack)];
    await grant(stack, sender.id, '100');
    const legs = giftLegs(sender, anchor, '20', '1');
    const first = await batch(stack, legs);
    expect(first.body).toMatchObject({
      code: 0,
      data: { transfers: [{ replayed: false, currency: 'diamond', amount: '20.00', from_balance: '80.00' }, { replayed: false, currency: 'cny', amount: '1.00', to_balance: '1.00' }] },
    });
    const again = await batch(stack, legs);
    expect(again.body.data.transfers).toEqual(first.body.data.transfers.map((t: object) => ({ ...t, replayed: true })));
    // A leg posted alone before is the same transfer: the batch replays it.
    const alone = await transfer(stack, legs[0]);
    expect(alone.body.data).toEqual({ ...first.body.data.transfers[0], replayed: true });

    const conflicting = await batch(stack, [legs[0], { ...legs[1], amount: '2' }]);
    expect(conflicting.body).toEqual({ code: 1, msg: `Idempotency key ${legs[1].idempotency_key} was already used for a transfer with other parameters`, data: null });
    expect(await balances(stack, sender.id)).toMatchObject({ gold: '80' });
    expect(await balances(stack, anchor.id)).toMatchObject({ balances: '1.00' });
    // Member/info follows both legs' balance announcements.
    const info = await eventually(() => stack.api.get('/api/Member/info').set('token', anchor.token), (r) => r.body.data.balances === '1.00');
    expect(info.body.data.balances).toBe('1.00');
  });

  it('moves nothing when a later leg fails, and answers that leg\'s error', async () => {
    const [payer, poor, anchor] = [await registerUser(stack), await registerUser(stack), await registerUser(stack)];
    await grant(stack, payer.id, '50');
    const key = randomUUID();
    const legs = [
      { idempotency_key: `leg1:${key}`, from: { user_id: payer.id, kind: 'diamond' }, to: { system: 'diamond.spending' }, amount: '30', reason: 'gift' },
      // The second leg's user has no cash: it fails after the first was posted inside the statement.
      { idempotency_key: `leg2:${key}`, from: { user_id: poor.id, kind: 'cash' }, to: { user_id: anchor.id, kind: 'cash' }, amount: '5', reason: 'transfer' },
    ];
    const failed = await batch(stack, legs, 'vi');
    expect(failed.body).toEqual({ code: 1, msg: 'Số dư không đủ', data: null });
    expect(await balances(stack, payer.id)).toMatchObject({ gold: '50' });
    expect(await prisma.ledgerTransfer.count({ where: { idempotencyKey: { in: legs.map((leg) => leg.idempotency_key) } } })).toBe(0);

    // Once the second leg can be paid, the same keys post both.
    await grant(stack, poor.id, '5', 'cash');
    const paid = await batch(stack, legs);
    expect(paid.body.data.transfers.map((t: { replayed: boolean }) => t.replayed)).toEqual([false, false]);
    expect(await balances(stack, payer.id)).toMatchObject({ gold: '20' });
    expect(await balances(stack, anchor.id)).toMatchObject({ balances: '5.00' });
  });

  it('never overdraws: 20 parallel gift batches from a user who can pay for 5 credit the share of exactly 5', async () => {
    const [sender, anchor] = [await registerUser(stack), await registerUser(stack)];
    await grant(stack, sender.id, '50');
    const results = await Promise.all(Array.from({ length: 20 }, () => batch(stack, giftLegs(sender, anchor, '10', '0.5'))));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(5);
    expect(results.filter((r) => r.body.code !== 0).every((r) => r.body.msg === 'Not enough diamonds')).toBe(true);
    expect(await balances(stack, sender.id)).toMatchObject({ gold: '0' });
    expect(await balances(stack, anchor.id)).toMatchObject({ balances: '2.50' });
  });

  it.each([
    ['zh', '同一批转账中的幂等键不能重复'],
    ['en', 'Each transfer of a batch needs its own idempotency key'],
    ['vi', 'Mỗi giao dịch trong một lô cần khóa idempotency riêng'],
  ])('refuses a batch repeating a key (%s)', async (lang, msg) => {
    const [sender, anchor] = [await registerUser(stack), await registerUser(stack)];
    const [price, share] = giftLegs(sender, anchor, '1', '0.05');
    const repeated = await batch(stack, [price, { ...share, idempotency_key: price.idempotency_key }], lang);
    expect(repeated.body).toEqual({ code: 1, msg, data: null });
  });

  it('refuses an empty batch', async () => {
    const empty = await batch(stack, []);
    expect(empty.body.code).toBe(1);
  });
});
