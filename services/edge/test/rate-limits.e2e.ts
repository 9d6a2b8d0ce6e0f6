import { resetConfig } from '@arena/shared';
import { registerUser, TestUser, uniqueIp } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/** The limits count in fixed minutes: start a burst early in one so it is not split across two. */
async function startOfAMinute(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
}

describe('edge rate limits', () => {
  const { stack } = useStack(accountStack);
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(stack);
    process.env.RATE_LIMIT_IP_PER_MINUTE = '5';
    process.env.RATE_LIMIT_USER_PER_MINUTE = '3';
    resetConfig();
  });
  afterAll(async () => {
    delete process.env.RATE_LIMIT_IP_PER_MINUTE;
    delete process.env.RATE_LIMIT_USER_PER_MINUTE;
    resetConfig();
  });

  it('lets exactly RATE_LIMIT_IP_PER_MINUTE requests of one address through, even in parallel', async () => {
    await startOfAMinute();
    const ip = uniqueIp();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        stack.api.get('/api/user/avatarList').set('x-forwarded-for', ip).set('lang', 'en'),
      ),
    );
    expect(responses.filter((r) => r.body.code === 0)).toHaveLength(5);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0].body).toEqual({
      code: 1,
      msg: 'Too many requests, please slow down and try again later',
      data: null,
    });
    // Another address is not held back.
    expect((await stack.api.get('/api/user/avatarList').set('x-forwarded-for', uniqueIp())).body.code).toBe(0);
  });

  it('counts an address before looking its tokens up, so made-up tokens cannot flood the account service', async () => {
    await startOfAMinute();
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await stack.api.get('/api/Member/info').set('token', `made-up-${i}`).set('x-forwarded-for', ip)).body.code,
      );
    expect(codes).toEqual([50008, 50008, 50008, 50008, 50008, 1, 1]);
  });

  it('limits a user by RATE_LIMIT_USER_PER_MINUTE whatever address they come from', async () => {
    await startOfAMinute();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        stack.api.get('/api/Member/info').set('token', user.token).set('x-forwarded-for', uniqueIp()).set('lang', 'zh'),
      ),
    );
    expect(responses.filter((r) => r.body.code === 0)).toHaveLength(3);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].body).toEqual({ code: 1, msg: '请求过于频繁，请稍后再试', data: null });
  });

  it('does not believe X-Forwarded-For from an untrusted peer', async () => {
    process.env.TRUST_PROXY = '10.255.255.1';
    resetConfig();
    const strict = await accountStack();
    try {
      await startOfAMinute();
      // Every request claims a new address, yet all come from loopback: the limit still bites.
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => strict.api.get('/api/user/avatarList').set('x-forwarded-for', uniqueIp())),
      );
      expect(responses.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    } finally {
      delete process.env.TRUST_PROXY;
      resetConfig();
      await strict.close();
    }
  });
});
