import { request as httpRequest } from 'node:http';
import { isBuilt } from '@arena/shared';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { ACCOUNT_ROUTES } from '../src/routing/account.routes';
import { publicPath, RouteTable } from '../src/routing/route-table';

const NOT_FOUND = { code: 404, msg: 'Not Found', data: null };

/** Catalogued paths of other services (the endpoint catalogue, docs/product.md); those not built yet must 404. */
const OTHER_SERVICES_PATHS = [
  { service: 'wallet', method: 'POST', path: '/api/chargerules/getList' },
  { service: 'activity', method: 'POST', path: '/api/Activity/pcSignTaskList' },
  { service: 'live', method: 'GET', path: '/api/Live/getRoomList' },
  { service: 'gifts', method: 'POST', path: '/api/Gift/getList' },
  { service: 'video', method: 'POST', path: '/api/Video/getList' },
  { service: 'scores', method: 'GET', path: '/api/hot_match/initial_list' },
] as const;

/** A request exactly as written, without the URL normalisation HTTP clients do (`..` kept). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'GET', path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('edge routing', () => {
  const { stack } = useStack(accountStack);

  it.each(['/api/no/such/thing', '/api', '/API/nothing', '/api/user/login/extra'])(
    'answers exactly the 404 envelope for %s',
    async (path) => {
      for (const send of [stack.api.get(path), stack.api.post(path).send({ a: 1 })]) {
        const response = await send.set('lang', 'vi');
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
    },
  );

  it('404s a catalogued path with the wrong method', async () => {
    const response = await stack.api.get('/api/user/login');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it('404s the catalogued paths of services not built yet', async () => {
    const unbuilt = OTHER_SERVICES_PATHS.filter((p) => !isBuilt(p.service));
    for (const { method, path } of unbuilt) {
      const response = await (method === 'GET' ? stack.api.get(path) : stack.api.post(path).send({}));
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });

  it('serves all 21 account rows of the catalogue with an envelope', async () => {
    expect(ACCOUNT_ROUTES.catalogue).toHaveLength(21);
    for (const entry of ACCOUNT_ROUTES.catalogue) {
      const path = publicPath(entry.path);
      const response = await (entry.method === 'GET' ? stack.api.get(path) : stack.api.post(path).send({}));
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.body).toEqual(expect.objectContaining({ code: expect.any(Number), msg: expect.any(String) }));
    }
  });

  it('matches paths case-insensitively and ignores a trailing slash', async () => {
    const canonical = await stack.api.get('/api/user/avatarList');
    expect(canonical.body.code).toBe(0);
    expect(canonical.body.data.length).toBeGreaterThan(0);
    for (const path of [
      '/API/USER/AVATARLIST',
      '/api/User/AvatarList',
      '/Api/user/avatarlist/',
      '/api/user/avatarList?x=1',
    ]) {
      const response = await stack.api.get(path);
      expect({ path, body: response.body }).toEqual({ path, body: canonical.body });
    }
  });

  it("answers a URL the router cannot read in the envelope, in the caller's language, without echoing it", async () => {
    for (const path of ['/api/%', '/api/Member/%E0%A4%A']) {
      const response = await rawGet(stack.url('edge'), path);
      expect({ path, status: Math.floor(response.status / 100), body: JSON.parse(response.body) as unknown }).toEqual({
        path,
        status: 4,
        body: { code: 1, msg: '请求地址格式错误', data: null },
      });
    }
  });

  it('does not let dot segments climb out of a prefix route', async () => {
    for (const path of [
      '/uploads/../admin/users',
      '/api/qr-logins/../admin/users',
      '/api/qr-logins/%2e%2e/internal/sessions/resolve',
      '/uploads/..%2f..%2fetc/passwd',
    ]) {
      const response = await rawGet(stack.url('edge'), path);
      expect({ path, status: response.status, body: JSON.parse(response.body) }).toEqual({
        path,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('serves the browsable API page and the merged OpenAPI document', async () => {
    const page = await stack.api.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<title>API reference</title>');
    const json = await stack.api.get('/api/docs/json');
    expect(json.body.code).toBe(0);
    const doc = json.body.data as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: unknown; parameters?: unknown[]; responses: Record<string, unknown>; 'x-access'?: string }
        >
      >;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const entry of ACCOUNT_ROUTES.catalogue) {
      const operation = doc.paths[publicPath(entry.path)]?.[entry.method.toLowerCase()];
      expect({ path: entry.path, documented: Boolean(operation?.responses?.['200']) }).toEqual({
        path: entry.path,
        documented: true,
      });
    }
    const login = doc.paths['/api/user/login'].post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
      responses: {
        200: {
          content: {
            'application/json': { schema: { properties: { data: { properties: Record<string, unknown> } } } };
          };
        };
      };
    };
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['mobile', 'password', 'code']),
    );
    expect(Object.keys(login.responses[200].content['application/json'].schema.properties.data.properties)).toEqual(
      expect.arrayContaining(['token', 'id', 'user_nickname', 'userSig']),
    );
    // The prefix routes are documented under their public paths, without repeating catalogued ones.
    expect(doc.paths['/api/qr-logins/status']?.get).toBeDefined();
    expect(doc.paths['/api/qr-logins/confirm']?.post).toBeDefined();
    expect(doc.paths['/api/admin/users/{id}/ban']?.post).toBeDefined();
    expect(doc.paths['/api/admin/sms/outbox']?.get).toBeDefined();
    expect(doc.paths['/api/upload']?.post).toBeDefined();
    expect(doc.paths['/api/upload/token']).toBeUndefined();
    expect(Object.keys(doc.paths).some((path) => path.includes('internal'))).toBe(false);
    // Each operation says who may call it, as its owner declares it; routes kept for services are not published.
    expect(doc.paths['/api/admin/users/{id}/ban'].post['x-access']).toBe('admin');
    expect(doc.paths['/api/user/login'].post['x-access']).toBe('public');
    const accesses = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation['x-access']),
    );
    expect(accesses).not.toContain('internal');
    expect(accesses).not.toContain(undefined);
    const attentionList = doc.paths['/api/User/attentionList'].get;
    expect(attentionList.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'page', in: 'query' })]),
    );
  });
});

describe('route table', () => {
  const table = new RouteTable([
    { service: 'video', catalogue: [{ method: 'POST', path: 'api/Video/getList', target: '/videos/list' }] },
    { service: 'account', catalogue: [], prefixes: [{ prefix: '/api/admin/users', target: '/admin/users' }] },
  ]);

  it('serves a catalogued api/ prefix once', () => {
    expect(table.resolve('POST', '/api/Video/getList')).toMatchObject({ service: 'video', target: '/videos/list' });
    expect(table.resolve('post', '/API/video/GETLIST?page=2')).toMatchObject({ target: '/videos/list?page=2' });
    expect(table.resolve('POST', '/api/api/Video/getList')).toBeUndefined();
    expect(table.resolve('GET', '/api/Video/getList')).toBeUndefined();
  });

  it('keeps the rest of a prefix route and nothing that escapes it', () => {
    expect(table.resolve('POST', '/api/admin/users/7/ban')).toMatchObject({ target: '/admin/users/7/ban' });
    expect(table.resolve('GET', '/api/admin/users?keyword=a')).toMatchObject({ target: '/admin/users?keyword=a' });
    expect(table.resolve('GET', '/api/admin/usersX')).toBeUndefined();
    expect(table.resolve('GET', '/api/admin/users/../../internal/x')).toBeUndefined();
  });
});
