import { AppError, BUILT_SERVICES, ServiceName, translate, validate } from '@arena/shared';
import { z } from 'zod';
import { login, registerUser } from '../../../test/support/accounts';
import { exampleInput } from '../../../test/support/example-input';
import { useQuietStores } from '../../../test/support/quiet-stores';
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
  ['a lone surrogate', 'ab\ud800cd'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['negative', -1],
  ['huge', 1e20],
  ['number-like text', '12abc'],
  ['a boolean', true],
];

interface Target {
  method: string;
  /** Public path as a client calls it (path parameters filled in). */
  path: string;
  input?: z.ZodType;
  missingKey?: string;
  /** Path parameters as the service receives them (they win over query and body). */
  params: Record<string, string>;
}

/** A URL carries UTF-8: a lone surrogate in a query value arrives as U+FFFD. */
const asUrlText = (value: unknown) => String(value).replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/** What the service's `@Input()` sees of `fields`: GET fields travel in the query string, as text. */
function asReceived(method: string, fields: Record<string, unknown>): Record<string, unknown> {
  if (method !== 'GET') return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map(asUrlText)
        : value !== null && typeof value === 'object'
          ? JSON.stringify(value)
          : asUrlText(value),
    ]),
  );
}

/** The message the route's validation answers for `received`, or undefined when the input is valid. */
function validationMessage(target: Target, received: Record<string, unknown>): string | undefined {
  if (!target.input) return undefined;
  try {
    validate(target.input, { ...received, ...target.params }, { missingKey: target.missingKey });
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return translate(error.messageKey, 'en', error.params);
  }
}

type RawQuery = { $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T> };

/** One entry per table of the services' schemas: its row count and a digest of every row. */
async function fingerprint(prisma: RawQuery, schemas: string[]): Promise<Map<string, string>> {
  const [{ query }] = await prisma.$queryRawUnsafe<{ query: string }[]>(
    `SELECT string_agg(format('SELECT %L AS t, count(*)::text || '':'' || md5(coalesce(string_agg(x::text, '','' ORDER BY x::text), '''')) AS f FROM %I.%I x',
       table_schema || '.' || table_name, table_schema, table_name), ' UNION ALL ') AS query
     FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema = ANY($1::text[])`,
    schemas,
  );
  const rows = await prisma.$queryRawUnsafe<{ t: string; f: string }[]>(query);
  return new Map(rows.map((row) => [row.t, row.f]));
}

/** A fingerprint once the events of earlier requests have been handled: two in a row that agree. */
async function settledFingerprint(prisma: RawQuery, schemas: string[]): Promise<Map<string, string>> {
  let previous = await fingerprint(prisma, schemas);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const current = await fingerprint(prisma, schemas);
    if (changed(previous, current).length === 0) return current;
    previous = current;
  }
}

const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([table, f]) => before.get(table) !== f).map(([table]) => table);

/**
 * Every public route of every built service (the edge's route table, prefixes expanded to what
 * their owner serves), each field of its `@Endpoint` zod input attacked one at a time while the
 * others hold a valid example (`test/support/example-input.ts`), as an administrator (so no guard
 * stops the input before validation). Routes and fields come from the code, so services added later
 * are attacked too. An attack the route's schema refuses must be answered with code 1 and the
 * message naming that field (the one its validation gives), and leave every table of every service
 * as it was; an attack the schema accepts (SQL-looking or HTML text is text) must still never get a
 * 500 or lose the envelope. The suite runs on its own copy of the database, so the fingerprints see
 * only its own requests. The account service's own table (services/account/test/hostile-input.e2e.ts)
 * also checks the messages in three languages.
 */
