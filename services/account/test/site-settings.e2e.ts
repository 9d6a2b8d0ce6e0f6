import { asAdmin, registerUser, TestUser } from '../../../test/support/accounts';
import { accountStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

describe('site settings (/api/site-settings, /api/admin/site-settings)', () => {
  const harness = useStack(accountStack);
  let admin: string;
  let user: TestUser;
  beforeAll(async () => {
    admin = await asAdmin(harness.stack);
    user = await registerUser(harness.stack);
    await harness.stores.prisma.siteSetting.deleteMany({});
  });
  const as = (token: string | undefined, method: 'get' | 'post', path: string, lang = 'en') => {
    const request = harness.stack.api[method](path).set('lang', lang);
    return token ? request.set('token', token) : request;
  };

  it('answers null targets until an administrator sets them: the site then uses its own install guide', async () => {
    const read = await as(undefined, 'get', '/api/site-settings');
    expect(read.body).toEqual({ code: 0, msg: '', data: { android_qr_code: null, ios_qr_code: null } });
  });

  it('lets only administrators change them, clearly', async () => {
    for (const method of ['get', 'post'] as const) {
      expect((await as(user.token, method, '/api/admin/site-settings')).body).toEqual({
        code: 1,
        msg: 'Only administrators may do this',
        data: null,
      });
      expect((await as(undefined, method, '/api/admin/site-settings', 'vi')).body.code).toBe(1);
    }
  });

  it('stores a target per phone, validated, and goes back to the default on null or empty', async () => {
    const set = await as(admin, 'post', '/api/admin/site-settings').send({
      android_qr_code: 'https://apps.example.com/arena.apk',
      ios_qr_code: '/downLoad?os=ios&from=qr',
    });
    expect(set.body).toMatchObject({
      code: 0,
      msg: 'Settings saved',
      data: {
        android_qr_code: 'https://apps.example.com/arena.apk',
        ios_qr_code: '/downLoad?os=ios&from=qr',
        updated_at: expect.any(String),
      },
    });
    expect((await as(undefined, 'get', '/api/site-settings')).body.data).toEqual({
      android_qr_code: 'https://apps.example.com/arena.apk',
      ios_qr_code: '/downLoad?os=ios&from=qr',
    });

    const bad = [
      'javascript:alert(1)',
      '//evil.example.com/x',
      'apps.example.com',
      'https://a b.com',
      `https://example.com/${'x'.repeat(500)}`,
    ];
    for (const target of bad) {
      const refused = await as(admin, 'post', '/api/admin/site-settings').send({ android_qr_code: target });
      expect(refused.body.code).toBe(1);
      expect(refused.body.msg).toMatch(/QR code target/);
    }
    expect(
      (await as(admin, 'post', '/api/admin/site-settings', 'zh').send({ ios_qr_code: 'ftp://x.com' })).body.msg,
    ).toBe('二维码地址须为 http(s) 网址或以 / 开头的站内路径');
    expect((await as(admin, 'post', '/api/admin/site-settings').send({})).body).toEqual({
      code: 1,
      msg: 'Give at least one setting to change',
      data: null,
    });
    expect((await as(admin, 'post', '/api/admin/site-settings').send({ site_logo: 'x' })).body.code).toBe(1);
    expect((await as(admin, 'post', '/api/admin/site-settings').send({ ios_qr_code: 42 })).body.code).toBe(1);
    // Nothing refused was stored.
    expect((await as(admin, 'get', '/api/admin/site-settings')).body.data).toMatchObject({
      android_qr_code: 'https://apps.example.com/arena.apk',
      ios_qr_code: '/downLoad?os=ios&from=qr',
    });

    const reset = await as(admin, 'post', '/api/admin/site-settings').send({ android_qr_code: null, ios_qr_code: '' });
    expect(reset.body.data).toMatchObject({ android_qr_code: null, ios_qr_code: null, updated_at: null });
    expect(await harness.stores.prisma.siteSetting.count()).toBe(0);
  });
});
