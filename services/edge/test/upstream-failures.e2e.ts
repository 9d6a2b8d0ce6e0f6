import { resetConfig } from '@arena/shared';
import { bootServices, Stack } from '../../../test/support/stack';
import { useStack } from '../../../test/support/use-stack';
import { createEdgeApp } from '../src/edge.app';
import { closedPortUrl, FakeUpstream, startFakeUpstream } from './fake-upstream';

const UNAVAILABLE = {
  zh: '服务暂不可用，请稍后再试',
  en: 'The service is temporarily unavailable, please try again later',
  vi: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau',
};

/** The edge alone, its `account` pointed at whatever the test chose. */
async function edgeInFrontOf(accountUrl: string): Promise<Stack> {
  process.env.ACCOUNT_URL = accountUrl;
  return bootServices({ edge: createEdgeApp });
}

describe('edge when the owner service is down', () => {
  const { stack } = useStack(async () => edgeInFrontOf(await closedPortUrl()));

  it.each(Object.entries(UNAVAILABLE))('answers 503 code 1 in %s', async (lang, msg) => {
    const response = await stack.api
      .post('/api/user/login')
      .set('lang', lang)
      .send({ mobile: '13800000000', password: 'x' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ code: 1, msg, data: null });
  });

  it('answers 503 when a token must be looked up and the account service is gone', async () => {
    const response = await stack.api
      .get('/api/Member/info')
      .set('token', 'never-seen-before')
      .set('accept-language', 'en-US,en;q=0.9');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ code: 1, msg: UNAVAILABLE.en, data: null });
  });
});

describe('edge upstream timeout and request ids', () => {
  let slow: FakeUpstream;
  const { stack } = useStack(async () => {
    process.env.UPSTREAM_TIMEOUT_MS = '300';
    resetConfig();
    slow = await startFakeUpstream((url) => (url.startsWith('/avatars') ? 5000 : 0));
    return edgeInFrontOf(slow.url);
  });
  afterAll(async () => {
    await slow.close();
    delete process.env.UPSTREAM_TIMEOUT_MS;
    resetConfig();
  });

  it('gives up after UPSTREAM_TIMEOUT_MS with code 1 in the caller language', async () => {
    const started = Date.now();
    const response = await stack.api.get('/api/user/avatarList').set('lang', 'en');
    // Well before the upstream would answer (undici's timers tick at about a second).
    expect(Date.now() - started).toBeLessThan(4000);
    expect(response.status).toBe(504);
    expect(response.body).toEqual({
      code: 1,
      msg: 'The service took too long to answer, please try again later',
      data: null,
    });
    const zh = await stack.api.get('/api/user/avatarList');
    expect(zh.body).toEqual({ code: 1, msg: '服务响应超时，请稍后再试', data: null });
  });

  it('propagates the caller x-request-id to the service and returns it', async () => {
    const response = await stack.api
      .post('/api/Member/SignOut')
      .set('x-request-id', 'trace-42.a:b')
      .set('cookie', 'secret=1');
    expect(response.body).toEqual({ code: 0, msg: '', data: { echoed: '/sessions/sign-out' } });
    expect(response.headers['x-request-id']).toBe('trace-42.a:b');
    const seen = slow.received.find((r) => r.headers['x-request-id'] === 'trace-42.a:b');
    expect(seen).toMatchObject({ method: 'POST', url: '/sessions/sign-out' });
    // Signed for the service; the browser's cookies stay at the edge.
    expect(seen?.headers['x-arena-auth']).toEqual(expect.any(String));
    expect(seen?.headers.cookie).toBeUndefined();
  });

  it('replaces a hostile request id with its own', async () => {
    const response = await stack.api.get('/api/nowhere').set('x-request-id', '<script>alert(1)</script>');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await stack.api.get('/api/nowhere');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(response.headers['x-request-id']);
  });
});
