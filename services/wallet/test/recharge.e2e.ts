import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@arena/shared';
import { SandboxPaymentProvider } from '../src/payments/sandbox-payment.provider';
import { registerUser, TestUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { Stack } from '../../../test/support/stack';
import { walletStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const sandbox = new SandboxPaymentProvider();
const gold = async (stack: Stack, userId: number) =>
  (await internal(stack, 'wallet', 'get', `/internal/balances/${userId}`)).body.data.gold as string;

describe('recharge (chargerules/getList, chargerules/payUrl, the sandbox wallet and its callbacks)', () => {
  const { stack } = useStack(walletStack);
  let prisma: PrismaClient;
  let user: TestUser;
  beforeAll(async () => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
    user = await registerUser(stack);
  });
  afterAll(async () => {
    await prisma.$disconnect();
  });

  const createOrder = async (token: string, id: number) => {
    const response = await stack.api.get('/api/chargerules/payUrl').query({ id, type: 1 }).set('token', token);
    expect(response.body.code).toBe(0);
    return response.body.data as { order_no: string; url: string; money: string; coin: number; give: number };
  };
  const paidNotice = (order: { order_no: string; money: string }) =>
    sandbox.notification({
      order_no: order.order_no,
      trade_no: `T${order.order_no}`,
      amount: order.money,
      status: 'paid',
    });

  it('lists the seeded packages at 1 yuan = 10 diamonds', async () => {
    const response = await stack.api.post('/api/chargerules/getList');
    expect(response.body.code).toBe(0);
    const packs = response.body.data as { id: number; coin: number; give: number; money: string; give_rate: number }[];
    expect(packs.length).toBeGreaterThanOrEqual(6);
    for (const pack of packs) {
      expect(pack.coin).toBe(Number(pack.money) * 10);
      expect(Object.keys(pack).sort()).toEqual(['coin', 'give', 'give_rate', 'id', 'money']);
    }
    expect(packs.find((p) => p.money === '30.00')).toMatchObject({ coin: 300, give: 10, give_rate: 3 });
  });

  it("refuses bad payUrl input in the caller's language", async () => {
    const anonymous = await stack.api.get('/api/chargerules/payUrl').query({ id: 1, type: 1 }).set('lang', 'en');
    expect(anonymous.body).toEqual({ code: 1, msg: 'Please log in first', data: null });
    const missing = await stack.api.get('/api/chargerules/payUrl').set('token', user.token).set('lang', 'en');
    expect(missing.body.msg).toBe('Please complete the information before submitting');
    const badType = await stack.api
      .get('/api/chargerules/payUrl')
      .query({ id: 1, type: 9 })
      .set('token', user.token)
      .set('lang', 'en');
    expect(badType.body.msg).toContain('must be one of: 1');
    const unknown = await stack.api
      .get('/api/chargerules/payUrl')
      .query({ id: 99999, type: 1 })
      .set('token', user.token)
      .set('lang', 'vi');
    expect(unknown.body).toEqual({ code: 1, msg: 'Gói nạp không tồn tại hoặc đã ngừng bán', data: null });
  });

  it('pays through the sandbox page: the payer confirms, the provider notifies, the diamonds arrive', async () => {
    const payer = await registerUser(stack);
    const [pack] = (await stack.api.post('/api/chargerules/getList')).body.data;
    const order = await createOrder(payer.token, pack.id);
    expect(order.url).toMatch(/^\/api\/pay\/sandbox\/R\d{20}\?token=[0-9a-f]{32}$/);
    const page = await stack.api.get(order.url).set('accept-language', 'en');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Pay now');
    expect(page.text).toContain(order.order_no);
    const viPage = await stack.api.get(`${order.url}&lang=vi`);
    expect(viPage.text).toContain('Thanh toán');
    const token = new URL(order.url, 'http://x').searchParams.get('token') as string;
    const confirmed = await stack.api
      .post(`/api/pay/sandbox/${order.order_no}/confirm?lang=en`)
      .type('form')
      .send({ token });
    expect(confirmed.text).toContain('Payment successful');
    expect(await gold(stack, payer.id)).toBe(String(pack.coin + pack.give));
    const again = await stack.api
      .post(`/api/pay/sandbox/${order.order_no}/confirm?lang=en`)
      .type('form')
      .send({ token });
    expect(again.text).toContain('Payment successful');
    expect(await gold(stack, payer.id)).toBe(String(pack.coin + pack.give));
    const forged = await stack.api
      .get(`/api/pay/sandbox/${order.order_no}`)
      .query({ token: 'f'.repeat(32) })
      .set('lang', 'en');
    expect(forged.body).toEqual({ code: 1, msg: 'The order does not exist', data: null });
  });

  it('a cancelled payment credits nothing', async () => {
    const payer = await registerUser(stack);
    const order = await createOrder(payer.token, 1);
    const token = new URL(order.url, 'http://x').searchParams.get('token') as string;
    const cancelled = await stack.api
      .post(`/api/pay/sandbox/${order.order_no}/cancel?lang=zh`)
      .type('form')
      .send({ token });
    expect(cancelled.text).toContain('支付已取消');
    expect(await gold(stack, payer.id)).toBe('0');
    expect((await prisma.rechargeOrder.findUniqueOrThrow({ where: { orderNo: order.order_no } })).status).toBe(
      'cancelled',
    );
  });

  it('the same callback 50 times in parallel credits once', async () => {
    const payer = await registerUser(stack);
    const order = await createOrder(payer.token, 2);
    const notice = paidNotice(order);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => stack.api.post('/api/pay/notify/sandbox').send(notice)),
    );
    expect(responses.every((r) => r.body.code === 0 && r.body.data.status === 'paid')).toBe(true);
    expect(await gold(stack, payer.id)).toBe(String(order.coin + order.give));
    const credits = await prisma.ledgerTransfer.count({ where: { idempotencyKey: `recharge:${order.order_no}` } });
    expect(credits).toBe(1);
    const outcomes = await prisma.paymentCallback.groupBy({
      by: ['outcome'],
      where: { orderNo: order.order_no },
      _count: true,
    });
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, o._count]))).toEqual({ credited: 1, duplicate: 49 });
  });

  it('refuses a bad signature before storing anything, and logs a wrong amount as the signed notice only', async () => {
    const payer = await registerUser(stack);
    const order = await createOrder(payer.token, 1);
    const forged = { ...paidNotice(order), sign: 'a'.repeat(64), padding: 'x'.repeat(500_000) };
    const bad = await stack.api.post('/api/pay/notify/sandbox').set('lang', 'en').send(forged);
    expect(bad.body).toEqual({ code: 1, msg: 'The payment notification signature is not valid', data: null });
    expect(await prisma.paymentCallback.count({ where: { orderNo: order.order_no } })).toBe(0);
    const wrongAmount = sandbox.notification({
      order_no: order.order_no,
      trade_no: 'T1',
      amount: '0.01',
      status: 'paid',
    });
    const mismatch = await stack.api
      .post('/api/pay/notify/sandbox')
      .set('lang', 'en')
      .send({ ...wrongAmount, padding: 'x'.repeat(500_000) });
    expect(mismatch.body).toEqual({ code: 1, msg: 'The amount paid does not match the order', data: null });
    expect(await gold(stack, payer.id)).toBe('0');
    const logged = await prisma.paymentCallback.findMany({
      where: { orderNo: order.order_no },
      orderBy: { id: 'asc' },
    });
    expect(logged.map((c) => [c.outcome, c.payload])).toEqual([
      ['bad_amount', { order_no: order.order_no, trade_no: 'T1', amount: '0.01', status: 'paid' }],
    ]);
  });

  describe('with the sandbox switched off (production without PAY_SANDBOX_ENABLED)', () => {
    beforeAll(() => {
      process.env.PAY_SANDBOX_ENABLED = 'false';
    });
    afterAll(() => {
      delete process.env.PAY_SANDBOX_ENABLED;
    });

    it('takes no order, serves no page and believes no callback, however well signed', async () => {
      const payer = await registerUser(stack);
      const refused = await stack.api
        .get('/api/chargerules/payUrl')
        .query({ id: 1, type: 1 })
        .set('token', payer.token)
        .set('lang', 'en');
      expect(refused.body).toEqual({ code: 1, msg: 'Unknown payment provider', data: null });
      const page = await stack.api.get('/api/pay/sandbox/R1').query({ token: 'x' });
      expect(page.status).toBe(404);
      const signed = sandbox.notification(
        { order_no: 'R1', trade_no: 'T1', amount: '1.00', status: 'paid' },
        'any secret',
      );
      const callback = await stack.api.post('/api/pay/notify/sandbox').set('lang', 'en').send(signed);
      expect(callback.body).toEqual({ code: 1, msg: 'Unknown payment provider', data: null });
      expect(await prisma.paymentCallback.count({ where: { orderNo: 'R1' } })).toBe(0);
    });
  });

  it('a crash between order creation and callback loses nothing', async () => {
    const payer = await registerUser(stack);
    const order = await createOrder(payer.token, 3);
    await stack.close();
    stack.adopt(await walletStack());
    const delivered = await stack.api.post('/api/pay/notify/sandbox').send(paidNotice(order));
    expect(delivered.body).toMatchObject({ code: 0, data: { order_no: order.order_no, status: 'paid' } });
    expect(await gold(stack, payer.id)).toBe(String(order.coin + order.give));
    const orders = await stack.api
      .get('/api/Order/getList')
      .query({ type: 1 })
      .set('token', payer.token)
      .set('lang', 'en');
    expect(orders.body.data).toMatchObject({
      total: 1,
      list: [
        {
          type: 1,
          type_name: 'Recharge',
          reason: 'recharge',
          account: 'diamond',
          amount: `+${order.coin + order.give}`,
        },
      ],
    });
  });
});
