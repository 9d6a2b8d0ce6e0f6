// Orders of this suite expire a second after their creation.
process.env.RECHARGE_ORDER_TTL_SECONDS = '1';
import { SandboxPaymentProvider } from '../src/payments/sandbox-payment.provider';
import { registerUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { walletStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const sandbox = new SandboxPaymentProvider();

describe('recharge orders expire (the BullMQ job of the wallet)', () => {
  const harness = useStack(walletStack);
  const createOrder = async (token: string) => {
    const response = await harness.stack.api.get('/api/chargerules/payUrl').query({ id: 1, type: 1 }).set('token', token);
    expect(response.body.code).toBe(0);
    return response.body.data as { order_no: string; url: string; money: string; coin: number; give: number };
  };
  const statusOf = async (orderNo: string) => (await harness.stores.prisma.rechargeOrder.findUniqueOrThrow({ where: { orderNo } })).status;
  const expiredSoon = async (orderNo: string) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await statusOf(orderNo)) === 'pending') await new Promise((resolve) => setTimeout(resolve, 100));
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
    const confirmed = await harness.stack.api.post(`/api/pay/sandbox/${order.order_no}/confirm?lang=vi`).type('form').send({ token });
    expect(confirmed.text).toContain('Đơn hàng đã hết hạn');
    const balance = await internal(harness.stack, 'wallet', 'get', `/internal/balances/${payer.id}`);
    expect(balance.body.data.gold).toBe('0');
  });

  it('a payment the provider reports after the expiry is still credited, once, and noted as late', async () => {
    const payer = await registerUser(harness.stack);
    const order = await createOrder(payer.token);
    expect(await expiredSoon(order.order_no)).toBe('expired');
    const notice = sandbox.notification({ order_no: order.order_no, trade_no: `T${order.order_no}`, amount: order.money, status: 'paid' });
    const responses = await Promise.all([1, 2, 3].map(() => harness.stack.api.post('/api/pay/notify/sandbox').send(notice)));
    expect(responses.map((r) => r.body.data?.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await statusOf(order.order_no)).toBe('paid');
    const balance = await internal(harness.stack, 'wallet', 'get', `/internal/balances/${payer.id}`);
    expect(balance.body.data.gold).toBe(String(order.coin + order.give));
    const outcomes = await harness.stores.prisma.paymentCallback.groupBy({ by: ['outcome'], where: { orderNo: order.order_no }, _count: true });
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, o._count]))).toEqual({ credited_late: 1, duplicate: 2 });
  });
});
