import { PublicResponseCache } from '../src/proxy/public-response-cache';
import { registerUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const ok = (text: string) => Buffer.from(`{"code":0,"msg":"","data":${JSON.stringify(text)}}`);

describe('public lists repeated by the edge (Cache-Control: public, s-maxage)', () => {
  const harness = useStack(() => stackOf('account', 'wallet', 'live'));

  it('asks the service once, then repeats its answer with an age, per language, and still refuses a bad token', async () => {
    const url = `/api/user/avatarList?probe=${Date.now()}`;
    const first = await harness.stack.api.get(url).set('lang', 'en');
    expect(first.body.code).toBe(0);
    expect(first.headers['cache-control']).toBe('public, max-age=60, s-maxage=10');
    expect(first.headers.age).toBeUndefined();
    const again = await harness.stack.api.get(url).set('lang', 'en');
    expect(again.headers.age).toMatch(/^\d+$/);
    expect(again.body).toEqual(first.body);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Another language is another answer (messages are translated), asked for once.
    expect((await harness.stack.api.get(url).set('lang', 'vi')).headers.age).toBeUndefined();
    expect((await harness.stack.api.get(url).set('token', 'not-a-real-token').set('lang', 'en')).body.code).toBe(50008);
  });

  it('repeats a public POST list per body and keeps signed-in and anonymous callers apart', async () => {
    // The live service marks its hot lists public for a second; their filters travel in the body.
    const hot = (limit: number, token?: string) => {
      const call = harness.stack.api.post('/api/Live_streaming/getHotList').set('lang', 'en').send({ limit });
      return token ? call.set('token', token) : call;
    };
    const first = await hot(3);
    expect(first.body.code).toBe(0);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    const again = await hot(3);
    expect(again.headers.age).toMatch(/^\d+$/);
    expect(again.body).toEqual(first.body);
    // Another body is another list.
    expect((await hot(4)).headers.age).toBeUndefined();
    // A signed-in caller never gets an answer kept for anonymous ones.
    const user = await registerUser(harness.stack);
    expect((await hot(3, user.token)).headers.age).toBeUndefined();
    // A login (a small JSON POST too) is answered, never kept.
    const login = () => harness.stack.api.post('/api/user/login').set('lang', 'en').send({ mobile: user.mobile, password: user.password });
    expect((await login()).body.code).toBe(0);
    expect((await login()).headers.age).toBeUndefined();
  });

  it('never keeps answers that are private, failed or not marked public', () => {
    expect(PublicResponseCache.lifetimeOf('public, max-age=60, s-maxage=10')).toBe(10);
    expect(PublicResponseCache.lifetimeOf('public, max-age=60')).toBe(0);
    expect(PublicResponseCache.lifetimeOf('private, s-maxage=10')).toBe(0);
    expect(PublicResponseCache.lifetimeOf('public, no-store, s-maxage=10')).toBe(0);
    expect(PublicResponseCache.lifetimeOf(undefined)).toBe(0);
    expect(PublicResponseCache.lifetimeOf('public, s-maxage=86400')).toBe(60);

    const cache = new PublicResponseCache();
    cache.store('failed', { status: 200, headers: {}, body: Buffer.from('{"code":1,"msg":"no","data":null}') }, 10, 0);
    cache.store('error', { status: 500, headers: {}, body: ok('x') }, 10, 0);
    expect(cache.get('failed', 1)).toBeUndefined();
    expect(cache.get('error', 1)).toBeUndefined();
    cache.store('list', { status: 200, headers: {}, body: ok('x') }, 10, 0);
    expect(cache.get('list', 9_999)?.body.toString()).toContain('"x"');
    expect(cache.get('list', 10_000)).toBeUndefined();
  });
});
