import { randomUUID } from 'node:crypto';
import { loadConfig } from '@arena/shared';
import { Queue } from 'bullmq';
import { GoodsService } from '../src/goods/goods.service';
import { registerUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { credit, gold } from './ledger';

/**
 * An exchange whose payment had an unknown outcome (the wallet did not answer) stays pending with its
 * stock taken; the sweep settles it with the same transfer: paid once, or released with its stock.
 * The sweep is called here directly (its repeated job is shared by every gifts instance on the test
 * Redis, so its timing is not this suite's to set); that the job is scheduled is checked apart.
 */
describe('pending goods exchanges are settled', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'gifts'));
  const { stack } = harness;

  const sweep = () => stack.app('gifts').get(GoodsService).settlePending();

  /** A goods with 3 of its 5 left, and a pending exchange of 2 made 10 minutes ago, as a lost answer leaves them. */
  async function pendingExchange(userId: number, price: number) {
    const code = `s-${randomUUID().slice(0, 8)}`;
    const goods = await harness.stores.prisma.goods.create({
      data: { code, nameZh: code, nameEn: code, nameVi: code, image: `/goods/${code}.svg`, diamonds: price, stock: 3 },
    });
    const exchange = await harness.stores.prisma.goodsExchange.create({
      data: {
        requestKey: `${userId}:${randomUUID()}`,
        userId,
        goodsId: goods.id,
        quantity: 2,
        diamonds: price * 2,
        createdAt: new Date(Date.now() - 600_000),
      },
    });
    return { goods, exchange };
  }

  it('is a repeated job of the gifts service', async () => {
    const queue = new Queue('gifts.goods-settle-sweep', {
      connection: { url: loadConfig().redisUrl, maxRetriesPerRequest: null },
      prefix: loadConfig().jobsPrefix,
    });
    try {
      expect(await queue.getJobScheduler('sweep')).toMatchObject({ every: 300_000 });
    } finally {
      await queue.close();
    }
  });

  it('charges an exchange the wallet never posted, once, and completes it', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 100);
    const { exchange } = await pendingExchange(user.id, 15);
    const fresh = await pendingExchange(user.id, 1);
    await harness.stores.prisma.goodsExchange.update({
      where: { id: fresh.exchange.id },
      data: { createdAt: new Date() },
    });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    await sweep();
    const settled = await harness.stores.prisma.goodsExchange.findUniqueOrThrow({ where: { id: exchange.id } });
    expect(settled.status).toBe('completed');
    // One just made may still be waiting for the wallet's answer: it is left alone.
    expect(
      (await harness.stores.prisma.goodsExchange.findUniqueOrThrow({ where: { id: fresh.exchange.id } })).status,
    ).toBe('pending');
    await harness.stores.prisma.goodsExchange.delete({ where: { id: fresh.exchange.id } });
    expect(settled.transferId).not.toBeNull();
    expect(await gold(stack, user.id)).toBe(70);
  });

  it('completes an exchange the wallet had posted without charging it again', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 100);
    const { goods, exchange } = await pendingExchange(user.id, 20);
    const posted = await internal(stack, 'wallet', 'post', '/internal/transfers').send({
      idempotency_key: `goods:${exchange.requestKey}`,
      from: { user_id: user.id, kind: 'diamond' },
      to: { system: 'diamond.spending' },
      amount: '40',
      reason: 'goods',
      memo: `goods ${goods.code} x2`,
    });
    expect(posted.body.code).toBe(0);
    await sweep();
    const settled = await harness.stores.prisma.goodsExchange.findUniqueOrThrow({ where: { id: exchange.id } });
    expect(settled.transferId).toBe(posted.body.data.transfer_id);
    expect(await gold(stack, user.id)).toBe(60);
  });

  it('releases an exchange the user cannot pay, giving its stock back', async () => {
    const user = await registerUser(stack);
    const { goods, exchange } = await pendingExchange(user.id, 25);
    await sweep();
    expect(await harness.stores.prisma.goodsExchange.findUnique({ where: { id: exchange.id } })).toBeNull();
    expect((await harness.stores.prisma.goods.findUniqueOrThrow({ where: { id: goods.id } })).stock).toBe(5);
  });
});