useQuietStores('hostile-input');
// The heat job rewrites rooms every second under Jest (test/env.ts): here it would read as a change.
process.env.LIVE_HEAT_EVERY_MS = '3600000';
describe('every public route survives hostile input', () => {
  const services = BUILT_SERVICES.filter((name): name is Exclude<ServiceName, 'edge'> => name !== 'edge');
  const harness = useStack(() => stackOf(...services));

  it('refuses each bad field by name with no row changed, and never answers 500', async () => {
    // An administrator of its own, so what it may change (its profile, follows) touches no other suite.
    const admin = await registerUser(harness.stack);
    await harness.stores.prisma.user.update({ where: { id: admin.id }, data: { role: 'admin' } });
    const token = await login(harness.stack, admin.mobile, admin.password);
    const problems: string[] = [];
    let refusedCases = 0;
    let cases = 0;
    const targets: Target[] = [];
    for (const { service, catalogue, prefixes = [] } of BUILT_ROUTES) {
      const served = serviceRoutes(harness.stack.app(service));
      for (const entry of catalogue) {
        const endpoint = served.find((route) => route.method === entry.method && route.path === entry.target)?.endpoint;
        targets.push({
          method: entry.method,
          path: publicPath(entry.path),
          input: endpoint?.input,
          missingKey: endpoint?.missingKey,
          params: {},
        });
      }
      for (const entry of prefixes)
        for (const route of served.filter((r) => r.path === entry.target || r.path.startsWith(`${entry.target}/`)))
          if (route.endpoint?.auth !== 'internal') {
            const params = Object.fromEntries(
              [...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1], '999999999']),
            );
            const path = (entry.prefix + route.path.slice(entry.target.length)).replace(/:\w+/g, '999999999');
            targets.push({
              method: route.method,
              path,
              input: route.endpoint?.input,
              missingKey: route.endpoint?.missingKey,
              params,
            });
          }
    }
    const send = (target: Target, fields: Record<string, unknown>) => {
      cases++;
      const request =
        target.method === 'GET'
          ? harness.stack.api.get(target.path).query(asReceived(target.method, fields))
          : harness.stack.api.post(target.path).send(fields);
      return request.set('token', token).set('lang', 'en');
    };
    const named = (target: Target, field: string, label: string) =>
      `${target.method} ${target.path} ${field || '(empty)'}=${label}`;

    // Whether the last accepted batch may still have events in flight (a write went through).
    let unsettled = true;
    for (const target of targets) {
      // Signing out would end the session the rest of the table runs with.
      if (/signout/i.test(target.path)) continue;
      const schema = target.input
        ? (z.toJSONSchema(target.input, { io: 'input', unrepresentable: 'any' }) as { properties?: object })
        : {};
      const base = (target.input && exampleInput(target.input)) ?? {};
      const attacks: { field: string; label: string; fields: Record<string, unknown>; refusal?: string }[] = [
        { field: '', label: 'nothing', fields: {} },
      ];
      for (const field of Object.keys(schema.properties ?? {}))
        for (const [label, value] of ATTACKS) attacks.push({ field, label, fields: { ...base, [field]: value } });
      for (const attack of attacks)
        attack.refusal = validationMessage(target, asReceived(target.method, attack.fields));

      // What the schema refuses: all at once (concurrent like a real attack), then nothing may have changed.
      const before = unsettled
        ? await settledFingerprint(harness.stores.prisma, services)
        : await fingerprint(harness.stores.prisma, services);
      unsettled = false;
      await Promise.all(
        attacks
          .filter((attack) => attack.refusal !== undefined)
          .map(async (attack) => {
            refusedCases++;
            const response = await send(target, attack.fields);
            const body = response.body as { code?: number; msg?: string };
            if (response.status >= 500 || body.code !== 1 || body.msg !== attack.refusal)
              problems.push(
                `${named(target, attack.field, attack.label)}: expected code 1 "${attack.refusal}", got HTTP ${response.status} ${JSON.stringify(body).slice(0, 160)}`,
              );
          }),
      );
      const touched = changed(before, await fingerprint(harness.stores.prisma, services));
      if (touched.length) problems.push(`${target.method} ${target.path}: refused input changed ${touched.join(', ')}`);

      // What the schema accepts is a normal request with odd text: it may act, but never crash.
      await Promise.all(
        attacks
          .filter((attack) => attack.refusal === undefined)
          .map(async (attack) => {
            const response = await send(target, attack.fields);
            if (target.method !== 'GET' && response.body?.code === 0) unsettled = true;
            const envelope =
              response.type !== 'application/json' ||
              (typeof response.body.code === 'number' && typeof response.body.msg === 'string');
            if (response.status >= 500 || !envelope)
              problems.push(
                `${named(target, attack.field, attack.label)}: HTTP ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`,
              );
          }),
      );
    }
    expect(problems).toEqual([]);
    // Every service's fields: a route table or discovery that lost its routes would pass empty.
    expect(cases).toBeGreaterThan(2000);
    expect(refusedCases).toBeGreaterThan(1000);
    // Every route's every field, one route at a time: over 300 s on a busy CI machine since the
    // video posts, previews and clips added their routes.
  }, 600_000);
});
