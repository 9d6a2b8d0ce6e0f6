import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { INTERNAL_AUTH_HEADER, loadConfig, PUBLIC_CALLER, signClaims } from '@arena/shared';
import { ADMIN, asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { credit, gold } from './ledger';

/**
 * Goods through the edge on the real ledger: the list in the caller's language, exchanges paid once
 * per request key, stock and balances exact under concurrent exchanges, refusals in zh/en/vi that
 * leave nothing behind, records of the last 3 months, and the administrators' catalogue editing
 * with its audit log.
 */
describe('goods and exchange', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'gifts'));
  const { stack } = harness;
  let buyer: TestUser;

  beforeAll(async () => {
    buyer = await registerUser(stack);
  });

  const post = (path: string, user: TestUser | undefined, body: object, lang = 'en') => {
    const call = stack.api.post(path).set('x-lang', lang).send(body);
    return user ? call.set('token', user.token) : call;
  };
  /** A goods of this test alone (the seeded ones are shared with the site). */
  const makeGoods = (data: {
    diamonds: number;
    stock: number | null;
    perUserLimit?: number | null;
    enabled?: boolean;
  }) => {
    const code = `t-${randomUUID().slice(0, 8)}`;
    return harness.stores.prisma.goods.create({
      data: {
        code,
        nameZh: `测试${code}`,
        nameEn: `Test ${code}`,
        nameVi: `Thử ${code}`,
        image: `/goods/${code}.svg`,
        perUserLimit: null,
        ...data,
      },
    });
  };
  const stockOf = async (id: number) => (await harness.stores.prisma.goods.findUniqueOrThrow({ where: { id } })).stock;
  const spent = async (userId: number) =>
    Number(
      (
        await harness.stores.prisma.ledgerTransfer.aggregate({
          where: { reason: 'goods', idempotencyKey: { startsWith: `goods:${userId}:` } },
          _sum: { amount: true },
        })
      )._sum.amount ?? 0,
    );

  /** An exchange straight at the gifts service as the edge relays it for a logged-in user (no session per user): many at once. */
  const pool = new Agent({ keepAlive: true, maxSockets: 100 });
  afterAll(() => pool.destroy());
  const exchangeAs = (userId: number, body: object) =>
    new Promise<{ code: number; msg: string; data: { stock: number | null } }>((resolve, reject) => {
      const claims = signClaims(
        { svc: PUBLIC_CALLER, uid: userId, sid: `s${userId}`, role: 'user' },
        loadConfig().internalSecret,
      );
      const call = httpRequest(
        new URL('/goods/exchange', stack.url('gifts')),
        {
          method: 'POST',
          agent: pool,
          headers: { 'content-type': 'application/json', 'x-lang': 'en', [INTERNAL_AUTH_HEADER]: claims },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(JSON.parse(text)));
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify(body));
    });

  it('lists the offered goods to visitors in their language, with price and stock left', async () => {
    const hidden = await makeGoods({ diamonds: 10, stock: 1, enabled: false });
    const shown = await makeGoods({ diamonds: 10, stock: 7, perUserLimit: 2 });
    const zh = await post('/api/goods/goodsList', undefined, {}, 'zh');
    expect(zh.body.code).toBe(0);
    const list = zh.body.data as {
      id: number;
      code: string;
      name: string;
      stock: number | null;
      diamonds: number;
      per_user_limit: number | null;
      image: string;
    }[];
    expect(list.map((g) => g.code)).toEqual(
      expect.arrayContaining(['scarf', 'jersey', 'ball', 'cap', 'stickers', 'vip-card']),
    );
    expect(list.find((g) => g.id === hidden.id)).toBeUndefined();
    expect(list.find((g) => g.id === shown.id)).toMatchObject({
      name: `测试${shown.code}`,
      stock: 7,
      diamonds: 10,
      per_user_limit: 2,
      image: `/goods/${shown.code}.svg`,
    });
    expect(list.find((g) => g.code === 'stickers')).toMatchObject({ name: '贴纸包', stock: null });
    const vi = await post('/api/goods/goodsList', undefined, {}, 'vi');
    expect((vi.body.data as { code: string; name: string }[]).find((g) => g.code === 'scarf')?.name).toBe(
      'Khăn cổ động',
    );
  });

  it('exchanges: stock taken, diamonds paid to diamond.spending (reason goods), the record shows it', async () => {
    const goods = await makeGoods({ diamonds: 30, stock: 5 });
    await credit(stack, buyer.id, 100);
    const before = await gold(stack, buyer.id);
    const response = await post('/api/goods/exchange', buyer, { goods_id: goods.id, quantity: 2 });
    expect(response.body).toMatchObject({
      code: 0,
      msg: 'Exchanged',
      data: { goods_id: goods.id, quantity: 2, diamonds: 60, stock: 3, replayed: false },
    });
    expect(Number(response.body.data.gold)).toBe(before - 60);
    expect(await gold(stack, buyer.id)).toBe(before - 60);
    expect(await stockOf(goods.id)).toBe(3);
    const exchange = await harness.stores.prisma.goodsExchange.findUniqueOrThrow({
      where: { id: response.body.data.exchange_id },
    });
    expect(exchange).toMatchObject({ status: 'completed', diamonds: 60 });
    const transfer = await harness.stores.prisma.ledgerTransfer.findUniqueOrThrow({
      where: { idempotencyKey: `goods:${exchange.requestKey}` },
    });
    expect(transfer).toMatchObject({ reason: 'goods' });
    expect(String(transfer.id)).toBe(exchange.transferId);
    const records = await post('/api/goods/exchangeRecords', buyer, { page: 1, limit: 10 }, 'zh');
    expect(records.body.data.list[0]).toMatchObject({
      id: exchange.id,
      goods_id: goods.id,
      goods_name: `测试${goods.code}`,
      quantity: 2,
      diamonds: 60,
    });
  });

  it('an exchange retried with its request key charges once; the key with another order is refused', async () => {
    const goods = await makeGoods({ diamonds: 25, stock: 10 });
    const user = await registerUser(stack);
    await credit(stack, user.id, 100);
    const key = `retry-${randomUUID()}`;
    const first = await post('/api/goods/exchange', user, { goods_id: goods.id, quantity: 1, request_key: key });
    const again = await Promise.all(
      [1, 2, 3].map(() => post('/api/goods/exchange', user, { goods_id: goods.id, quantity: 1, request_key: key })),
    );
    expect(first.body.data).toMatchObject({ replayed: false, stock: 9 });
    for (const r of again)
      expect(r.body.data).toMatchObject({ exchange_id: first.body.data.exchange_id, replayed: true, gold: '75' });
    expect(await gold(stack, user.id)).toBe(75);
    expect(await spent(user.id)).toBe(25);
    expect(await stockOf(goods.id)).toBe(9);
    const other = await post('/api/goods/exchange', user, { goods_id: goods.id, quantity: 2, request_key: key }, 'zh');
    expect(other.body).toMatchObject({ code: 1, msg: '该请求编号已用于另一次不同的兑换' });
    expect(await stockOf(goods.id)).toBe(9);
  });

  it('a short balance releases the claim and the stock, says so in zh/en/vi, and the key works after a recharge', async () => {
    const goods = await makeGoods({ diamonds: 40, stock: 3 });
    const poor = await registerUser(stack);
    const key = `poor-${randomUUID()}`;
    const texts = {
      zh: '钻石不足，兑换需要80钻石，请先充值',
      en: 'Not enough diamonds: this exchange costs 80 diamonds. Please recharge first',
      vi: 'Không đủ vàng: lần đổi này cần 80 vàng. Vui lòng nạp thêm',
    };
    for (const [lang, msg] of Object.entries(texts)) {
      const refused = await post(
        '/api/goods/exchange',
        poor,
        { goods_id: goods.id, quantity: 2, request_key: key },
        lang,
      );
      expect(refused.body).toMatchObject({ code: 1, msg });
    }
    expect(await stockOf(goods.id)).toBe(3);
    expect(await harness.stores.prisma.goodsExchange.count({ where: { userId: poor.id } })).toBe(0);
    await credit(stack, poor.id, 80);
    const paid = await post('/api/goods/exchange', poor, { goods_id: goods.id, quantity: 2, request_key: key });
    expect(paid.body.data).toMatchObject({ stock: 1, diamonds: 80, gold: '0' });
  });

  it('refuses more than the stock, past the per-user limit, and goods not offered, leaving everything as it was', async () => {
    const goods = await makeGoods({ diamonds: 1, stock: 2, perUserLimit: 3 });
    const user = await registerUser(stack);
    await credit(stack, user.id, 50);
    const tooMany = await post('/api/goods/exchange', user, { goods_id: goods.id, quantity: 3 }, 'zh');
    expect(tooMany.body).toMatchObject({ code: 1, msg: '库存不足，仅剩2件' });
    const limited = await makeGoods({ diamonds: 1, stock: null, perUserLimit: 3 });
    expect((await post('/api/goods/exchange', user, { goods_id: limited.id, quantity: 2 })).body.code).toBe(0);
    const over = await post('/api/goods/exchange', user, { goods_id: limited.id, quantity: 2 }, 'en');
    expect(over.body).toMatchObject({ code: 1, msg: 'Limit 3 per person: you may exchange 1 more' });
    const off = await makeGoods({ diamonds: 1, stock: 5, enabled: false });
    const vi = await post('/api/goods/exchange', user, { goods_id: off.id }, 'vi');
    expect(vi.body).toMatchObject({ code: 1, msg: 'Sản phẩm không tồn tại hoặc đã ngừng bán' });
    const soldOut = await post(
      '/api/goods/exchange',
      user,
      { goods_id: (await makeGoods({ diamonds: 1, stock: 0 })).id },
      'en',
    );
    expect(soldOut.body).toMatchObject({ code: 1, msg: 'Not enough in stock: 0 left' });
    expect(await stockOf(goods.id)).toBe(2);
    expect(await gold(stack, user.id)).toBe(48);
  });

  it('concurrent exchanges never oversell the stock', async () => {
    const goods = await makeGoods({ diamonds: 10, stock: 10 });
    const base = 1_700_000_000 + Math.floor(Math.random() * 100_000_000);
    const buyers = Array.from({ length: 40 }, (_, i) => base + i);
    await Promise.all(buyers.map((uid) => credit(stack, uid, 10)));
    const answers = await Promise.all(buyers.map((uid) => exchangeAs(uid, { goods_id: goods.id, quantity: 1 })));
    const won = answers.filter((a) => a.code === 0);
    expect(won).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.msg)).toEqual(
      Array(30).fill('Not enough in stock: 0 left'),
    );
    expect(await stockOf(goods.id)).toBe(0);
    expect(await harness.stores.prisma.goodsExchange.count({ where: { goodsId: goods.id, status: 'completed' } })).toBe(
      10,
    );
    const paid = await harness.stores.prisma.ledgerTransfer.aggregate({
      where: {
        reason: 'goods',
        idempotencyKey: {
          in: (await harness.stores.prisma.goodsExchange.findMany({ where: { goodsId: goods.id } })).map(
            (e) => `goods:${e.requestKey}`,
          ),
        },
      },
      _sum: { amount: true },
    });
    expect(Number(paid._sum.amount)).toBe(100);
  }, 60_000);

  it('concurrent exchanges of one user never overdraw: what fails gives its stock back', async () => {
    const goods = await makeGoods({ diamonds: 10, stock: 20 });
    const uid = 1_800_000_000 + Math.floor(Math.random() * 100_000_000);
    await credit(stack, uid, 30);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => exchangeAs(uid, { goods_id: goods.id, quantity: 1 })),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.msg)).toEqual(
      Array(9).fill('Not enough diamonds: this exchange costs 10 diamonds. Please recharge first'),
    );
    expect(await gold(stack, uid)).toBe(0);
    expect(await stockOf(goods.id)).toBe(17);
    expect(await harness.stores.prisma.goodsExchange.count({ where: { goodsId: goods.id } })).toBe(3);
  }, 60_000);

  it('records are only those of the last 3 months, newest first, paged', async () => {
    const goods = await makeGoods({ diamonds: 1, stock: null });
    const user = await registerUser(stack);
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    const rows = [
      { daysAgo: 120, key: 'old' },
      { daysAgo: 95, key: 'older-than-3-months' },
      { daysAgo: 80, key: 'within' },
      { daysAgo: 1, key: 'recent' },
    ];
    for (const row of rows) {
      await harness.stores.prisma.goodsExchange.create({
        data: {
          requestKey: `${user.id}:${row.key}`,
          userId: user.id,
          goodsId: goods.id,
          quantity: 1,
          diamonds: 1,
          status: 'completed',
          createdAt: at(row.daysAgo),
        },
      });
    }
    await harness.stores.prisma.goodsExchange.create({
      data: { requestKey: `${user.id}:pending`, userId: user.id, goodsId: goods.id, quantity: 1, diamonds: 1 },
    });
    const page1 = await post('/api/goods/exchangeRecords', user, { page: 1, limit: 1 });
    expect(page1.body.data).toMatchObject({ total: 2, page: 1, limit: 1 });
    const all = await post('/api/goods/exchangeRecords', user, { page: 1, limit: 10 });
    const dates = (all.body.data.list as { created_at: string }[]).map((r) =>
      Math.round((Date.now() - Date.parse(r.created_at)) / day),
    );
    expect(dates).toEqual([1, 80]);
    const guest = await post('/api/goods/exchangeRecords', undefined, {});
    expect(guest.body.code).not.toBe(0);
  });
});

