import { serviceNames, serviceSources } from './source-files';

/**
 * Controllers validate, authorise and delegate: data access (Prisma, Redis) lives in the feature's
 * service or repository, and a controller never imports another controller (shared shapes go in a
 * `*.schemas.ts`). Read from the sources, so every service, present or future, is covered.
 */
export function controllerProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  if (/\b(PrismaService|RedisService)\b/.test(text) || /\bthis\.(prisma|redis)\b/.test(text)) problems.push(`${file}: reaches Prisma or Redis itself`);
  for (const [, imported] of text.matchAll(/from '(\.{1,2}\/[^']*\.controller)'/g)) problems.push(`${file}: imports the controller ${imported}`);
  return problems;
}

/** The readiness probe's whole job is to ping Postgres and Redis: it has no feature service to delegate to. */
const PROBE = 'services/shared/src/health/health.controller.ts';

const controllers = () =>
  serviceNames().flatMap((service) => serviceSources(service).filter(([file]) => file.endsWith('.controller.ts') && file !== PROBE));

/**
 * Controllers that still query Prisma or Redis themselves, to be moved into their services. The
 * list may only shrink: the test fails for any other controller, and for a listed one that no
 * longer needs to be here.
 */
const NOT_YET_MOVED = [
  'services/account/src/admin/admin-sms.controller.ts',
  'services/account/src/admin/admin-users.controller.ts',
  'services/account/src/avatars/avatars.controller.ts',
  'services/account/src/follows/follows.controller.ts',
  'services/account/src/identity/identity.controller.ts',
  'services/account/src/im/im-accounts.controller.ts',
  'services/account/src/passwords/passwords.controller.ts',
  'services/account/src/profile/profile.controller.ts',
  'services/account/src/registrations/registrations.controller.ts',
  'services/account/src/uploads/uploads.controller.ts',
  'services/account/src/users/invitations.controller.ts',
  'services/account/src/watch-history/watch-history.controller.ts',
  'services/live/src/admin/admin-moderation.controller.ts',
  'services/live/src/playback/playback.controller.ts',
  'services/live/src/search/search.controller.ts',
  'services/live/src/sharing/sharing.controller.ts',
  'services/wallet/src/admin/admin-ledger.controller.ts',
  'services/wallet/src/admin/admin-packages.controller.ts',
  'services/wallet/src/payments/payments.controller.ts',
  'services/wallet/src/payout-accounts/payout-accounts.controller.ts',
  'services/wallet/src/recharge/recharge.controller.ts',
];

describe('controllers', () => {
  it('delegate data access to their services and import no other controller', () => {
    const problems = controllers().flatMap(([file, text]) => controllerProblems(file, text));
    const stillInControllers = [...new Set(problems.filter((p) => p.endsWith('reaches Prisma or Redis itself')).map((p) => p.split(':')[0]))].sort();
    expect(problems.filter((p) => !NOT_YET_MOVED.includes(p.split(':')[0]) || !p.endsWith('reaches Prisma or Redis itself'))).toEqual([]);
    expect(stillInControllers).toEqual(NOT_YET_MOVED);
  });

  it('catches a controller that queries the database or imports another controller', () => {
    const source = [
      "import { PrismaService } from '@arena/shared';",
      "import { PASSWORD } from '../registrations/registrations.controller';",
      'const user = await this.prisma.user.findUnique({ where: { id } });',
    ].join('\n');
    expect(controllerProblems('x.controller.ts', source)).toEqual([
      'x.controller.ts: reaches Prisma or Redis itself',
      'x.controller.ts: imports the controller ../registrations/registrations.controller',
    ]);
    expect(controllerProblems('y.controller.ts', "import { UsersService } from '../users/users.service';\nreturn this.users.get(id);")).toEqual([]);
  });
});
