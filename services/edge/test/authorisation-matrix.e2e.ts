import { BUILT_SERVICES, EndpointOptions, hasMessage, ServiceName, translate } from '@arena/shared';
import { Response } from 'supertest';
import { asAdmin, registerUser } from '../../../test/support/accounts';
import { exampleInput } from '../../../test/support/example-input';
import { useQuietStores } from '../../../test/support/quiet-stores';
import { serviceRoutes } from '../../../test/support/service-routes';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { Access } from '../src/routing/route-entry';
import { BUILT_ROUTES, publicPath } from '../src/routing/route-table';

type Role = 'guest' | 'user' | 'streamer' | 'admin';
const ROLES: Role[] = ['guest', 'user', 'streamer', 'admin'];
type Auth = NonNullable<EndpointOptions['auth']>;

/**
 * Who must be refused, per declared access. A probe carries a valid example of the route's input
 * (the route table's `probe`, else one made from its zod schema), so it passes validation and meets
 * the route's own checks. Where the route itself (not the edge or the service's guard) decides, its
 * answer to a stranger may be a plain code 1 about the made-up ids ("no such room") instead of a
 * refusal: that still grants nothing ('refused-or-invalid'). The live service's own matrix calls
 * those routes with real rooms, room role by room role.
 */
type Outcome = 'granted' | 'refused' | 'refused-or-invalid';
const EXPECTED: Record<Access, Record<Role, Outcome>> = {
  open: { guest: 'granted', user: 'granted', streamer: 'granted', admin: 'granted' },
  user: { guest: 'refused', user: 'granted', streamer: 'granted', admin: 'granted' },
  streamer: { guest: 'refused', user: 'refused-or-invalid', streamer: 'granted', admin: 'refused-or-invalid' },
  'room-staff': { guest: 'refused', user: 'refused-or-invalid', streamer: 'granted', admin: 'granted' },
  admin: { guest: 'refused', user: 'refused', streamer: 'refused', admin: 'granted' },
};
/** The `@Endpoint` auth levels each declared access may sit on. */
const AUTH_FOR: Record<Access, Auth[]> = {
  open: ['open', 'public'],
  user: ['user'],
  streamer: ['user'],
  'room-staff': ['user'],
  admin: ['admin'],
};
/** The answers that mean "not you": the guards' and the routes' own refusals. */
const REFUSAL_KEYS = [
  'auth.login_required',
  'auth.admin_only',
  'auth.internal_only',
  'live.not_anchor',
  'live.not_allowed_moderate',
  'live.not_allowed_appoint',
  'live.not_allowed_police',
];
/** Calls that end the caller's session: made after every other probe. */
const ENDS_SESSION = new Set(['POST /api/Member/SignOut']);

interface Probe {
  method: string;
  /** Public path as a client calls it (path parameters filled in). */
  path: string;
  /** Declared access, or undefined for a route the owner keeps for other services. */
  access?: Access;
  auth: Auth;
  input?: Record<string, unknown>;
}

/** `:id` segments become an id nothing has, `*` a file nothing stored: a probe must change nothing real. */
const fill = (path: string) => path.replace(/:\w+/g, '999999999').replace(/\*$/, 'matrix-probe.png');

/**
 * The general authorisation matrix: every public path of every built service (the edge's route
 * table, prefixes expanded to the routes their owner serves) called once as a guest, a user, a
 * streamer and a platform administrator, against the access declared next to the route.
 */
