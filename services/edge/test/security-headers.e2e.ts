import { createHash } from 'node:crypto';
import { registerUser } from '../../../test/support/accounts';
import { walletStack } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Every page the edge serves carries the security headers; the pay page can never be framed. */
describe('security headers of the edge', () => {
  const { stack } = useStack(walletStack);

  it('sends the site policy on the site, the API and the sandbox pay page, never allowing framing or inline scripts', async () => {
    const user = await registerUser(stack);
    const order = await stack.api.get('/api/chargerules/payUrl').query({ id: 1, type: 1 }).set('token', user.token);
    const pages = [
      await stack.api.get('/'),
      await stack.api.get('/api/Member/info').set('token', user.token),
      await stack.api.get(order.body.data.url),
    ];
    expect(pages[2].text).toContain('<form');
    for (const page of pages) {
      expect(page.headers).toMatchObject(COMMON);
      const csp = page.headers['content-security-policy'] as string;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets the API reference run its one inline script, by hash', async () => {
    const page = await stack.api.get('/api/docs');
    expect(page.headers).toMatchObject(COMMON);
    const script = /<script>([\s\S]*)<\/script>/.exec(page.text)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('adds HSTS only behind TLS (a trusted proxy says https)', async () => {
    const plain = await stack.api.get('/api/chargerules/getList');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await stack.api.get('/api/chargerules/getList').set('x-forwarded-proto', 'https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