describe('administrators edit the catalogues, and every change is audited', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'gifts'));
  const { stack } = harness;
  let admin: string;
  let user: TestUser;
  beforeAll(async () => {
    admin = await asAdmin(stack);
    user = await registerUser(stack);
  });
  const as = (token: string, method: 'get' | 'post', path: string, body: object = {}) =>
    (method === 'get' ? stack.api.get(path).query(body) : stack.api.post(path).send(body))
      .set('x-lang', 'en')
      .set('token', token);
  const adminId = async () =>
    (await harness.stores.prisma.user.findFirstOrThrow({ where: { mobile: ADMIN.mobile } })).id;

  it('creates, updates and disables goods, gifts and danmaku styles, each change in the audit log with before and after', async () => {
    const code = `adm-${randomUUID().slice(0, 8)}`;
    const created = await as(admin, 'post', '/api/admin/gifts/goods', {
      code,
      name_zh: '徽章',
      name_en: 'Pin badge',
      name_vi: 'Huy hiệu',
      diamonds: 90,
      stock: 12,
    });
    expect(created.body).toMatchObject({
      code: 0,
      msg: 'Saved',
      data: { code, diamonds: 90, stock: 12, per_user_limit: null, enabled: true, image: `/goods/${code}.svg` },
    });
    const id = created.body.data.id as number;
    const listed = await stack.api.post('/api/goods/goodsList').set('x-lang', 'en');
    expect((listed.body.data as { id: number; name: string }[]).find((g) => g.id === id)?.name).toBe('Pin badge');

    const updated = await as(admin, 'post', `/api/admin/gifts/goods/${id}/update`, {
      diamonds: 120,
      stock: null,
      per_user_limit: 2,
    });
    expect(updated.body.data).toMatchObject({
      id,
      diamonds: 120,
      stock: null,
      per_user_limit: 2,
      name_en: 'Pin badge',
    });
    const disabled = await as(admin, 'post', `/api/admin/gifts/goods/${id}/disable`);
    expect(disabled.body).toMatchObject({ code: 0, msg: 'Disabled', data: { enabled: false } });
    const again = await as(admin, 'post', `/api/admin/gifts/goods/${id}/disable`);
    expect(again.body.code).toBe(0);
    const shop = await stack.api.post('/api/goods/goodsList');
    expect((shop.body.data as { id: number }[]).some((g) => g.id === id)).toBe(false);
    const all = await as(admin, 'get', '/api/admin/gifts/goods');
    expect((all.body.data as { id: number; enabled: boolean }[]).find((g) => g.id === id)?.enabled).toBe(false);
    const duplicate = await as(admin, 'post', '/api/admin/gifts/goods', {
      code,
      name_zh: 'x',
      name_en: 'x',
      name_vi: 'x',
      diamonds: 1,
    });
    expect(duplicate.body).toMatchObject({ code: 1, msg: 'This code is already used' });

    const audit = await as(admin, 'get', '/api/admin/gifts/audit', { target_type: 'goods', target_id: id });
    const me = await adminId();
    // Newest first; the second disable changed nothing and wrote nothing.
    expect(audit.body.data.total).toBe(3);
    expect(audit.body.data.list).toEqual([
      expect.objectContaining({
        admin_id: me,
        action: 'disable',
        target_type: 'goods',
        target_id: id,
        before: expect.objectContaining({ enabled: true }),
        after: expect.objectContaining({ enabled: false }),
      }),
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ diamonds: 90, stock: 12, per_user_limit: null }),
        after: expect.objectContaining({ diamonds: 120, stock: null, per_user_limit: 2 }),
      }),
      expect.objectContaining({
        action: 'create',
        before: null,
        after: expect.objectContaining({ code, diamonds: 90 }),
      }),
    ]);

    const gift = await as(admin, 'post', '/api/admin/gifts/gifts', {
      code: `g-${code}`,
      name_zh: '旗帜',
      name_en: 'Flag',
      name_vi: 'Cờ',
      tier: 2,
      diamonds: 30,
    });
    expect(gift.body.data).toMatchObject({
      tier: 2,
      diamonds: 30,
      image: `/gifts/g-${code}.svg`,
      animation: `/gifts/g-${code}-anim.svg`,
      enabled: true,
    });
    const giftId = gift.body.data.id as number;
    expect(
      (
        await as(admin, 'post', `/api/admin/gifts/gifts/${giftId}/update`, {
          diamonds: 35,
          tier: 3,
          name_en: 'Big flag',
        })
      ).body.data,
    ).toMatchObject({ diamonds: 35, tier: 3, name_en: 'Big flag' });
    const bar = await stack.api.post('/api/Gift/getList').set('x-lang', 'en');
    expect((bar.body.data as { id: number; name: string }[]).find((g) => g.id === giftId)?.name).toBe('Big flag');
    await as(admin, 'post', `/api/admin/gifts/gifts/${giftId}/disable`);
    const barAfter = await stack.api.post('/api/Gift/getList');
    expect((barAfter.body.data as { id: number }[]).some((g) => g.id === giftId)).toBe(false);
    expect(
      (await as(admin, 'get', '/api/admin/gifts/gifts')).body.data.find((g: { id: number }) => g.id === giftId),
    ).toMatchObject({ enabled: false });

    const style = await as(admin, 'post', '/api/admin/gifts/barrage-styles', {
      code: `s-${code}`,
      name_zh: '绿色',
      name_en: 'Green',
      name_vi: 'Xanh',
      diamonds: 5,
      color: '#22aa44',
      effect: 'float',
    });
    expect(style.body.data).toMatchObject({ color: '#22aa44', effect: 'float', enabled: true });
    const styleId = style.body.data.id as number;
    expect(
      (await as(admin, 'post', `/api/admin/gifts/barrage-styles/${styleId}/update`, { effect: 'glow', diamonds: 8 }))
        .body.data,
    ).toMatchObject({ effect: 'glow', diamonds: 8 });
    expect((await as(admin, 'post', `/api/admin/gifts/barrage-styles/${styleId}/disable`)).body.data.enabled).toBe(
      false,
    );
    expect(
      (await as(admin, 'get', '/api/admin/gifts/barrage-styles')).body.data.some(
        (s: { id: number }) => s.id === styleId,
      ),
    ).toBe(true);

    const giftAudit = await as(admin, 'get', '/api/admin/gifts/audit', { target_type: 'gift', target_id: giftId });
    expect((giftAudit.body.data.list as { action: string }[]).map((e) => e.action)).toEqual([
      'disable',
      'update',
      'create',
    ]);
    const styleAudit = await as(admin, 'get', '/api/admin/gifts/audit', {
      target_type: 'barrage_style',
      target_id: styleId,
    });
    expect(
      (styleAudit.body.data.list as { action: string; before: { effect?: string } | null }[]).map((e) => e.action),
    ).toEqual(['disable', 'update', 'create']);
    expect(styleAudit.body.data.list[1].before.effect).toBe('float');
  });

  it('refuses visitors and users on every admin route, and answers a missing row and a bad input plainly', async () => {
    const routes: ['get' | 'post', string][] = [
      ['get', '/api/admin/gifts/gifts'],
      ['post', '/api/admin/gifts/gifts'],
      ['post', '/api/admin/gifts/gifts/1/update'],
      ['post', '/api/admin/gifts/gifts/1/disable'],
      ['get', '/api/admin/gifts/barrage-styles'],
      ['post', '/api/admin/gifts/barrage-styles'],
      ['post', '/api/admin/gifts/barrage-styles/1/update'],
      ['post', '/api/admin/gifts/barrage-styles/1/disable'],
      ['get', '/api/admin/gifts/goods'],
      ['post', '/api/admin/gifts/goods'],
      ['post', '/api/admin/gifts/goods/1/update'],
      ['post', '/api/admin/gifts/goods/1/disable'],
      ['get', '/api/admin/gifts/audit'],
    ];
    const before = await harness.stores.prisma.giftsAuditLog.count();
    for (const [method, path] of routes) {
      const guest = await (method === 'get' ? stack.api.get(path) : stack.api.post(path).send({ diamonds: 1 })).set(
        'x-lang',
        'en',
      );
      expect([guest.status, guest.body.code]).not.toContain(0);
      const asUser = await as(user.token, method, path, { diamonds: 1 });
      expect(asUser.body.code).not.toBe(0);
      expect((asUser.body.code === 1 && /admin/i.test(asUser.body.msg)) || asUser.status === 403).toBe(true);
    }
    expect(await harness.stores.prisma.giftsAuditLog.count()).toBe(before);
    const missing = await as(admin, 'post', '/api/admin/gifts/goods/999999999/update', { diamonds: 5 });
    expect(missing.body).toMatchObject({ code: 1, msg: 'This item does not exist' });
    const bad = await as(admin, 'post', '/api/admin/gifts/barrage-styles', {
      code: 'Bad Code',
      name_zh: 'x',
      name_en: 'x',
      name_vi: 'x',
      diamonds: 5,
      color: 'red',
      effect: 'spin',
    });
    expect(bad.body.code).toBe(1);
  });
});
