import { BUILT_SERVICES, EndpointAuth, EndpointOptions, hasMessage, ServiceName, translate } from '@arena/shared';
import { Response } from 'supertest';
import { z } from 'zod';
import { asAdmin, registerUser } from '../../../test/support/accounts';
import { exampleInput } from '../../../test/support/example-input';
import { useQuietStores } from '../../../test/support/quiet-stores';
import { serviceRoutes } from '../../../test/support/service-routes';
import { stackOf } from '../../../test/support/stacks';
import { useStack } from '../../../test/support/use-stack';
import { BUILT_ROUTES, publicPath } from '../src/routing/route-table';

/** Who calls: a visitor, a plain viewer, a streamer of another room, that room's administrator, the probed room's administrator and streamer, a platform administrator. */
type Role = 'guest' | 'viewer' | 'streamer' | 'other-room-admin' | 'room-admin' | 'room-streamer' | 'admin';
const ROLES: Role[] = ['guest', 'viewer', 'streamer', 'other-room-admin', 'room-admin', 'room-streamer', 'admin'];
type Auth = EndpointAuth;

/**
 * Who must be refused, per declared access. A probe carries a valid example of the route's input
 * (the route table's `probe`, else one made from its zod schema) about the probed room, so it passes
 * validation and meets the route's own checks. Where the route itself (not the edge or the service's
 * guard) decides, its answer to a stranger may be a plain code 1 about the made-up ids ("no such
 * room") instead of a refusal: that still grants nothing ('refused-or-invalid'). The live service's
 * own matrix calls those routes with real targets, room role by room role.
 */
type Outcome = 'granted' | 'refused' | 'refused-or-invalid';
const ALL = (outcome: Outcome) => Object.fromEntries(ROLES.map((role) => [role, outcome])) as Record<Role, Outcome>;
const ONLY = (granted: Role[]) =>
  ({
    ...ALL('refused-or-invalid'),
    guest: 'refused',
    ...Object.fromEntries(granted.map((role) => [role, 'granted'])),
  }) as Record<Role, Outcome>;
const EXPECTED: Record<Exclude<Auth, 'internal'>, Record<Role, Outcome>> = {
  open: ALL('granted'),
  public: ALL('granted'),
  user: { ...ALL('granted'), guest: 'refused' },
  // A streamer acts on his own room, whichever room the input names.
  streamer: ONLY(['streamer', 'room-streamer']),
  'room-owner': ONLY(['room-streamer', 'admin']),
  'room-staff': ONLY(['room-admin', 'room-streamer', 'admin']),
  admin: { ...ALL('refused'), admin: 'granted' },
};
/** The answers that mean "not you": the guards' and the routes' own refusals. */
const REFUSAL_KEYS = [
  'auth.login_required',
  'auth.admin_only',
  'auth.internal_only',
  'live.not_streamer',
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
  /** The public document's operation it probes (`POST /api/admin/users/{id}/ban`); none for a route kept for services. */
  operation?: string;
  /** The owner's declaration (`@Endpoint({ auth })`). */
  auth: Auth;
  input?: Record<string, unknown>;
}

/** `:id` segments become an id nothing has, `*` a file nothing stored: a probe must change nothing real. */
const fill = (path: string) => path.replace(/:\w+/g, '999999999').replace(/\*$/, 'matrix-probe.png');
/** A service path as the public document writes it (`:id` is `{id}`). */
const documented = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}')}`;

/**
 * The general authorisation matrix: every operation of the public API document (the edge's route
 * table, prefixes expanded to the routes their owner serves), called as each of seven roles, against
 * the access its owner declares in `@Endpoint({ auth })`, the only place access is written: a route
 * added later joins the matrix by being published.
 */
