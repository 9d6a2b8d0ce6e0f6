import { randomBytes } from 'node:crypto';
import { resetConfig } from '@arena/shared';
import { ADMIN, asAdmin, uniqueIp, uniqueMobile } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/**
 * Production has no development SMS outbox: a code cannot go out until a real gateway is plugged
 * in, so asking for one says so, nothing keeps a code readable, and the administrators' outbox is gone.
 */
describe('SMS in production', () => {
  const saved = {
    NODE_ENV: process.env.NODE_ENV,
    INTERNAL_SECRET: process.env.INTERNAL_SECRET,
    IM_SECRET: process.env.IM_SECRET,
  };
  beforeAll(() => {
    process.env.NODE_ENV = 'production';
    // Production refuses to start without strong secrets from the environment.
    process.env.INTERNAL_SECRET = randomBytes(32).toString('hex');
    process.env.IM_SECRET = randomBytes(32).toString('hex');
    resetConfig();
  });
  const harness = useStack(accountStack);
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
  });

  it('answers "SMS unavailable" to every code request and keeps no code readable', async () => {
    const fresh = uniqueMobile();
    // Other suites share the database: compare counts rather than expect none.
    const outbox = () => harness.stores.prisma.smsOutbox.count({ where: { mobile: { in: [fresh, ADMIN.mobile] } } });
    const before = await outbox();
    const expected = {
      en: 'Text messages cannot be sent right now, please try again later',
      zh: '短信服务暂不可用，请稍后再试',
      vi: 'Hiện không gửi được tin nhắn, vui lòng thử lại sau',
    };
    // A registration code for a new number; login and reset codes for a registered one.
    const requests = [
      { mobile: fresh, purpose: 'register' },
      { mobile: ADMIN.mobile, purpose: 'login' },
      { mobile: ADMIN.mobile, purpose: 'reset' },
    ];
    for (const body of requests) {
      for (const lang of ['en', 'zh', 'vi'] as const) {
        const response = await harness.stack.api
          .post('/api/user/getCode')
          .set('x-forwarded-for', uniqueIp())
          .set('lang', lang)
          .send(body);
        expect([response.status, response.body]).toEqual([503, { code: 1, msg: expected[lang], data: null }]);
      }
    }
    expect(await outbox()).toBe(before);
  });

  it('has no administrators’ outbox', async () => {
    const response = await harness.stack.api
      .get('/api/admin/sms/outbox')
      .set('token', await asAdmin(harness.stack))
      .set('lang', 'en');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ data: null });
  });
});
