import { ResponseCache } from '../src/proxy/response-cache';
import { login, registerUser } from '../../../test/support/accounts';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const ok = (text: string) => Buffer.from(`{"code":0,"msg":"","data":${JSON.stringify(text)}}`);

describe("answers repeated by the edge: public lists (Cache-Control: public, s-maxage) and a session's own (x-arena-user-cache)", () => {
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
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=2');
    const again = await hot(3);
    expect(again.headers.age).toMatch(/^\d+$/);
    expect(again.body).toEqual(first.body);
    // Another body is another list.
    expect((await hot(4)).headers.age).toBeUndefined();
    // A signed-in caller never gets an answer kept for anonymous ones.
    const user = await registerUser(harness.stack);
    expect((await hot(3, user.token)).headers.age).toBeUndefined();
    // A login (a small JSON POST too) is answered, never kept.
    const login = () =>
      harness.stack.api
        .post('/api/user/login')
        .set('lang', 'en')
        .send({ mobile: user.mobile, password: user.password });
    expect((await login()).body.code).toBe(0);
    expect((await login()).headers.age).toBeUndefined();
  });

  it('asks the service once when a crowd arrives as a kept list runs out', async () => {
    const hot = () => harness.stack.api.post('/api/Live_streaming/getHotList').set('lang', 'en').send({ limit: 7 });
    expect((await hot()).body.code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // s-maxage=1
    const crowd = await Promise.all(Array.from({ length: 20 }, hot));
    expect(crowd.every((answer) => answer.body.code === 0)).toBe(true);
    // One of them asked the live service; the others had the old list meanwhile, or the new one after.
    expect(crowd.filter((answer) => answer.headers.age === undefined)).toHaveLength(1);
  });

  it('asks the service once when a crowd asks a public path something nobody asked yet', async () => {
    const hot = (limit: number) =>
      harness.stack.api.post('/api/Live_streaming/getHotList').set('lang', 'en').send({ limit });
    // The path answers public (any body): a new body's first answer is worth waiting for.
    expect((await hot(5)).body.code).toBe(0);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => hot(6)));
    expect(crowd.every((answer) => answer.body.code === 0)).toBe(true);
    expect(crowd.filter((answer) => answer.headers.age === undefined)).toHaveLength(1);
  });

  it("repeats a session's Member/info until something it shows changes, to that session only", async () => {
    const user = await registerUser(harness.stack);
    const info = (token: string) => harness.stack.api.get('/api/Member/info').set('lang', 'en').set('token', token);
    const first = await info(user.token);
    expect(first.body.code).toBe(0);
    expect(first.headers.age).toBeUndefined();
    expect(first.headers['x-arena-user-cache']).toBeUndefined();
    const again = await info(user.token);
    expect(again.headers.age).toMatch(/^\d+$/);
    expect(again.body).toEqual(first.body);

    // A change the user makes moves their version before it is answered: the next read is fresh.
    const renamed = await harness.stack.api
      .post('/api/member/updateInfo')
      .set('token', user.token)
      .send({ user_nickname: 'Kept Fresh' });
    expect(renamed.body.code).toBe(0);
    const fresh = await info(user.token);
    expect(fresh.headers.age).toBeUndefined();
    expect(fresh.body.data.user_nickname).toBe('Kept Fresh');

    // Another session of the same user gets its own answer (its token and chat signature).
    const other = await login(harness.stack, user.mobile, user.password);
    const theirs = await info(other);
    expect(theirs.headers.age).toBeUndefined();
    expect(theirs.body.data.token).toBe(other);
    expect(theirs.body.data.userSig).not.toBe(fresh.body.data.userSig);

    // A session that ended is refused, kept answer or not.
    expect((await info(user.token)).headers.age).toMatch(/^\d+$/);
    expect((await harness.stack.api.post('/api/Member/SignOut').set('token', user.token).send({})).body.code).toBe(0);
    expect((await info(user.token)).body.code).not.toBe(0);
    expect((await info(other)).body.code).toBe(0);
  });

  it('never keeps answers that are private, failed or not marked public', () => {
    expect(ResponseCache.publicLifetime('public, max-age=60, s-maxage=10')).toEqual({ seconds: 10, staleSeconds: 0 });
    expect(ResponseCache.publicLifetime('public, s-maxage=1, stale-while-revalidate=2')).toEqual({
      seconds: 1,
      staleSeconds: 2,
    });
    expect(ResponseCache.publicLifetime('public, max-age=60').seconds).toBe(0);
    expect(ResponseCache.publicLifetime('private, s-maxage=10').seconds).toBe(0);
    expect(ResponseCache.publicLifetime('public, no-store, s-maxage=10').seconds).toBe(0);
    expect(ResponseCache.publicLifetime(undefined).seconds).toBe(0);
    expect(ResponseCache.publicLifetime('public, s-maxage=86400').seconds).toBe(60);

    const cache = new ResponseCache();
    cache.store(
      'failed',
      { status: 200, headers: {}, body: Buffer.from('{"code":1,"msg":"no","data":null}') },
      { seconds: 10, staleSeconds: 0 },
      0,
    );
    cache.store('error', { status: 500, headers: {}, body: ok('x') }, { seconds: 10, staleSeconds: 0 }, 0);
    expect(cache.get('failed', 1)).toBeUndefined();
    expect(cache.get('error', 1)).toBeUndefined();
    // A path is known to answer public (whatever its query) until an answer on it is not kept.
    const path = ResponseCache.publicPath({ method: 'GET', url: '/api/search?q=a', signedIn: false });
    expect(ResponseCache.publicPath({ method: 'GET', url: '/api/search?q=b', signedIn: false })).toBe(path);
    expect(ResponseCache.publicPath({ method: 'GET', url: '/api/search?q=a', signedIn: true })).not.toBe(path);
    cache.notePublic(path, true);
    expect(cache.answersPublic(path)).toBe(true);
    cache.notePublic(path, false);
    expect(cache.answersPublic(path)).toBe(false);
    cache.store('list', { status: 200, headers: {}, body: ok('x') }, { seconds: 10, staleSeconds: 0 }, 0);
    expect(cache.get('list', 9_999)?.body.toString()).toContain('"x"');
    expect(cache.get('list', 10_000)).toBeUndefined();
    // Past its time, an answer marked stale-while-revalidate is still there for the crowd of a refresh.
    cache.store('swr', { status: 200, headers: {}, body: ok('y') }, { seconds: 1, staleSeconds: 2 }, 0);
    expect(cache.get('swr', 1_500)).toBeUndefined();
    expect(cache.stale('swr', 2_999)?.body.toString()).toContain('"y"');
    expect(cache.stale('swr', 3_000)).toBeUndefined();
    // A session's answer is repeated only under the user version it was asked under.
    cache.store(
      'mine',
      { status: 200, headers: {}, body: ok('me'), version: '3' },
      { seconds: 10, staleSeconds: 0 },
      0,
    );
    expect(cache.get('mine', 1, '3')?.body.toString()).toContain('"me"');
    expect(cache.get('mine', 1, '4')).toBeUndefined();
    expect(cache.get('mine', 10_000, '3')).toBeUndefined();
    expect(cache.has('mine')).toBe(true);
    expect(cache.has('failed')).toBe(false);
    expect(ResponseCache.sessionLifetime('10')).toEqual({ seconds: 10, staleSeconds: 0 });
    expect(ResponseCache.sessionLifetime('600').seconds).toBe(60);
    expect(ResponseCache.sessionLifetime(['10']).seconds).toBe(0);
    expect(ResponseCache.sessionLifetime('ten').seconds).toBe(0);
    expect(ResponseCache.sessionLifetime(undefined).seconds).toBe(0);
  });
});
