import { asAdmin, registerUser, TestUser, uniqueMobile } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

/**
 * One table for every account endpoint: each field it reads is sent missing, with the wrong type,
 * oversized or hostile, and the answer must be `code 1` with a message naming the problem (never a
 * 500), while the rows the endpoint would write stay as they were.
 */
type Auth = 'visitor' | 'user' | 'admin';
type Kind = 'string' | 'number' | 'enum';
interface Field {
  kind: Kind;
  /** The English message must match: the field's label, or the spec's own wording. */
  names: RegExp;
  /** Free text: HTML- or SQL-looking values are legitimate content (escaped on output, bound in SQL). */
  freeText?: boolean;
  /** Absent, it is refused with this message. */
  required?: RegExp;
}
interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: Auth;
  /** A request that is refused anyway (wrong code, mismatched passwords...), so no attack can succeed by accident. */
  base?: Record<string, unknown>;
  fields?: Record<string, Field>;
}

const COMPLETE = /^Please complete the information before submitting$/;
const str = (names: RegExp, extra: Partial<Field> = {}): Field => ({ kind: 'string', names, ...extra });
const num = (names: RegExp, extra: Partial<Field> = {}): Field => ({ kind: 'number', names, ...extra });
const oneOf = (names: RegExp): Field => ({ kind: 'enum', names });

const ATTACKS: Record<Kind, [string, unknown][]> = {
  string: [
    ['a number', 12345],
    ['an array', ['a', 'b']],
    ['an object', { $gt: '' }],
    ['a 10 kB string', 'x'.repeat(10 * 1024)],
    ['HTML/script', '<script>alert(1)</script>'],
    ['SQL', "' OR '1'='1' --"],
    ['a NUL character', 'ab\u0000cd'],
    ['a control character', 'ab\u001bcd'],
  ],
  number: [
    ['negative', -1],
    ['zero', 0],
    ['a float', 1.5],
    ['huge', 1e20],
    ['text', '12abc'],
    ['hex', '0x10'],
    ['a boolean', true],
    ['an array', [5, 6]],
    ['an object', { a: 1 }],
    ['a 10 kB number', '9'.repeat(10 * 1024)],
  ],
  enum: [
    ['unknown', 'xbox'],
    ['a number', 7],
    ['an array', ['pc']],
    ['HTML', '<b>pc</b>'],
  ],
};

