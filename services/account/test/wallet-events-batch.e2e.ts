import { randomUUID } from 'node:crypto';
import { DomainEvents, PrismaClient } from '@arena/shared';
import { PrismaPg } from '@prisma/adapter-pg';
import { registerUser } from '../../../test/support/accounts';
import { deliver } from '../../../test/support/deliver';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { WealthExperienceConsumer } from '../src/levels/wealth-experience.consumer';
import { WalletBalancesConsumer } from '../src/wallet-balances/wallet-balances.consumer';

type Spent = DomainEvents['wallet.spent'];

describe('wallet events in the account service, a read of events at a time (wealth experience, balances copy)', () => {
  const { stack } = useStack(accountStack);
  let prisma: PrismaClient;
  beforeAll(() => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
  });
  afterAll(async () => {
    await prisma.$disconnect();
  });

  const wealthOf = async (userId: number) =>
    (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).wealthExp.toFixed(1);
  /** Spends of two users, one transfer published twice. */
  const spends = (a: number, b: number): Spent[] => {
    const repeated = String(Date.now());
    const spent = (userId: number, amount: string, transferId: string = randomUUID()): Spent => ({
      userId,
      amount,
      reason: 'gift',
      transferId,
    });
    return [
      spent(a, '10.37', repeated),
      spent(a, '10.37', repeated),
      spent(b, '0.25'),
      spent(a, '2.35'),
      spent(b, '70'),
      spent(a, '0.05'),
    ];
  };

  it('counts each transfer of a batch once, a redelivered batch not again, as one by one would', async () => {
    const consumer = stack.app('account').get(WealthExperienceConsumer);
    const [a, b, c, d] = await Promise.all([
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
      registerUser(stack),
    ]);
    const batch = spends(a.id, b.id);
    await deliver(consumer, 'wallet.spent', batch);
    // 10.3 + 2.3 + 0.0, and 0.2 + 70: each spend rounded down to tenths on its own.
    expect([await wealthOf(a.id), await wealthOf(b.id)]).toEqual(['12.6', '70.2']);
    await deliver(consumer, 'wallet.spent', batch);
    expect([await wealthOf(a.id), await wealthOf(b.id)]).toEqual(['12.6', '70.2']);

    for (const spent of spends(c.id, d.id)) await deliver(consumer, 'wallet.spent', [spent]);
    expect([await wealthOf(c.id), await wealthOf(d.id)]).toEqual(['12.6', '70.2']);
  });

  it('keeps the newest balance of each account from a batch in any order', async () => {
    const consumer = stack.app('account').get(WalletBalancesConsumer);
    const user = await registerUser(stack);
    const change = (kind: 'diamond' | 'cash', balance: string, transferId: string) => ({
      userId: user.id,
      kind,
      balance,
      transferId,
    });
    await deliver(consumer, 'wallet.balance.changed', [
      change('diamond', '30.00', '9000000002'),
      change('diamond', '50.00', '9000000003'),
      change('diamond', '10.00', '9000000001'),
      change('cash', '1.50', '9000000004'),
      change('cash', '1.50', '9000000004'),
    ]);
    const rows = await prisma.walletBalance.findMany({ where: { userId: user.id }, orderBy: { kind: 'asc' } });
    expect(rows.map((row) => [row.kind, row.balance.toFixed(2), String(row.transferId)])).toEqual([
      ['cash', '1.50', '9000000004'],
      ['diamond', '50.00', '9000000003'],
    ]);
    // An older balance delivered later changes nothing.
    await deliver(consumer, 'wallet.balance.changed', [change('diamond', '99.00', '9000000000')]);
    expect(
      (await prisma.walletBalance.findFirstOrThrow({ where: { userId: user.id, kind: 'diamond' } })).balance.toFixed(2),
    ).toBe('50.00');
  });
});
