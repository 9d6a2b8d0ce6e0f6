// A month of nobility is a real month here (the expiry has its own suite).
process.env.NOBILITY_MONTH_SECONDS = String(30 * 86_400);
import { registerUser, TestUser } from '../../../test/support/accounts';
import { eventually } from '../../../test/support/eventually';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { credit, gold } from './ledger';

const MONTH_MS = 30 * 86_400_000;

/** Nobility through the edge on the real ledger: buy, renew, replace, refuse, replay, and Member/info's toplevel. */
describe('nobility (Guard/getList, guard_user/buy)', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'gifts'));
  const { stack } = harness;
  const post = (path: string, user: TestUser | null, body: object, lang = 'en') => {
    const call = stack.api.post(path).set('x-lang', lang);
    return (user ? call.set('token', user.token) : call).send(body);
  };
  const buy = (user: TestUser, body: object, lang = 'en') => post('/api/guard_user/buy', user, body, lang);
  const tiers = async () =>
    (await post('/api/Guard/getList', null, {})).body.data.list as {
      id: number;
      code: string;
      level: number;
      diamonds: number;
    }[];
  const tier = async (code: string) => (await tiers()).find((t) => t.code === code)!;
  const toplevel = async (user: TestUser) =>
    (await stack.api.get('/api/Member/info').set('token', user.token)).body.data.toplevel as number;

  it("lists five tiers by level with their monthly price and privileges, in the visitor's language, and no membership for a visitor", async () => {
    const response = await post('/api/Guard/getList', null, {}, 'vi');
    expect(response.body.code).toBe(0);
    expect(response.body.data.membership).toBeNull();
    const list = response.body.data.list as {
      level: number;
      name: string;
      diamonds: number;
      privileges: { horn_quota: number };
    }[];
    expect(list.map((t) => t.level)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toMatchObject({
      name: 'Hiệp sĩ',
      diamonds: 100,
      privileges: { horn_quota: 30, entry_effect: 'knight', danmaku_color: '#7ac74f' },
    });
    const zh = await post('/api/Guard/getList', null, {}, 'zh');
    expect(zh.body.data.list[4].name).toBe('公爵');
  });

  it('buys a tier (charged once per request key), renews it by extending the expiry, and a higher tier replaces it', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 2000);
    const knight = await tier('knight');
    const baron = await tier('baron');
    const before = Date.now();
    const first = await buy(user, { tier_id: knight.id, months: 2, request_key: 'guard-buy-0001' });
    expect(first.body).toMatchObject({
      code: 0,
      msg: 'Nobility activated',
      data: { tier_id: knight.id, level: 1, months: 2, diamonds: 200, gold: '1800', replayed: false },
    });
    const expires = new Date(first.body.data.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 2 * MONTH_MS);
    expect(expires).toBeLessThan(Date.now() + 2 * MONTH_MS + 1000);

    const again = await buy(user, { tier_id: knight.id, months: 2, request_key: 'guard-buy-0001' });
    expect(again.body.data).toMatchObject({
      purchase_id: first.body.data.purchase_id,
      replayed: true,
      expires_at: first.body.data.expires_at,
      gold: null,
    });
    expect(await gold(stack, user.id)).toBe(1800);
    const conflict = await buy(user, { tier_id: knight.id, months: 3, request_key: 'guard-buy-0001' }, 'zh');
    expect(conflict.body).toEqual({ code: 1, msg: '该请求编号已用于另一次不同的购买', data: null });

    const renewed = await buy(user, { tier_id: knight.id, months: 1 });
    expect(renewed.body.data).toMatchObject({ level: 1, diamonds: 100, gold: '1700' });
    expect(new Date(renewed.body.data.expires_at).getTime()).toBe(expires + MONTH_MS);

    const list = await post('/api/Guard/getList', user, {});
    expect(list.body.data.membership).toMatchObject({
      tier_id: knight.id,
      level: 1,
      name: 'Knight',
      expires_at: renewed.body.data.expires_at,
      horn_left: 30,
    });

    const upgraded = await buy(user, { tier_id: baron.id, months: 1 });
    expect(upgraded.body.data).toMatchObject({ level: 2, diamonds: 500, gold: '1200' });
    const upgradedExpiry = new Date(upgraded.body.data.expires_at).getTime();
    expect(upgradedExpiry).toBeLessThan(expires);
    expect(upgradedExpiry).toBeGreaterThan(Date.now() + MONTH_MS - 5000);
    const membership = await harness.stores.prisma.nobilityMembership.findUniqueOrThrow({ where: { userId: user.id } });
    expect(membership).toMatchObject({ tierId: baron.id, version: 3, endedAt: null });
    // Every purchase is a `guard` spending on the ledger, keyed by the request.
    const spent = await harness.stores.prisma.ledgerTransfer.findMany({
      where: { idempotencyKey: { startsWith: `guard:${user.id}:` } },
    });
    expect(spent.map((t) => Number(t.amount)).sort((a, b) => a - b)).toEqual([100, 200, 500]);
    expect(spent.every((t) => t.reason === 'guard')).toBe(true);
  });

  it.each([
    ['zh', '你的男爵尚未到期，不能购买更低的等级'],
    ['en', 'Your Baron tier is still active: a lower tier cannot be bought until it ends'],
    ['vi', 'Cấp Nam tước của bạn vẫn còn hiệu lực: không thể mua cấp thấp hơn cho đến khi hết hạn'],
  ])('refuses a lower tier while a higher one lasts, charging nothing (%s)', async (lang, msg) => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 600);
    await buy(user, { tier_id: (await tier('baron')).id, months: 1 });
    const lower = await buy(user, { tier_id: (await tier('knight')).id, months: 1 }, lang);
    expect(lower.body).toEqual({ code: 1, msg, data: null });
    expect(await gold(stack, user.id)).toBe(100);
    expect(await harness.stores.prisma.nobilityPurchase.count({ where: { userId: user.id } })).toBe(1);
  });

  it('refunds a lower tier that was paid while a higher one was taken (the race a second request can cause)', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 600);
    const knight = await tier('knight');
    // A knight purchase recorded as paid but not yet applied, as it stands while the wallet answers...
    await harness.stores.prisma.nobilityPurchase.create({
      data: {
        requestKey: `${user.id}:guard-race-0001`,
        userId: user.id,
        tierId: knight.id,
        months: 1,
        diamonds: 100,
        transferId: 'in-flight',
      },
    });
    // ...when a baron purchase is applied.
    expect((await buy(user, { tier_id: (await tier('baron')).id, months: 1 })).body.code).toBe(0);
    const late = await buy(user, { tier_id: knight.id, months: 1, request_key: 'guard-race-0001' });
    expect(late.body).toEqual({
      code: 1,
      msg: 'Your Baron tier is still active: a lower tier cannot be bought until it ends',
      data: null,
    });
    expect(await gold(stack, user.id)).toBe(100);
    expect(
      await harness.stores.prisma.nobilityPurchase.findUniqueOrThrow({
        where: { requestKey: `${user.id}:guard-race-0001` },
      }),
    ).toMatchObject({ appliedAt: null, refundedAt: expect.any(Date) });
    const again = await buy(user, { tier_id: knight.id, months: 1, request_key: 'guard-race-0001' });
    expect(again.body.code).toBe(1);
    expect(await gold(stack, user.id)).toBe(100);
    expect(
      (await harness.stores.prisma.nobilityMembership.findUniqueOrThrow({ where: { userId: user.id } })).tierId,
    ).toBe((await tier('baron')).id);
  });

  it('refuses a purchase the balance cannot pay, leaving no purchase, and the same key succeeds once the balance allows', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 50);
    const knight = await tier('knight');
    const short = await buy(user, { tier_id: knight.id, months: 1, request_key: 'guard-short-01' });
    expect(short.body).toEqual({ code: 1, msg: 'Not enough diamonds', data: null });
    expect(await harness.stores.prisma.nobilityPurchase.count({ where: { userId: user.id } })).toBe(0);
    expect(await harness.stores.prisma.nobilityMembership.count({ where: { userId: user.id } })).toBe(0);
    await credit(stack, user.id, 50);
    const paid = await buy(user, { tier_id: knight.id, months: 1, request_key: 'guard-short-01' });
    expect(paid.body.data).toMatchObject({ level: 1, gold: '0', replayed: false });
  });

  it('charges once when the same purchase is sent ten times at once', async () => {
    const user = await registerUser(stack);
    await credit(stack, user.id, 1000);
    const knight = await tier('knight');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buy(user, { tier_id: knight.id, months: 3, request_key: 'guard-parallel-1' })),
    );
    expect(results.every((r) => r.body.code === 0)).toBe(true);
    expect(results.filter((r) => !r.body.data.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.data.expires_at)).size).toBe(1);
    expect(await gold(stack, user.id)).toBe(700);
  });

  it('refuses an unknown tier and months outside 1..12', async () => {
    const user = await registerUser(stack);
    expect((await buy(user, { tier_id: 999_999, months: 1 })).body).toEqual({
      code: 1,
      msg: 'This noble tier does not exist or is no longer offered',
      data: null,
    });
    expect((await buy(user, { tier_id: (await tier('knight')).id, months: 13 })).body.code).toBe(1);
    expect((await buy(user, { tier_id: (await tier('knight')).id, months: 0 })).body.code).toBe(1);
  });

  it("shows the tier's level as Member/info's toplevel (the account service's copy from guard.changed)", async () => {
    const user = await registerUser(stack);
    expect(await toplevel(user)).toBe(0);
    await credit(stack, user.id, 1500);
    await buy(user, { tier_id: (await tier('viscount')).id, months: 1 });
    expect(
      await eventually(
        () => toplevel(user),
        (level) => level === 3,
      ),
    ).toBe(3);
    const row = await harness.stores.prisma.nobleStatus.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ level: 3, version: 1 });
  });
});
