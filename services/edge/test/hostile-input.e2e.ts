import { BUILT_SERVICES, ServiceName } from '@arena/shared';
import { z } from 'zod';
import { login, registerUser } from '../../../test/support/accounts';
import { serviceRoutes } from '../../../test/support/service-routes';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { BUILT_ROUTES, publicPath } from '../src/routing/route-table';

/** Values no field should choke on: wrong types, oversized, control characters, prototype keys, injections. */
const ATTACKS: [string, unknown][] = [
  ['a number', 12345],
  ['an array', ['a', 'b']],
  ['an object', { $gt: '' }],
  ['a 10 kB string', 'x'.repeat(10 * 1024)],
  ['SQL', "' OR '1'='1' --"],
  ['HTML', '<script>alert(1)</script>'],
  ['a NUL character', 'ab\u0000cd'],
  ['a control character', 'ab\u001bcd'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['negative', -1],
  ['huge', 1e20],
  ['number-like text', '12abc'],
  ['a boolean', true],
];

/**
 * Every public route of every built service (the edge's route table, prefixes expanded to what
 * their owner serves), each field of its `@Endpoint` zod input attacked one at a time, as an
 * administrator (so no guard stops the input before validation): never a 500, always an envelope.
 * Routes and fields come from the code, so services added later are attacked too. The account
 * service's own table (services/account/test/hostile-input.e2e.ts) checks messages and rows.
 */
describe('every public route survives hostile input', () => {
  const services = BUILT_SERVICES.filter((name): name is Exclude<ServiceName, 'edge'> => name !== 'edge');
  const harness = useStack(() => stackOf(...services));

  it('never answers 500 to a missing, mistyped, oversized or hostile field', async () => {
    // An administrator of its own, so what it may change (its profile, follows) touches no other suite.
    const admin = await registerUser(harness.stack);
    await harness.stores.prisma.user.update({ where: { id: admin.id }, data: { role: 'admin' } });
    const token = await login(harness.stack, admin.mobile, admin.password);
    const problems: string[] = [];
    let cases = 0;
    for (const { service, catalogue, prefixes = [] } of BUILT_ROUTES) {
      const served = serviceRoutes(harness.stack.app(service));
      const targets: { method: string; path: string; input?: z.ZodType }[] = catalogue.map((entry) => ({
        method: entry.method,
        path: publicPath(entry.path),
        input: served.find((route) => route.method === entry.method && route.path === entry.target)?.endpoint?.input,
      }));
      for (const entry of prefixes)
        for (const route of served.filter((r) => r.path === entry.target || r.path.startsWith(`${entry.target}/`)))
          if (route.endpoint?.auth !== 'internal')
            targets.push({ method: route.method, path: (entry.prefix + route.path.slice(entry.target.length)).replace(/:\w+/g, '999999999'), input: route.endpoint?.input });
      for (const target of targets) {
        // Signing out would end the session the rest of the table runs with.
        if (/signout/i.test(target.path)) continue;
        const schema = target.input ? (z.toJSONSchema(target.input, { io: 'input', unrepresentable: 'any' }) as { properties?: object }) : {};
        const fields = ['', ...Object.keys(schema.properties ?? {})];
        // One route's attacks at once: quick, and concurrent like a real attack.
        await Promise.all(
          fields.flatMap((field) =>
            (field ? ATTACKS : [['nothing', undefined] as [string, unknown]]).map(async ([label, value]) => {
              cases++;
              const fields = field ? { [field]: value } : {};
              const query = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : typeof v === 'object' ? JSON.stringify(v) : String(v)]));
              const request = target.method === 'GET' ? harness.stack.api.get(target.path).query(query) : harness.stack.api.post(target.path).send(fields);
              const response = await request.set('token', token).set('lang', 'en');
              const envelope = response.type !== 'application/json' || (typeof response.body.code === 'number' && typeof response.body.msg === 'string');
              if (response.status >= 500 || !envelope) problems.push(`${target.method} ${target.path} ${field || '(empty)'}=${label}: HTTP ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
            }),
          ),
        );
      }
    }
    expect(problems).toEqual([]);
    // Every service's fields: a route table or discovery that lost its routes would pass empty.
    expect(cases).toBeGreaterThan(2000);
  }, 120_000);
});