describe('every account endpoint refuses bad input cleanly', () => {
  const harness = useStack(accountStack);
  let user: TestUser;
  let victim: TestUser;
  let tokens: Record<Auth, string | undefined>;
  const freshMobile = uniqueMobile();

  beforeAll(async () => {
    user = await registerUser(harness.stack);
    victim = await registerUser(harness.stack);
    tokens = { visitor: undefined, user: user.token, admin: await asAdmin(harness.stack) };
  });
  const endpoints = (): Endpoint[] => [
    {
      method: 'POST',
      path: '/api/user/login',
      auth: 'visitor',
      base: { mobile: user.mobile, password: 'not-the-password-1' },
      fields: {
        mobile: str(/mobile/i, { required: COMPLETE }),
        password: str(/password/i),
        code: str(/code/i),
        device_type: oneOf(/^Device type must be one of: pc, h5, android, ios$/),
        country_code: oneOf(/^Country code must be one of/),
      },
    },
    {
      method: 'POST',
      path: '/api/user/registered',
      auth: 'visitor',
      base: { mobile: freshMobile, code: '000000', password: 'secret123', repassword: 'secret123' },
      fields: {
        mobile: str(/mobile/i, { required: COMPLETE }),
        code: str(/code/i, { required: COMPLETE }),
        password: str(/password/i, { required: COMPLETE }),
        repassword: str(/password/i, { required: COMPLETE }),
        invite: str(/invitation code/i),
        device_type: oneOf(/^Device type must be one of/),
        country_code: oneOf(/^Country code must be one of/),
      },
    },
    {
      method: 'POST',
      path: '/api/user/getCode',
      auth: 'visitor',
      base: { mobile: freshMobile },
      fields: {
        mobile: str(/mobile/i, { required: COMPLETE }),
        purpose: oneOf(/^Purpose must be one of: register, login, reset$/),
        country_code: oneOf(/^Country code/),
      },
    },
    {
      method: 'POST',
      path: '/api/user/editPassword',
      auth: 'visitor',
      base: { mobile: user.mobile, code: '000000', password: 'secret999', repassword: 'secret999' },
      fields: {
        mobile: str(/mobile/i, { required: COMPLETE }),
        code: str(/code/i, { required: COMPLETE }),
        password: str(/password/i, { required: COMPLETE }),
        repassword: str(/password/i, { required: COMPLETE }),
      },
    },
    {
      method: 'POST',
      path: '/api/user/updatePassword',
      auth: 'user',
      base: { old_password: 'not-the-password-1', password: 'secret999', repassword: 'secret999' },
      fields: {
        old_password: str(/password/i, { required: COMPLETE }),
        password: str(/password/i, { required: COMPLETE }),
        repassword: str(/password/i, { required: COMPLETE }),
      },
    },
    { method: 'POST', path: '/api/user/getLoginQrcode', auth: 'visitor' },
    { method: 'POST', path: '/api/Member/getQiniuToken', auth: 'user' },
    {
      method: 'POST',
      path: '/api/member/updateInfo',
      auth: 'user',
      fields: { user_nickname: str(/nickname/i), avatar: str(/avatar/i) },
    },
    {
      method: 'POST',
      path: '/api/Member/paymentPassword',
      auth: 'user',
      base: { payment_password: '123456', repassword: '654321' },
      fields: {
        payment_password: str(/payment password/i, { required: COMPLETE }),
        repassword: str(/password/i, { required: COMPLETE }),
        old_payment_password: str(/payment password/i),
      },
    },
    {
      method: 'POST',
      path: '/api/Member/verified',
      auth: 'user',
      // A well-formed number whose check digit is wrong: refused even when the name passes.
      base: { real_name: '张三', id_number: '110105194912310020' },
      fields: {
        real_name: str(/real name/i, { required: COMPLETE }),
        id_number: str(/ID number/i, { required: COMPLETE }),
      },
    },
    { method: 'POST', path: '/api/Member/getVerifiedInfo', auth: 'user' },
    {
      method: 'POST',
      path: '/api/Member/attention',
      auth: 'user',
      fields: { anchor_id: num(/streamer/i, { required: /^Streamer is required$/ }) },
    },
    { method: 'GET', path: '/api/Member/info', auth: 'user' },
    { method: 'GET', path: '/api/User/getUserInfo', auth: 'visitor', fields: { id: num(/^ID /) } },
    {
      method: 'GET',
      path: '/api/User/attentionList',
      auth: 'user',
      fields: { page: num(/^Page /), limit: num(/^Page size/) },
    },
    {
      method: 'GET',
      path: '/api/User/watchlistList',
      auth: 'user',
      fields: { page: num(/^Page /), limit: num(/^Page size/) },
    },
    { method: 'GET', path: '/api/user/avatarList', auth: 'visitor' },
    { method: 'GET', path: '/api/User/anchorExperienceList', auth: 'visitor' },
    { method: 'POST', path: '/api/Universal/imTouristAccount', auth: 'visitor' },
    { method: 'POST', path: '/api/member/growupList', auth: 'user' },
    {
      method: 'GET',
      path: '/api/admin/users',
      auth: 'admin',
      fields: { page: num(/^Page /), limit: num(/^Page size/), keyword: str(/keyword/i, { freeText: true }) },
    },
    {
      method: 'POST',
      path: `/api/admin/users/${victim.id}/ban`,
      auth: 'admin',
      fields: { reason: str(/reason/i, { freeText: true, required: /^Reason is required$/ }) },
    },
    {
      method: 'POST',
      path: `/api/admin/users/${victim.id}/anchor`,
      auth: 'admin',
      fields: { is_anchor: oneOf(/streamer status/i) },
    },
    {
      method: 'GET',
      path: '/api/admin/sms/outbox',
      auth: 'admin',
      fields: { mobile: str(/mobile/i), limit: num(/^Page size/) },
    },
    {
      method: 'POST',
      path: '/api/qr-logins/scan',
      auth: 'user',
      fields: { code: str(/code/i, { required: /^Verification code is required$/ }) },
    },
    {
      method: 'GET',
      path: '/api/qr-logins/status',
      auth: 'visitor',
      base: { code: 'f'.repeat(32), secret: 'f'.repeat(32) },
      fields: {
        code: str(/code/i, { required: /^Verification code is required$/ }),
        secret: str(/QR/, { required: /^QR secret is required$/ }),
      },
    },
  ];

  /** GET fields travel in the query string: arrays as repeated keys, everything else as text. */
  function send(endpoint: Endpoint, body: Record<string, unknown>, lang = 'en') {
    const token = tokens[endpoint.auth];
    if (endpoint.method === 'GET') {
      const query = Object.entries(body)
        .flatMap(([k, v]) =>
          (Array.isArray(v) ? v : [v]).map((item) => `${encodeURIComponent(k)}=${encodeURIComponent(String(item))}`),
        )
        .join('&');
      const request = harness.stack.api.get(query ? `${endpoint.path}?${query}` : endpoint.path).set('lang', lang);
      return token ? request.set('token', token) : request;
    }
    const request = harness.stack.api.post(endpoint.path).set('lang', lang);
    return (token ? request.set('token', token) : request).send(body);
  }

  /** What the rows an attack could touch look like. */
  async function snapshot() {
    const [me, other, identities, follows, sessions, registered] = await Promise.all([
      harness.stores.prisma.user.findUniqueOrThrow({ where: { id: user.id } }),
      harness.stores.prisma.user.findUniqueOrThrow({ where: { id: victim.id } }),
      harness.stores.prisma.identity.count({ where: { userId: user.id } }),
      harness.stores.prisma.follow.count({ where: { followerId: user.id } }),
      harness.stores.prisma.session.count({ where: { userId: user.id, revokedAt: null } }),
      harness.stores.prisma.user.count({ where: { mobile: freshMobile } }),
    ]);
    return {
      me,
      other,
      identities,
      follows,
      sessions,
      registered,
      outbox: await harness.stores.prisma.smsOutbox.count({ where: { mobile: freshMobile } }),
    };
  }

  it('answers code 1 naming the problem for every missing, mistyped, oversized or hostile field', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    let cases = 0;
    const requests: Promise<void>[] = [];
    for (const endpoint of endpoints()) {
      for (const [name, field] of Object.entries(endpoint.fields ?? {})) {
        const attacks: [string, unknown][] = ATTACKS[field.kind].filter(
          ([label, value]) =>
            !(field.freeText && (label === 'SQL' || label === 'HTML/script')) &&
            // A query string has no objects, and a number in it is only text.
            !(
              endpoint.method === 'GET' &&
              ((typeof value === 'object' && !Array.isArray(value)) ||
                (field.kind === 'string' && typeof value === 'number'))
            ),
        );
        if (field.required) attacks.push(['missing', undefined]);
        for (const [label, value] of attacks) {
          // Free-text nicknames may look like SQL: they are stored as text (the profile suite checks it).
          if (name === 'user_nickname' && label === 'SQL') continue;
          const body = { ...endpoint.base };
          if (value === undefined) delete body[name];
          else body[name] = value;
          cases++;
          const expected = value === undefined ? (field.required as RegExp) : field.names;
          requests.push(
            send(endpoint, body).then((response) => {
              const { code, msg, data } = response.body ?? {};
              if (
                response.status >= 500 ||
                code !== 1 ||
                data !== null ||
                typeof msg !== 'string' ||
                !expected.test(msg)
              )
                problems.push(
                  `${endpoint.method} ${endpoint.path} ${name}=${label}: HTTP ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
                );
            }),
          );
        }
      }
      // One endpoint's attacks at a time, all at once: quick, and concurrent like a real attack.
      await Promise.all(requests.splice(0));
    }
    expect(problems).toEqual([]);
    expect(cases).toBeGreaterThan(250);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('names the problem in Chinese and Vietnamese too, never as a raw message key', async () => {
    const problems: string[] = [];
    for (const endpoint of endpoints().filter((e) => e.fields)) {
      const [name, field] = Object.entries(endpoint.fields ?? {})[0];
      for (const lang of ['zh', 'vi']) {
        const response = await send(
          endpoint,
          { ...endpoint.base, [name]: field.kind === 'number' ? 'abc' : ['x'] },
          lang,
        );
        const { code, msg } = response.body;
        if (code !== 1 || /^[a-z_]+\.[a-z_.]+$/.test(msg) || /[{}]/.test(msg) || /[A-Za-z]{4,} (is|has|must)/.test(msg))
          problems.push(`${lang} ${endpoint.path} ${name}: ${JSON.stringify(response.body)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers code 1 for malformed, mistyped and oversized bodies on every POST endpoint', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    const posts = [
      ...endpoints().filter((e) => e.method === 'POST'),
      { method: 'POST', path: '/api/Member/SignOut', auth: 'user' } as Endpoint,
    ];
    const bodies: [string, string, string][] = [
      ['truncated JSON', 'application/json', '{"mobile": "138'],
      ['not JSON at all', 'application/json', "mobile=1'; DROP TABLE users"],
      ['prototype pollution', 'application/json', '{"__proto__": {"role": "admin"}, "mobile": "13800000000"}'],
      ['an unsupported type', 'application/xml', '<mobile>1</mobile>'],
    ];
    for (const endpoint of posts) {
      for (const [label, type, raw] of bodies) {
        let request = harness.stack.api.post(endpoint.path).set('lang', 'en').set('content-type', type);
        const token = tokens[endpoint.auth];
        if (token) request = request.set('token', token);
        const response = await request.send(raw);
        if (response.status >= 500 || response.body.code !== 1 || !/request body/i.test(response.body.msg))
          problems.push(`${endpoint.path} ${label}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(problems).toEqual([]);
    const huge = await harness.stack.api
      .post('/api/user/login')
      .set('lang', 'en')
      .send({ mobile: '13800000000', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ code: 1, msg: 'The request is too large', data: null });
    // Form bodies are read like JSON ones.
    const form = await harness.stack.api
      .post('/api/user/login')
      .set('lang', 'en')
      .type('form')
      .send({ mobile: user.mobile });
    expect(form.body).toEqual({ code: 1, msg: 'Please complete the information before submitting', data: null });
    expect(await snapshot()).toEqual(before);
  });

  it('ignores unexpected extra fields where an endpoint takes none, and refuses them where it is strict', async () => {
    const extras = { role: 'admin', is_admin: 1, id: 1, '<script>': "' OR 1=1", user_id: victim.id };
    expect((await send({ method: 'GET', path: '/api/Member/info', auth: 'user' }, extras)).body.data).toMatchObject({
      id: user.id,
      is_admin: 0,
    });
    expect((await send({ method: 'POST', path: '/api/Member/getVerifiedInfo', auth: 'user' }, extras)).body.code).toBe(
      0,
    );
    expect((await send({ method: 'POST', path: '/api/member/updateInfo', auth: 'user' }, extras)).body).toEqual({
      code: 1,
      msg: expect.stringMatching(/^Unknown field: /),
      data: null,
    });
    expect((await harness.stores.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('user');
  });
});