// Granted probes really act (an administrator's adjustment of user 1...): on a copy no other suite reads.
useQuietStores('authorisation-matrix');
describe('authorisation matrix of every public path', () => {
  const services = BUILT_SERVICES.filter((name): name is Exclude<ServiceName, 'edge'> => name !== 'edge');
  const harness = useStack(() => stackOf(...services));
  const { stack } = harness;
  const tokens = new Map<Role, string | undefined>();
  const problems: string[] = [];
  let probes: Probe[] = [];
  const refusals = () => new Set(REFUSAL_KEYS.map((key) => translate(key, 'en')));

  beforeAll(async () => {
    const [user, streamer] = await Promise.all([registerUser(stack), registerUser(stack)]);
    const room = await harness.stores.prisma.room.create({ data: { anchorId: streamer.id, anchorNickname: 'matrix', title: 'matrix', type: 1 } });
    // A probe about a room is about the streamer's own: the streamer is granted there, a stranger refused.
    const inRoom = (input: Record<string, unknown> | undefined) =>
      input && Object.fromEntries(Object.entries(input).map(([key, value]) => [key, key === 'room_id' ? room.id : key === 'anchor_id' ? streamer.id : value]));
    tokens.set('guest', undefined).set('user', user.token).set('streamer', streamer.token).set('admin', await asAdmin(stack));
    probes = [];
    for (const { service, catalogue, prefixes = [] } of BUILT_ROUTES) {
      const served = serviceRoutes(stack.app(service));
      const endpointOf = (method: string, path: string) => served.find((route) => route.method === method && route.path === path)?.endpoint;
      const authOf = (method: string, path: string) => endpointOf(method, path)?.auth ?? 'public';
      const exampleOf = (method: string, path: string) => {
        const input = endpointOf(method, path)?.input;
        return input && exampleInput(input);
      };
      for (const entry of catalogue) {
        if (!served.some((route) => route.method === entry.method && route.path === entry.target))
          problems.push(`${entry.method} ${entry.path}: ${service} serves no ${entry.target}`);
        probes.push({ method: entry.method, path: publicPath(entry.path), access: entry.access, auth: authOf(entry.method, entry.target), input: entry.probe ?? inRoom(exampleOf(entry.method, entry.target)) });
      }
      for (const entry of prefixes) {
        const under = served.filter((route) => route.path === entry.target || route.path.startsWith(`${entry.target}/`));
        const keys = new Set<string>();
        for (const route of under) {
          const key = `${route.method} ${route.path.slice(entry.target.length) || '/'}`;
          keys.add(key);
          const auth = route.endpoint?.auth ?? 'public';
          if (auth !== 'internal' && !entry.access[key]) problems.push(`${entry.prefix} ${key}: no access declared in the ${service} route table`);
          probes.push({ method: route.method, path: fill(entry.prefix + route.path.slice(entry.target.length)), access: auth === 'internal' ? undefined : entry.access[key], auth, input: inRoom(route.endpoint?.input && exampleInput(route.endpoint.input)) });
        }
        for (const key of Object.keys(entry.access)) if (!keys.has(key)) problems.push(`${entry.prefix} ${key}: declared, but ${service} serves no such route`);
      }
    }
  });

  it('declares an access for every public route, agreeing with the route’s @Endpoint auth', () => {
    for (const key of REFUSAL_KEYS) expect(hasMessage(key)).toBe(true);
    for (const probe of probes) {
      if (probe.auth === 'internal') continue;
      if (probe.access && !AUTH_FOR[probe.access].includes(probe.auth))
        problems.push(`${probe.method} ${probe.path}: declared ${probe.access}, but the service's @Endpoint says ${probe.auth}`);
    }
    expect(problems).toEqual([]);
    // Catalogue and prefixes of all five services: a table that lost its routes would pass empty.
    expect(probes.length).toBeGreaterThan(140);
  });

  function call(probe: Probe, role: Role): Promise<Response> {
    const request = probe.method === 'GET' ? stack.api.get(probe.path).query(probe.input ?? {}) : stack.api.post(probe.path).send(probe.input ?? {});
    const token = tokens.get(role);
    return token ? request.set('lang', 'en').set('token', token) : request.set('lang', 'en');
  }

  function judge(probe: Probe, role: Role, response: Response): string | undefined {
    const refusalMessages = refusals();
    const json = response.type === 'application/json' ? (response.body as { code?: number; msg?: string }) : undefined;
    const refused = response.status === 401 || response.status === 403 || (json?.code !== undefined && json.code !== 0 && refusalMessages.has(json.msg ?? ''));
    const says = `HTTP ${response.status} ${json ? JSON.stringify(json).slice(0, 160) : response.type}`;
    if (response.status >= 500) return says;
    const expected: Outcome = probe.access ? EXPECTED[probe.access][role] : 'refused';
    if (expected === 'granted' && refused) return `refused: ${says}`;
    if (expected === 'refused' && !refused) return `not refused: ${says}`;
    if (expected === 'refused-or-invalid' && !refused && json?.code !== 1) return `neither refused nor invalid: ${says}`;
    return undefined;
  }

  it('refuses exactly the roles the declaration excludes, and never answers 500', async () => {
    const failures: string[] = [];
    const run = (batch: Probe[]) =>
      Promise.all(
        batch.flatMap((probe) =>
          ROLES.map(async (role) => {
            const failure = judge(probe, role, await call(probe, role));
            if (failure) failures.push(`${probe.method} ${probe.path} as ${role} (${probe.access ?? 'internal'}): ${failure}`);
          }),
        ),
      );
    await run(probes.filter((probe) => !ENDS_SESSION.has(`${probe.method} ${probe.path}`)));
    await run(probes.filter((probe) => ENDS_SESSION.has(`${probe.method} ${probe.path}`)));
    expect(failures.sort()).toEqual([]);
  }, 60_000);
});
