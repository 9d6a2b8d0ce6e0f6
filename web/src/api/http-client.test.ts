import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, outcomeUnknown } from './api-error';
import {
  type ClientEffects,
  createHttpClient,
  ERROR_TOAST_MS,
  HTTP_TIMEOUT_MS,
  REVOKED_REDIRECT_MS,
} from './http-client';

function effects(overrides: Partial<ClientEffects> = {}) {
  return {
    token: vi.fn(() => 'tok-1'),
    lang: vi.fn(() => 'vi'),
    defaultError: vi.fn(() => 'Error'),
    errorToast: vi.fn(),
    confirmRelogin: vi.fn(() => Promise.resolve(true)),
    clearSession: vi.fn(),
    reload: vi.fn(),
    pathname: vi.fn(() => '/main'),
    navigate: vi.fn(),
    ...overrides,
  } satisfies ClientEffects;
}

const answer = (body: unknown) =>
  vi.fn(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

describe('the HTTP client and the error catalogue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends token and lang, no credentials, and resolves with data', async () => {
    const fetch = answer({ code: 0, msg: '', data: { id: 7 } });
    const client = createHttpClient(effects(), fetch);
    await expect(client.request('POST', '/api/user/login', { body: { mobile: '1' } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/login');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toMatchObject({ token: 'tok-1', lang: 'vi', 'content-type': 'application/json' });
    expect(init.body).toBe('{"mobile":"1"}');
  });

  it('puts GET input in the query string and leaves the token out when there is none', async () => {
    const fetch = answer({ code: 0, msg: '', data: [] });
    const client = createHttpClient(effects({ token: () => null }), fetch);
    await client.request('GET', '/api/User/attentionList', { query: { page: 2, limit: 15, empty: '' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/User/attentionList?page=2&limit=15');
    expect(init.headers).not.toHaveProperty('token');
  });

  it('shows code 1 as an error toast for 5 s with the server msg and rejects', async () => {
    const fx = effects();
    const client = createHttpClient(fx, answer({ code: 1, msg: 'Mobile already registered', data: null }));
    await expect(client.request('POST', '/api/x')).rejects.toMatchObject({
      code: 1,
      message: 'Mobile already registered',
    });
    expect(fx.errorToast).toHaveBeenCalledWith('Mobile already registered', ERROR_TOAST_MS);
    expect(ERROR_TOAST_MS).toBe(5000);
  });

  it("uses the default 'Error' when code 1 has no msg", async () => {
    const fx = effects();
    const client = createHttpClient(fx, answer({ code: 1, msg: '', data: null }));
    await expect(client.request('GET', '/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(fx.errorToast).toHaveBeenCalledWith('Error', 5000);
  });

  it.each([50008, 50012, 50014])(
    'offers re-login once for code %i; confirming resets the token and reloads',
    async (code) => {
      const fx = effects();
      const client = createHttpClient(fx, answer({ code, msg: 'login invalid', data: null }));
      const calls = [client.request('GET', '/api/a'), client.request('GET', '/api/b')];
      await Promise.allSettled(calls);
      await expect(calls[0]).rejects.toMatchObject({ code });
      await vi.runAllTimersAsync();
      expect(fx.confirmRelogin).toHaveBeenCalledTimes(1);
      expect(fx.clearSession).toHaveBeenCalledTimes(1);
      expect(fx.reload).toHaveBeenCalledTimes(1);
      expect(fx.errorToast).not.toHaveBeenCalled();
    },
  );

  it('keeps the session when the re-login confirm is cancelled', async () => {
    const fx = effects({ confirmRelogin: vi.fn(() => Promise.resolve(false)) });
    const client = createHttpClient(fx, answer({ code: 50014, msg: 'expired', data: null }));
    await expect(client.request('GET', '/api/a')).rejects.toBeInstanceOf(ApiError);
    await vi.runAllTimersAsync();
    expect(fx.clearSession).not.toHaveBeenCalled();
    expect(fx.reload).not.toHaveBeenCalled();
  });

  it('clears the session on code 700 and leaves /member for /main after 1 s', async () => {
    const fx = effects({ pathname: () => '/member' });
    const client = createHttpClient(fx, answer({ code: 700, msg: 'session ended', data: null }));
    await expect(client.request('GET', '/api/Member/info')).rejects.toMatchObject({ code: 700 });
    expect(fx.clearSession).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REVOKED_REDIRECT_MS - 1);
    expect(fx.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fx.navigate).toHaveBeenCalledWith('/main');
  });

  it('does not move a user who is not on /member after code 700', async () => {
    const fx = effects({ pathname: () => '/football' });
    const client = createHttpClient(fx, answer({ code: 700, msg: 'session ended', data: null }));
    await expect(client.request('GET', '/api/x')).rejects.toMatchObject({ code: 700 });
    await vi.runAllTimersAsync();
    expect(fx.clearSession).toHaveBeenCalled();
    expect(fx.navigate).not.toHaveBeenCalled();
  });

  it('passes other codes through without any UI', async () => {
    const fx = effects();
    const client = createHttpClient(fx, answer({ code: 404, msg: 'Not Found', data: null }));
    await expect(client.request('POST', '/api/Activity/pcSignTaskList')).rejects.toMatchObject({ code: 404 });
    expect(fx.errorToast).not.toHaveBeenCalled();
    expect(fx.clearSession).not.toHaveBeenCalled();
    expect(fx.confirmRelogin).not.toHaveBeenCalled();
  });

  it('rejects network errors', async () => {
    const client = createHttpClient(
      effects(),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(client.request('GET', '/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('tells a refusal from a failure whose outcome is unknown (no answer, or a server error)', async () => {
    const answered = (status: number) =>
      vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'Nope', data: null }), { status }));
    const refusal = await createHttpClient(effects(), answered(200))
      .request('POST', '/api/x', { silent: true })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 1, status: 200 });
    expect(outcomeUnknown(refusal)).toBe(false);
    const unavailable = await createHttpClient(effects(), answered(503))
      .request('POST', '/api/x', { silent: true })
      .catch((error: unknown) => error);
    expect(unavailable).toMatchObject({ code: 1, status: 503 });
    expect(outcomeUnknown(unavailable)).toBe(true);
    const lost = await createHttpClient(
      effects(),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
      .request('POST', '/api/x')
      .catch((error: unknown) => error);
    expect(outcomeUnknown(lost)).toBe(true);
  });

  it('gives up after 20 s', async () => {
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const client = createHttpClient(effects(), hanging);
    const call = client.request('GET', '/api/slow');
    const settled = expect(call).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(hanging.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(HTTP_TIMEOUT_MS).toBe(20000);
  });
});
