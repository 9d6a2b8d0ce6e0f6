import { randomInt } from 'node:crypto';
import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { internal } from '../../../test/support/internal';
import { walletStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** A mainland ID number with a valid birth date and check digit. */
function chineseId(): string {
  const body = `110101${1970 + randomInt(30)}0${1 + randomInt(9)}1${randomInt(10)}${String(randomInt(1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + '10X98765432'[weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0) % 11];
}

/** Withdrawals under real concurrency: many requests at once against the one Postgres and Redis. */
describe('withdrawal races (Balance/applyForWithdrawal, admin review)', () => {
  const harness = useStack(walletStack);
  let admin: string;
  beforeAll(async () => {
    admin = await asAdmin(harness.stack);
  });

  /** A user who may withdraw: cash, a bank card, a verified identity and the payment password 123456. */
  async function readyUser(cash: string): Promise<TestUser> {
    const { api } = harness.stack;
    const user = await registerUser(harness.stack);
    await api
      .post('/api/admin/wallet/adjustments')
      .set('token', admin)
      .send({ user_id: user.id, kind: 'cash', direction: 'credit', amount: cash, reason: 'Race test' });
    await api
      .get('/api/Bank_card/bind')
      .set('token', user.token)
      .query({ name: '李四', card_no: '6222021234567890', bank_name: '工商银行' });
    expect(
      (
        await api
          .post('/api/Member/verified')
          .set('token', user.token)
          .send({ real_name: '李四', id_number: chineseId() })
      ).body.code,
    ).toBe(0);
    await api
      .post('/api/Member/paymentPassword')
      .set('token', user.token)
      .send({ payment_password: '123456', repassword: '123456' });
    return user;
  }
  const apply = (user: TestUser, amount = '20') =>
    harness.stack.api
      .post('/api/Balance/applyForWithdrawal')
      .set('token', user.token)
      .set('lang', 'en')
      .send({ amount, payment_password: '123456' });

  it('holds the daily limit of 3 against 20 parallel applications, with the payment password in the body', async () => {
    const user = await readyUser('1000');
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(user)));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    // Payment password checks in flight count against its 5 tries, so some are told to wait; one
    // application at a time goes on, the others are told one is in progress; never more than 3
    // become withdrawals.
    const accepted = answers.filter((a) => a.body.code === 0).length;
    expect(accepted).toBeLessThanOrEqual(3);
    const refusals = new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.msg));
    expect(
      [...refusals].filter(
        (m) =>
          m !== 'At most 3 withdrawals a day' &&
          m !== 'Another withdrawal application of yours is being processed: try again in a moment' &&
          m !== 'Too many wrong payment passwords: locked for an hour. Try again later',
      ),
    ).toEqual([]);
    for (let i = accepted; i < 3; i++) expect((await apply(user)).body.code).toBe(0);
    expect((await apply(user)).body.msg).toBe('At most 3 withdrawals a day');
    expect(await harness.stores.prisma.withdrawal.count({ where: { userId: user.id } })).toBe(3);
    const balances = (await internal(harness.stack, 'wallet', 'get', `/internal/balances/${user.id}`)).body.data;
    expect(balances.balances).toBe('940.00');
  });

  it('reviews a withdrawal once when 10 approvals and 10 rejections arrive at once; the others hear "already reviewed"', async () => {
    const user = await readyUser('100');
    const applied = await apply(user, '50');
    expect(applied.body.code).toBe(0);
    const id = applied.body.data.id as number;
    const review = (verb: 'approve' | 'reject') =>
      harness.stack.api
        .post(`/api/admin/wallet/withdrawals/${id}/${verb}`)
        .set('token', admin)
        .set('lang', 'en')
        .send({ note: 'checked' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => review(i % 2 ? 'approve' : 'reject')));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const won = answers.filter((a) => a.body.code === 0);
    expect(won).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.msg))).toEqual(
      new Set(['This withdrawal was already reviewed']),
    );
    // Exactly one movement out of the pending account: a payout (and fee) or a release, never both.
    const transfers = await harness.stores.prisma.ledgerTransfer.findMany({
      where: { idempotencyKey: { startsWith: `withdrawal:${id}:` } },
    });
    const keys = transfers.map((t) => t.idempotencyKey.split(':')[2]).sort();
    expect(keys).toEqual(won[0].body.data.status === 'paid' ? ['fee', 'hold', 'payout'] : ['hold', 'release']);
  });
});