// Granted probes really act (an administrator's adjustment of user 1...): on a copy no other suite reads.
useQuietStores('authorisation-matrix');
describe('authorisation matrix of every public operation', () => {
  const services = BUILT_SERVICES.filter((name): name is Exclude<ServiceName, 'edge'> => name !== 'edge');
  const harness = useStack(() => stackOf(...services));
  const { stack } = harness;
  const tokens = new Map<Role, string | undefined>();
  const problems: string[] = [];
  let probes: Probe[] = [];
  let operations: string[] = [];
  const refusals = () => new Set(REFUSAL_KEYS.map((key) => translate(key, 'en')));

  beforeAll(async () => {
    const [viewer, streamer, otherRoomAdmin, roomAdmin, roomStreamer] = await Promise.all(
      Array.from({ length: 5 }, () => registerUser(stack)),
    );
    const { prisma } = harness.stores;
    const [room, otherRoom] = await Promise.all(
      [roomStreamer, streamer].map((owner) =>
        prisma.room.create({ data: { streamerId: owner.id, streamerNickname: 'matrix', title: 'matrix', type: 1 } }),
      ),
    );
    await prisma.roomStaff.createMany({
      data: [
        { roomId: room.id, userId: roomAdmin.id, role: 'manager' },
        { roomId: otherRoom.id, userId: otherRoomAdmin.id, role: 'manager' },
      ],
    });
    // A probe about a room is about the probed room: its staff are granted there, others refused.
    // A room named only optionally (no room: the caller's own) is named too.
    const inRoom = (schema: EndpointOptions['input']) => {
      const input = schema && exampleInput(schema);
      const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
      const named = {
        ...(fields.includes('room_id') && { room_id: room.id }),
        ...(fields.includes('anchor_id') && { anchor_id: roomStreamer.id }),
      };
      return input && { ...input, ...named };
    };
    tokens
      .set('guest', undefined)
      .set('viewer', viewer.token)
      .set('streamer', streamer.token)
      .set('other-room-admin', otherRoomAdmin.token)
      .set('room-admin', roomAdmin.token)
      .set('room-streamer', roomStreamer.token)
      .set('admin', await asAdmin(stack));
    const doc = (await stack.api.get('/api/docs/json')).body.data as {
      paths: Record<string, Record<string, { 'x-access'?: string }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => documented(method, path)),
    );
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item))
        if (!operation['x-access'])
          problems.push(`${documented(method, path)}: the document says nothing of its access`);
    probes = [];
    for (const { service, catalogue, prefixes = [] } of BUILT_ROUTES) {
      const served = serviceRoutes(stack.app(service));
      const endpointOf = (method: string, path: string) =>
        served.find((route) => route.method === method && route.path === path)?.endpoint;
      for (const entry of catalogue) {
        const endpoint = endpointOf(entry.method, entry.target);
        if (!endpoint) problems.push(`${entry.method} ${entry.path}: ${service} serves no ${entry.target}`);
        const path = publicPath(entry.path);
        probes.push({
          method: entry.method,
          path,
          operation: documented(entry.method, path),
          auth: endpoint?.auth ?? 'public',
          input: entry.probe ?? inRoom(endpoint?.input),
        });
      }
      // A route also catalogued is published under its catalogued name only; it is probed under both.
      const catalogued = new Set(catalogue.map((entry) => `${entry.method} ${entry.target}`));
      for (const entry of prefixes) {
        for (const route of served.filter(
          (route) => route.path === entry.target || route.path.startsWith(`${entry.target}/`),
        )) {
          const auth = route.endpoint?.auth ?? 'public';
          const path = entry.prefix + route.path.slice(entry.target.length);
          const published = auth !== 'internal' && !catalogued.has(`${route.method} ${route.path}`);
          const input = inRoom(route.endpoint?.input);
          probes.push({
            method: route.method,
            path: fill(path),
            operation: published ? documented(route.method, path) : undefined,
            auth,
            input,
          });
        }
      }
    }
  });

  it('probes every operation of the public document, and the document publishes every route the edge serves', () => {
    for (const key of REFUSAL_KEYS) expect(hasMessage(key)).toBe(true);
    const probed = new Set(probes.flatMap((probe) => (probe.operation ? [probe.operation] : [])));
    for (const operation of operations)
      if (!probed.has(operation)) problems.push(`${operation}: in the document, not probed`);
    for (const operation of probed)
      if (!operations.includes(operation)) problems.push(`${operation}: served, missing from the document`);
    expect(problems).toEqual([]);
    // Catalogue and prefixes of every built service: a table that lost its routes would pass empty.
    expect(operations.length).toBeGreaterThan(150);
  });

  function call(probe: Probe, role: Role): Promise<Response> {
    const method = probe.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const request =
      method === 'get'
        ? stack.api.get(probe.path).query(probe.input ?? {})
        : stack.api[method](probe.path).send(probe.input ?? {});
    const token = tokens.get(role);
    return token ? request.set('lang', 'en').set('token', token) : request.set('lang', 'en');
  }

  function judge(probe: Probe, role: Role, response: Response): string | undefined {
    const refusalMessages = refusals();
    const json = response.type === 'application/json' ? (response.body as { code?: number; msg?: string }) : undefined;
    const refused =
      response.status === 401 ||
      response.status === 403 ||
      (json?.code !== undefined && json.code !== 0 && refusalMessages.has(json.msg ?? ''));
    const says = `HTTP ${response.status} ${json ? JSON.stringify(json).slice(0, 160) : response.type}`;
    if (response.status >= 500) return says;
    const expected: Outcome = probe.auth === 'internal' ? 'refused' : EXPECTED[probe.auth][role];
    if (expected === 'granted' && refused) return `refused: ${says}`;
    if (expected === 'refused' && !refused) return `not refused: ${says}`;
    if (expected === 'refused-or-invalid' && !refused && json?.code !== 1)
      return `neither refused nor invalid: ${says}`;
    return undefined;
  }

  it('refuses exactly the roles the declaration excludes, and never answers 500', async () => {
    const failures: string[] = [];
    // Twenty routes at a time (140 requests): all at once overflows the listen backlog (ECONNRESET).
    const run = async (probes: Probe[]) => {
      for (let from = 0; from < probes.length; from += 20) {
        await Promise.all(
          probes.slice(from, from + 20).flatMap((probe) =>
            ROLES.map(async (role) => {
              const failure = judge(probe, role, await call(probe, role));
              if (failure) failures.push(`${probe.method} ${probe.path} as ${role} (${probe.auth}): ${failure}`);
            }),
          ),
        );
      }
    };
    // A HEAD answer has no body, so the spec's refusal (code 1 in the body) cannot be read there: the
    // uploads' HEAD shares its guard's declaration with the PATCH and DELETE of the same address.
    const judged = probes.filter((probe) => probe.method !== 'HEAD');
    await run(judged.filter((probe) => !ENDS_SESSION.has(`${probe.method} ${probe.path}`)));
    await run(judged.filter((probe) => ENDS_SESSION.has(`${probe.method} ${probe.path}`)));
    expect(failures.sort()).toEqual([]);
  }, 60_000);
});
