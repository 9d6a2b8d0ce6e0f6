// The outbox's relay announces what was left unannounced for half a second (default 5 s).
process.env.WALLET_RELAY_EVERY_MS = '500';
import { randomInt, randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, PrismaService, streamKey } from '@arena/shared';
import { LedgerService, UnannouncedRelay } from '@arena/wallet';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { Stack } from '../../../test/support/stack';
import { walletStack } from '../../../test/support/stacks';
import { openStores } from '../../../test/support/stores';
import { useStack } from '../../../test/support/use-stack';

const transfer = (stack: Stack, body: Record<string, unknown>) =>
  internal(stack, 'wallet', 'post', '/internal/transfers').send(body);
const grant = (stack: Stack, userId: number, amount: string, kind = 'diamond') =>
  transfer(stack, {
    idempotency_key: `grant-${randomUUID()}`,
    from: { system: `${kind}.adjustments` },
    to: { user_id: userId, kind },
    amount,
    reason: 'adjustment',
  });

describe('the ledger (internal transfers and balances)', () => {
  const { stack } = useStack(walletStack);
  let prisma: PrismaClient;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
    [alice, bob] = [await registerUser(stack), await registerUser(stack)];
  });
  afterAll(async () => {
    await prisma.$disconnect();
  });

  it('moves money, replays a repeated key and refuses the same key with other parameters', async () => {
    expect((await grant(stack, alice.id, '100')).body.code).toBe(0);
    // Not a gift: another suite's activity service (the event streams are shared) would reward its daily task.
    const body = {
      idempotency_key: `goods-${randomUUID()}`,
      from: { user_id: alice.id, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: '12.5',
      reason: 'goods',
    };
    const first = await transfer(stack, body);
    expect(first.body).toMatchObject({
      code: 0,
      data: { replayed: false, currency: 'diamond', amount: '12.50', from_balance: '87.50' },
    });
    const again = await transfer(stack, body);
    expect(again.body.data).toEqual({ ...first.body.data, replayed: true });
    const other = await transfer(stack, { ...body, amount: '13' }).set('lang', 'en');
    expect(other.body).toEqual({
      code: 1,
      msg: `Idempotency key ${body.idempotency_key} was already used for a transfer with other parameters`,
      data: null,
    });
    const balances = await internal(stack, 'wallet', 'get', `/internal/balances/${alice.id}`);
    expect(balances.body.data).toEqual({ gold: '87.5', balances: '0.00', consumption: '0.00' });
    // Member/info shows the account service's copy, which follows the wallet's events.
    const info = await eventually(
      () => stack.api.get('/api/Member/info').set('token', alice.token),
      (r) => r.body.data.gold === '87.5',
    );
    expect(info.body.data).toMatchObject({ gold: '87.5', balances: '0.00', consumption: '0.00' });
  });

  it('never lets a user account go negative and never mixes currencies', async () => {
    const overdraft = await transfer(stack, {
      idempotency_key: `x-${randomUUID()}`,
      from: { user_id: bob.id, kind: 'diamond' },
      to: { user_id: alice.id, kind: 'diamond' },
      amount: '1',
      reason: 'transfer',
    }).set('lang', 'en');
    expect(overdraft.body).toEqual({ code: 1, msg: 'Not enough diamonds', data: null });
    const mixed = await transfer(stack, {
      idempotency_key: `x-${randomUUID()}`,
      from: { system: 'diamond.rewards' },
      to: { user_id: bob.id, kind: 'cash' },
      amount: '1',
      reason: 'reward',
    }).set('lang', 'vi');
    expect(mixed.body).toEqual({ code: 1, msg: 'Hai tài khoản khác loại tiền tệ', data: null });
    expect((await internal(stack, 'wallet', 'get', `/internal/balances/${bob.id}`)).body.data.gold).toBe('0');
  });

  it.each([
    [{}, 'en', 'Idempotency key is required'],
    [
      {
        idempotency_key: 'key-12345',
        from: { system: 'diamond.rewards' },
        to: { user_id: 1, kind: 'diamond' },
        reason: 'reward',
        amount: '-1',
      },
      'en',
      'The amount must be a number above 0 with at most two decimals',
    ],
    [
      {
        idempotency_key: 'key-12345',
        from: { system: 'diamond.rewards' },
        to: { user_id: 1, kind: 'diamond' },
        reason: 'reward',
        amount: '1.234',
      },
      'zh',
      '金额须为大于0的数字，最多两位小数',
    ],
    [
      {
        idempotency_key: 'key-12345',
        from: { system: 'diamond.rewards' },
        to: { user_id: 1, kind: 'diamond' },
        reason: 'bribe',
        amount: '1',
      },
      'en',
      'Reason must be one of: recharge, gift',
    ],
  ])('names the bad field (%j)', async (body, lang, message) => {
    const response = await transfer(stack, body).set('lang', lang);
    expect(response.body.code).toBe(1);
    expect(response.body.msg).toContain(message);
  });

  it('is internal only: the public cannot reach it through the edge or directly', async () => {
    const viaEdge = await stack.api.post('/api/internal/transfers').send({});
    expect(viaEdge.body.code).not.toBe(0);
    const direct = await internal(stack, 'wallet', 'post', '/internal/transfers')
      .set('x-arena-auth', 'forged.sig')
      .send({});
    expect(direct.status).toBe(403);
  });

  it('publishes diamonds spent and gives wealth experience 1:1 in units of 0.1', async () => {
    const spender = await registerUser(stack);
    await grant(stack, spender.id, '50');
    const spend = await transfer(stack, {
      idempotency_key: `gift-${randomUUID()}`,
      from: { user_id: spender.id, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: '10.37',
      reason: 'gift',
    });
    expect(spend.body.code).toBe(0);
    const deadline = Date.now() + 5000;
    let exp = '0';
    while (Date.now() < deadline && exp === '0') {
      exp = String((await prisma.user.findUniqueOrThrow({ where: { id: spender.id } })).wealthExp);
      if (exp === '0') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(exp).toBe('10.3');

    // The level that experience gives is announced (the danmaku show it): 110.3 is Lv.2.
    await transfer(stack, {
      idempotency_key: `gift-${randomUUID()}`,
      from: { user_id: spender.id, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: '30',
      reason: 'gift',
    });
    await grant(stack, spender.id, '100');
    await transfer(stack, {
      idempotency_key: `gift-${randomUUID()}`,
      from: { user_id: spender.id, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: '70',
      reason: 'gift',
    });
    const stores = openStores();
    try {
      const levels = await eventually(
        async () =>
          (await stores.redis.xrevrange(streamKey('user.wealth.changed'), '+', '-', 'COUNT', 500))
            .map(([, fields]) => JSON.parse(fields[1]) as { userId: number; level: number })
            .filter((e) => e.userId === spender.id)
            .map((e) => e.level),
        (seen) => seen.includes(2),
      );
      expect(levels).toContain(2);
    } finally {
      await stores.close();
    }
  });

  it('loses no announcement when the poster stops between the commit and announcing it: the outbox relay announces it once', async () => {
    const spender = await registerUser(stack);
    await grant(stack, spender.id, '20');
    const wallet = stack.app('wallet');
    const ledger = wallet.get(LedgerService);
    const spend = {
      from: { userId: spender.id, kind: 'diamond' as const },
      to: { system: 'diamond.spending' as const },
      amountCents: 800,
      reason: 'gift' as const,
    };
    // Posted in a caller's transaction that commits; the caller never announces (its process died, or Redis refused).
    const posted = await wallet
      .get(PrismaService)
      .$transaction((tx) => ledger.transfer({ ...spend, key: `outbox-${randomUUID()}` }, tx));
    // Posted and rolled back: nothing to announce, ever.
    const rolledBack = `outbox-${randomUUID()}`;
    await expect(
      wallet.get(PrismaService).$transaction(async (tx) => {
        await ledger.transfer({ ...spend, key: rolledBack }, tx);
        throw new Error('the caller failed after posting');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await prisma.ledgerTransfer.count({ where: { idempotencyKey: rolledBack } })).toBe(0);
    expect(
      await prisma.unannouncedTransfer.findUnique({ where: { transferId: BigInt(posted.transferId) } }),
    ).not.toBeNull();

    // The relay (a repeating job in some wallet process; run here too) announces it: the spender's wealth
    // experience and balance copy follow, as if it had been announced at once.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await wallet.get(UnannouncedRelay).relay();
    const user = await eventually(
      () => prisma.user.findUniqueOrThrow({ where: { id: spender.id } }),
      (row) => String(row.wealthExp) === '8',
      5000,
    );
    expect(String(user.wealthExp)).toBe('8');
    const info = () => stack.api.get('/api/Member/info').set('token', spender.token);
    expect((await eventually(info, (response) => response.body.data.gold === '12', 5000)).body.data.gold).toBe('12');
    expect(await prisma.unannouncedTransfer.count({ where: { transferId: BigInt(posted.transferId) } })).toBe(0);
    // Announced at once (the usual way): nothing is left for the relay.
    const granted = (await grant(stack, spender.id, '1')).body.data as { transfer_id: string };
    expect(await prisma.unannouncedTransfer.count({ where: { transferId: BigInt(granted.transfer_id) } })).toBe(0);
  });

  it('1,000 random concurrent transfers: every currency sums to zero, no user account is negative, balances match the transfers', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(stack)));
    await Promise.all(users.map((u) => grant(stack, u.id, '20')));
    const randomTransfer = () => {
      const from = users[randomInt(users.length)];
      let to = users[randomInt(users.length)];
      if (to === from) to = users[(users.indexOf(from) + 1) % users.length];
      return transfer(stack, {
        idempotency_key: `rand-${randomUUID()}`,
        from: { user_id: from.id, kind: 'diamond' },
        to: { user_id: to.id, kind: 'diamond' },
        amount: `${randomInt(1, 800) / 100}`,
        reason: 'transfer',
      });
    };
    // 100 in flight at every moment: far more than the wallet's database pool, so transfers on the same
    // accounts really race, without 1,000 sockets opening at once (a loaded machine resets some of them).
    let started = 0;
    const results = (
      await Promise.all(
        Array.from({ length: 100 }, async () => {
          const mine: Awaited<ReturnType<typeof randomTransfer>>[] = [];
          while (started < 1000) {
            started += 1;
            mine.push(await randomTransfer());
          }
          return mine;
        }),
      )
    ).flat();
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0).length).toBeGreaterThan(500);
    expect(codes.every((c) => c === 0 || c === 1)).toBe(true);
    const sums = await prisma.$queryRaw<{ currency: string; sum: string }[]>`
      SELECT currency::text, SUM(balance)::text AS sum FROM wallet.accounts GROUP BY currency`;
    for (const row of sums) expect(Number(row.sum)).toBe(0);
    const negative = await prisma.ledgerAccount.count({ where: { userId: { not: null }, balance: { lt: 0 } } });
    expect(negative).toBe(0);
    const drift = await prisma.$queryRaw<{ id: number }[]>`
      SELECT a.id FROM wallet.accounts a
      WHERE a.balance <> COALESCE((SELECT SUM(amount) FROM wallet.transfers WHERE to_account_id = a.id), 0)
                      - COALESCE((SELECT SUM(amount) FROM wallet.transfers WHERE from_account_id = a.id), 0)`;
    expect(drift).toEqual([]);
    const total = users.length * 20;
    const held = await Promise.all(
      users.map(async (u) =>
        Number((await internal(stack, 'wallet', 'get', `/internal/balances/${u.id}`)).body.data.gold),
      ),
    );
    expect(Math.round(held.reduce((a, b) => a + b, 0) * 100)).toBe(total * 100);
  }, 120_000);
});
