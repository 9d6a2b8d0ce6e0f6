import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { EventBus } from '@arena/shared';
import { SandboxPaymentProvider } from '@arena/wallet';
import { login, registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { internal } from '../../../test/support/internal';
import { Stack } from '../../../test/support/stack';
import { accountStack, stackOf } from '../../../test/support/stacks';
import { openStores, Stores } from '../../../test/support/stores';
import { useStack } from '../../../test/support/use-stack';

/** A loopback port nothing listens on: a wallet that is down. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const info = (stack: Stack, token: string) => stack.api.get('/api/Member/info').set('token', token);
const money = (body: { data: { gold: string; balances: string; consumption: string } }) => ({
  gold: body.data.gold,
  balances: body.data.balances,
  consumption: body.data.consumption,
});

describe('wallet balances in the account service (a read model fed by wallet events)', () => {
  let stores: Stores;
  let payer: TestUser;
  beforeAll(() => {
    stores = openStores();
  });
  afterAll(() => stores.close());

  describe('with the wallet running', () => {
    const { stack } = useStack(accountStack);
    beforeAll(async () => {
      payer = await registerUser(stack);
    });

    it('follows a recharge, a spend and a move to the consumption wallet', async () => {
      expect(money((await info(stack, payer.token)).body)).toEqual({
        gold: '0',
        balances: '0.00',
        consumption: '0.00',
      });
      const order = (await stack.api.get('/api/chargerules/payUrl').query({ id: 2, type: 1 }).set('token', payer.token))
        .body.data;
      const notice = new SandboxPaymentProvider().notification({
        order_no: order.order_no,
        trade_no: `T${order.order_no}`,
        amount: order.money,
        status: 'paid',
      });
      expect((await stack.api.post('/api/pay/notify/sandbox').send(notice)).body.code).toBe(0);
      const credited = String(order.coin + order.give);
      expect(
        money(
          (
            await eventually(
              () => info(stack, payer.token),
              (r) => r.body.data.gold === credited,
            )
          ).body,
        ).gold,
      ).toBe(credited);

      // Not a gift: another suite's activity service (the event streams are shared) would reward its daily task.
      const spend = {
        idempotency_key: `goods-${randomUUID()}`,
        from: { user_id: payer.id, kind: 'diamond' },
        to: { system: 'diamond.spending' },
        amount: '12.5',
        reason: 'goods',
      };
      expect((await internal(stack, 'wallet', 'post', '/internal/transfers').send(spend)).body.code).toBe(0);
      const left = String(Number(credited) - 12.5);
      expect(
        (
          await eventually(
            () => info(stack, payer.token),
            (r) => r.body.data.gold === left,
          )
        ).body.data.gold,
      ).toBe(left);

      const cash = {
        idempotency_key: `cash-${randomUUID()}`,
        from: { system: 'consumption.adjustments' },
        to: { user_id: payer.id, kind: 'consumption' },
        amount: '3.5',
        reason: 'adjustment',
      };
      expect((await internal(stack, 'wallet', 'post', '/internal/transfers').send(cash)).body.code).toBe(0);
      const shown = await eventually(
        () => info(stack, payer.token),
        (r) => r.body.data.consumption === '3.50',
      );
      expect(money(shown.body)).toEqual({ gold: left, balances: '0.00', consumption: '3.50' });
    });

    it('ignores an announcement older than the balance it shows, and a repeated one', async () => {
      const before = money((await info(stack, payer.token)).body);
      const events = new EventBus(stores.redis);
      // Transfer id 1 is older than every transfer of this user: a late or redelivered event.
      await events.publish('wallet.balance.changed', {
        userId: payer.id,
        kind: 'diamond',
        balance: '999999.00',
        transferId: '1',
      });
      const again = {
        idempotency_key: `cash-${randomUUID()}`,
        from: { system: 'consumption.adjustments' },
        to: { user_id: payer.id, kind: 'consumption' },
        amount: '1',
        reason: 'adjustment',
      };
      const posted = await internal(stack, 'wallet', 'post', '/internal/transfers').send(again);
      expect(posted.body.data.to_balance).toBe('4.50');
      await events.publish('wallet.balance.changed', {
        userId: payer.id,
        kind: 'consumption',
        balance: '4.50',
        transferId: posted.body.data.transfer_id,
      });
      // Events of one stream are applied in order: once the newer one shows, the stale one was seen.
      const after = await eventually(
        () => info(stack, payer.token),
        (r) => r.body.data.consumption === '4.50',
      );
      expect(money(after.body)).toEqual({ ...before, consumption: '4.50' });
    });
  });

  describe('with the wallet down', () => {
    const { stack } = useStack(async () => {
      process.env.WALLET_URL = `http://127.0.0.1:${await deadPort()}`;
      return stackOf('account');
    });

    it('registers, logs in and answers Member/info with the balances last announced', async () => {
      const newcomer = await registerUser(stack);
      expect(money((await info(stack, newcomer.token)).body)).toEqual({
        gold: '0',
        balances: '0.00',
        consumption: '0.00',
      });
      const token = await login(stack, payer.mobile, payer.password);
      const response = await info(stack, token).set('lang', 'en');
      expect(response.body).toMatchObject({ code: 0, data: { id: payer.id, consumption: '4.50' } });
      expect(Number(response.body.data.gold)).toBeGreaterThan(0);
    });
  });
});
