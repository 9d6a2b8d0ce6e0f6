import { serviceNames, serviceSources } from './source-files';

/**
 * Controllers validate, authorise and delegate: data access (Prisma, Redis) lives in the feature's
 * service or repository, and a controller never imports another controller (shared shapes go in a
 * `*.schemas.ts`). Read from the sources, so every service, present or future, is covered.
 */
export function controllerProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  if (/\b(PrismaService|RedisService)\b/.test(text) || /\bthis\.(prisma|redis)\b/.test(text))
    problems.push(`${file}: reaches Prisma or Redis itself`);
  for (const [, imported] of text.matchAll(/from '(\.{1,2}\/[^']*\.controller)'/g))
    problems.push(`${file}: imports the controller ${imported}`);
  return problems;
}

/** The readiness probe's whole job is to ping Postgres and Redis: it has no feature service to delegate to. */
const PROBE = 'services/shared/src/health/health.controller.ts';

const controllers = () =>
  serviceNames().flatMap((service) =>
    serviceSources(service).filter(([file]) => file.endsWith('.controller.ts') && file !== PROBE),
  );

describe('controllers', () => {
  it('delegate data access to their services and import no other controller', () => {
    expect(controllers().flatMap(([file, text]) => controllerProblems(file, text))).toEqual([]);
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
    expect(
      controllerProblems(
        'y.controller.ts',
        "import { UsersService } from '../users/users.service';\nreturn this.users.get(id);",
      ),
    ).toEqual([]);
  });
});
