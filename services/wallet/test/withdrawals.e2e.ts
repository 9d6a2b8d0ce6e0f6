import { randomInt } from 'node:crypto';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { walletStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** A mainland ID number with a valid birth date and check digit, unique enough for one run. */
function chineseId(): string {
  const body = `110101${1970 + randomInt(30)}0${1 + randomInt(9)}1${randomInt(10)}${String(randomInt(1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

describe('balances, payout accounts and withdrawals (Balance/*, Bank_card/*, Order/*, admin/wallet)', () => {
  const { stack } = useStack(walletStack);
  let admin: string;
  beforeAll(async () => {
    admin = await asAdmin(stack);
  });

  const get = (path: string, user: TestUser, query: Record<string, unknown> = {}, lang = 'en') =>
    stack.api.get(`/api/${path}`).query(query).set('token', user.token).set('lang', lang);
  const credit = (user: TestUser, kind: string, amount: string, reason = 'Compensation for a failed stream') =>
    stack.api
      .post('/api/admin/wallet/adjustments')
      .set('token', admin)
      .send({ user_id: user.id, kind, direction: 'credit', amount, reason });
  const balances = async (user: TestUser) =>
    (await internal(stack, 'wallet', 'get', `/internal/balances/${user.id}`)).body.data;

  it('binds a bank card and an Alipay account, validated and masked on read', async () => {
    const user = await registerUser(stack);
    expect((await get('Bank_card/getInfo', user)).body.data).toEqual({
      is_bind: 0,
      name: '',
      card_no: '',
      bank_name: '',
      branch: '',
    });
    const badCard = await get('Bank_card/bind', user, { name: '张三丰', card_no: '1234', bank_name: '招商银行' });
    expect(badCard.body).toEqual({ code: 1, msg: 'The card number must be 12 to 19 digits', data: null });
    const missing = await get('Bank_card/bind', user, { name: '张三丰' });
    expect(missing.body.msg).toBe('Please complete the information before submitting');
    const bound = await get(
      'Bank_card/bind',
      user,
      { name: '张三丰', card_no: '6222 0212 3456 7890 123', bank_name: '招商银行' },
      'zh',
    );
    expect(bound.body).toEqual({
      code: 0,
      msg: '银行卡绑定成功',
      data: { is_bind: 1, name: '*三丰', card_no: '**** **** **** 0123', bank_name: '招商银行', branch: '' },
    });
    const badAlipay = await get('Bank_card/bindAliPay', user, { name: '张三丰', account: 'not an account' }, 'vi');
    expect(badAlipay.body).toEqual({ code: 1, msg: 'Tài khoản Alipay phải là số điện thoại hoặc email', data: null });
    await get('Bank_card/bindAliPay', user, { name: '张三丰', account: 'zhang@example.com' });
    expect((await get('Bank_card/getAliPayInfo', user)).body.data).toEqual({
      is_bind: 1,
      name: '*三丰',
      account: 'zh***@example.com',
    });
  });

  it('moves cash to the consumption wallet, one way only', async () => {
    const user = await registerUser(stack);
    expect((await credit(user, 'cash', '100')).body.code).toBe(0);
    const converted = await get('Balance/conversionBalance', user, { amount: '30.5' });
    expect(converted.body).toEqual({
      code: 0,
      msg: 'Moved to the consumption wallet (this cannot be reversed)',
      data: { amount: '30.50', balances: '69.50', consumption: '30.50' },
    });
    const tooMuch = await get('Balance/conversionBalance', user, { amount: '1000' });
    expect(tooMuch.body).toEqual({ code: 1, msg: 'Insufficient balance', data: null });
    const zero = await get('Balance/conversionBalance', user, { amount: '0' });
    expect(zero.body.msg).toBe('The amount must be a number above 0 with at most two decimals');
    expect(await balances(user)).toEqual({ gold: '0', balances: '69.50', consumption: '30.50' });
    const records = await get('Order/getList', user, { type: 5 });
    expect(records.body.data).toMatchObject({
      total: 1,
      list: [{ type: 5, reason: 'conversion', account: 'cash', amount: '-30.50', balance_after: '69.50' }],
    });
  });

  it('applies for a withdrawal only with a bound account, verified identity and the payment password, and holds the amount', async () => {
    const user = await registerUser(stack);
    await credit(user, 'cash', '500');
    const apply = (query: Record<string, unknown>, lang = 'en') => get('Balance/applyForWithdrawal', user, query, lang);
    expect((await apply({})).body.msg).toBe('Please complete the information before submitting');
    expect((await apply({ amount: '5', payment_password: '123456' })).body.msg).toBe(
      'A withdrawal must be at least 10.00 yuan',
    );
    expect((await apply({ amount: '100', payment_password: '123456' })).body.msg).toBe('Please bind a bank card first');
    await get('Bank_card/bind', user, { name: '李四', card_no: '6222021234567890', bank_name: '工商银行' });
    expect((await apply({ amount: '100', payment_password: '123456' })).body.msg).toBe(
      'Please verify your identity first',
    );
    const verified = await stack.api
      .post('/api/Member/verified')
      .set('token', user.token)
      .send({ real_name: '李四', id_number: chineseId() });
    expect(verified.body.code).toBe(0);
    expect((await apply({ amount: '100', payment_password: '123456' })).body.msg).toBe(
      'Please set a payment password first',
    );
    await stack.api
      .post('/api/Member/paymentPassword')
      .set('token', user.token)
      .send({ payment_password: '123456', repassword: '123456' });
    expect((await apply({ amount: '100', payment_password: '654321' }, 'zh')).body.msg).toBe('支付密码错误');
    expect((await apply({ amount: '600', payment_password: '123456' })).body.msg).toBe('Insufficient balance');

    const applied = await apply({ amount: '100', payment_password: '123456' });
    expect(applied.body).toMatchObject({
      code: 0,
      msg: 'Withdrawal requested: waiting for review',
      data: {
        amount: '100.00',
        fee: '1.00',
        actual_amount: '99.00',
        status: 'pending',
        account_type: 'bank',
        account: '**** **** **** 7890',
      },
    });
    expect((await balances(user)).balances).toBe('400.00');
    const second = await apply({ amount: '50', payment_password: '123456' });
    const list = await get('Balance/withdrawalList', user);
    expect(list.body.data).toMatchObject({
      total: 2,
      list: [
        { id: second.body.data.id, status: 'pending' },
        { id: applied.body.data.id, status: 'pending' },
      ],
    });

    // An administrator pays the first and rejects the second (which returns the money).
    const pending = await stack.api
      .get('/api/admin/wallet/withdrawals')
      .query({ status: 'pending' })
      .set('token', admin);
    expect(pending.body.data.list.map((w: { id: number }) => w.id)).toEqual(
      expect.arrayContaining([applied.body.data.id, second.body.data.id]),
    );
    const approved = await stack.api
      .post(`/api/admin/wallet/withdrawals/${applied.body.data.id}/approve`)
      .set('token', admin)
      .send({});
    expect(approved.body.data).toMatchObject({ status: 'paid' });
    const twice = await stack.api
      .post(`/api/admin/wallet/withdrawals/${applied.body.data.id}/reject`)
      .set('token', admin)
      .set('lang', 'en')
      .send({ note: 'late' });
    expect(twice.body).toEqual({ code: 1, msg: 'This withdrawal was already reviewed', data: null });
    const noReason = await stack.api
      .post(`/api/admin/wallet/withdrawals/${second.body.data.id}/reject`)
      .set('token', admin)
      .set('lang', 'en')
      .send({});
    expect(noReason.body.msg).toBe('Note is required');
    const rejected = await stack.api
      .post(`/api/admin/wallet/withdrawals/${second.body.data.id}/reject`)
      .set('token', admin)
      .send({ note: 'Card name mismatch' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', review_note: 'Card name mismatch' });
    expect((await balances(user)).balances).toBe('400.00');
    const states = (await get('Balance/withdrawalList', user)).body.data.list.map((w: { status: string }) => w.status);
    expect(states).toEqual(['rejected', 'paid']);
    const forbidden = await stack.api.get('/api/admin/wallet/withdrawals').set('token', user.token).set('lang', 'en');
    expect(forbidden.body.code).toBe(1);
  });

  it('records: types, paging, filtering; administrators read any ledger and its integrity', async () => {
    const user = await registerUser(stack);
    await credit(user, 'diamond', '25');
    const types = await get('order/getTypeList', user, {}, 'vi');
    expect(types.body.data[0]).toEqual({ type: 0, name: 'Tất cả' });
    expect(types.body.data.map((t: { type: number }) => t.type)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const adjustments = await get('Order/getList', user, { type: 7, page: 1, limit: 10 });
    expect(adjustments.body.data).toMatchObject({
      total: 1,
      page: 1,
      limit: 10,
      list: [{ amount: '+25', account: 'diamond', memo: expect.stringContaining('Compensation') }],
    });
    expect((await get('Order/getList', user, { type: 1 })).body.data.total).toBe(0);
    expect((await get('Order/getList', user, { type: 42 })).body).toEqual({
      code: 1,
      msg: 'Unknown record type',
      data: null,
    });
    const debit = await stack.api
      .post('/api/admin/wallet/adjustments')
      .set('token', admin)
      .set('lang', 'en')
      .send({ user_id: user.id, kind: 'diamond', direction: 'debit', amount: '30', reason: 'Chargeback' });
    expect(debit.body).toEqual({ code: 1, msg: 'Not enough diamonds', data: null });
    const noReason = await stack.api
      .post('/api/admin/wallet/adjustments')
      .set('token', admin)
      .set('lang', 'en')
      .send({ user_id: user.id, kind: 'diamond', direction: 'credit', amount: '1' });
    expect(noReason.body.msg).toBe('Reason is required');
    const adjust = (userId: number, kind: string, amount: string) =>
      stack.api
        .post('/api/admin/wallet/adjustments')
        .set('token', admin)
        .set('lang', 'en')
        .send({ user_id: userId, kind, direction: 'credit', amount, reason: 'Probe' });
    expect((await adjust(user.id, 'diamond', '0.5')).body).toEqual({
      code: 1,
      msg: 'Diamonds are adjusted in whole diamonds',
      data: null,
    });
    expect((await adjust(999_999_999, 'diamond', '5')).body).toEqual({
      code: 1,
      msg: 'This user does not exist',
      data: null,
    });
    expect((await adjust(999_999_999, 'cash', '0.5')).body).toEqual({
      code: 1,
      msg: 'This user does not exist',
      data: null,
    });
    const ledger = await stack.api.get('/api/admin/wallet/ledger').query({ user_id: user.id }).set('token', admin);
    expect(ledger.body.data).toMatchObject({ gold: '25', total: 1 });
    const summary = await stack.api.get('/api/admin/wallet/ledger/summary').set('token', admin);
    for (const currency of summary.body.data.currencies) expect(Number(currency.sum)).toBe(0);
    expect(summary.body.data.negative_user_accounts).toBe(0);
  });

  it('administrators manage recharge packages at 1 yuan = 10 diamonds', async () => {
    const created = await stack.api
      .post('/api/admin/wallet/packages')
      .set('token', admin)
      .send({ money: 1000, give: 1200, sort: 99 });
    expect(created.body.data).toMatchObject({ coin: 10000, give: 1200, money: '1000.00', give_rate: 12 });
    const fraction = await stack.api
      .post('/api/admin/wallet/packages')
      .set('token', admin)
      .set('lang', 'en')
      .send({ money: '9.99' });
    expect(fraction.body).toEqual({
      code: 1,
      msg: 'A package costs a whole number of yuan, at most 100000',
      data: null,
    });
    const hidden = await stack.api
      .post(`/api/admin/wallet/packages/${created.body.data.id}`)
      .set('token', admin)
      .send({ enabled: false });
    expect(hidden.body.data).toMatchObject({ coin: 10000, give: 1200 });
    const offered = (await stack.api.post('/api/chargerules/getList')).body.data.map((p: { id: number }) => p.id);
    expect(offered).not.toContain(created.body.data.id);
    const all = await stack.api.get('/api/admin/wallet/packages').set('token', admin);
    expect(all.body.data.find((p: { id: number }) => p.id === created.body.data.id)).toMatchObject({ enabled: false });
  });
});
