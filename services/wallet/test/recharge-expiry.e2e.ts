// Orders of this suite expire a second after their creation.
process.env.RECHARGE_ORDER_TTL_SECONDS = '1';
import { randomBytes } from 'node:crypto';
import { Jobs } from '@arena/shared';
import { SandboxPaymentProvider } from '../src/payments/sandbox-payment.provider';
import { RECHARGE_EXPIRY_SWEEP } from '../src/recharge/recharge-expiry.job';
import { registerUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { walletStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const sandbox = new SandboxPaymentProvider();

describe('recharge orders expire (the BullMQ job of the wallet)', () => {
  const harness = useStack(walletStack);
  const createOrder = async (token: string) => {
    const response = await harness.stack.api
      .get('/api/chargerules/payUrl')
      .query({ id: 1, type: 1 })
      .set('token', token);
    expect(response.body.code).toBe(0);
    return response.body.data as { order_no: string; url: string; money: string; coin: number; give: number };
  };
  const statusOf = async (orderNo: string) =>
    (await harness.stores.prisma.rechargeOrder.findUniqueOrThrow({ where: { orderNo } })).status;
  const expiredSoon = async (orderNo: string) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await statusOf(orderNo)) === 'pending')
      await new Promise((resolve) => setTimeout(resolve, 100));
    return statusOf(orderNo);
  };

  it('a pending order expires after the configured time; its checkout then refuses payment', async () => {
    const payer = await registerUser(harness.stack);
    const order = await createOrder(payer.token);
    expect(await statusOf(order.order_no)).toBe('pending');
    expect(await expiredSoon(order.order_no)).toBe('expired');
    const page = await harness.stack.api.get(`${order.url}&lang=en`);
    expect(page.text).toContain('This order has expired');
    expect(page.text).not.toContain('Pay now');
    const token = new URL(order.url, 'http://x').searchParams.get('token') as string;
    const confirmed = await harness.stack.api
      .post(`/api/pay/sandbox/${order.order_no}/confirm?lang=vi`)
      .type('form')
      .send({ token });
    expect(confirmed.text).toContain('Đơn hàng đã hết hạn');
    const balance = await internal(harness.stack, 'wallet', 'get', `/internal/balances/${payer.id}`);
    expect(balance.body.data.gold).toBe('0');
  });

  it('a payment the provider reports after the expiry is still credited, once, and noted as late', async () => {
    const payer = await registerUser(harness.stack);
    const order = await createOrder(payer.token);
    expect(await expiredSoon(order.order_no)).toBe('expired');
    const notice = sandbox.notification({
      order_no: order.order_no,
      trade_no: `T${order.order_no}`,
      amount: order.money,
      status: 'paid',
    });
    const responses = await Promise.all(
      [1, 2, 3].map(() => harness.stack.api.post('/api/pay/notify/sandbox').send(notice)),
    );
    expect(responses.map((r) => r.body.data?.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await statusOf(order.order_no)).toBe('paid');
    const balance = await internal(harness.stack, 'wallet', 'get', `/internal/balances/${payer.id}`);
    expect(balance.body.data.gold).toBe(String(order.coin + order.give));
    const outcomes = await harness.stores.prisma.paymentCallback.groupBy({
      by: ['outcome'],
      where: { orderNo: order.order_no },
      _count: true,
    });
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, o._count]))).toEqual({ credited_late: 1, duplicate: 2 });
  });

  it('the sweep expires an overdue order whose delayed job was lost (Redis keeps nothing on disk)', async () => {
    const payer = await registerUser(harness.stack);
    // An order from before a Redis restart: in Postgres, two hours old, with no job in Redis.
    const orderNo = `RLOST${randomBytes(6).toString('hex')}`;
    await harness.stores.prisma.rechargeOrder.create({
      data: {
        orderNo,
        payToken: randomBytes(16).toString('hex'),
        userId: payer.id,
        packageId: 1,
        coin: 60,
        give: 0,
        money: '6.00',
        provider: 'sandbox',
        createdAt: new Date(Date.now() - 2 * 3_600_000),
      },
    });
    const jobs = new Jobs();
    try {
      await jobs.add(RECHARGE_EXPIRY_SWEEP, {});
      expect(await expiredSoon(orderNo)).toBe('expired');
    } finally {
      await jobs.onModuleDestroy();
    }
  });
});
