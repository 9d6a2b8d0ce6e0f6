import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { BUILT_SERVICES, SERVICES } from '@arena/shared';
import {
  composeProblems,
  dockerfileProblems,
  kubernetesProblems,
  loadManifests,
  parseCompose,
  workspaceManifests,
} from '../../test/deploy/deployment-checks';
import { registryProblems } from '../../test/deploy/registry-problems';
import { undeclaredImports } from '../../test/architecture/workspace-imports';
import { appendToLiteral, nameProblem, planService, ServicePlan, writePlan } from './plan';

/**
 * `npm run new:service` planned for a made-up service against this checkout, nothing written to it:
 * the plan must type-check against the real code and pass the deployment and registry checks `npm
 * test` runs on the real files. (Booting it is its own generated e2e test's job, once generated.)
 */
const root = path.resolve(__dirname, '../..');
const NAME = 'hello-world';

/** Type errors of the planned TypeScript files, read over the checkout as if they were written. */
function typeErrors(plan: ServicePlan): string[] {
  const planned = new Map(
    plan.files.filter((file) => file.path.endsWith('.ts')).map((file) => [path.join(root, file.path), file.content]),
  );
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json did not parse');
  const host = ts.createCompilerHost(config.options);
  const { readFile, fileExists, directoryExists } = host;
  const plannedDirs = new Set(
    [...planned.keys()].flatMap((file) =>
      path
        .dirname(file)
        .split(path.sep)
        .map((_, i, parts) => parts.slice(0, i + 1).join(path.sep)),
    ),
  );
  host.readFile = (file) => planned.get(path.resolve(file)) ?? readFile.call(host, file);
  host.fileExists = (file) => planned.has(path.resolve(file)) || fileExists.call(host, file);
  host.directoryExists = (dir) => plannedDirs.has(path.resolve(dir)) || (directoryExists?.call(host, dir) ?? true);
  const program = ts.createProgram({ rootNames: [...planned.keys()], options: config.options, host });
  const diagnostics = [...planned.keys()].flatMap((file) => {
    const source = program.getSourceFile(file);
    return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
  });
  return diagnostics.map(
    (d) => `${path.relative(root, d.file?.fileName ?? '?')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  );
}

describe('npm run new:service', () => {
  const plan = planService(root, NAME);
  const content = (file: string) => plan.files.find((planned) => planned.path === file)?.content ?? '';
  const port = Math.max(...Object.values(SERVICES).map((service) => service.port)) + 1;
  const services = { ...Object.fromEntries(BUILT_SERVICES.map((name) => [name, SERVICES[name].port])), [NAME]: port };

  it('refuses a name that is not lowercase words with dashes, taken, reserved, or already routed at the edge', () => {
    expect(nameProblem(root, 'tickets')).toBeUndefined();
    expect(nameProblem(root, 'live-scores-two')).toBeUndefined();
    for (const bad of [
      'Tickets',
      'tickets2',
      'live_scores',
      '-tickets',
      'tickets-',
      'live--scores',
      '',
      'x'.repeat(31),
    ])
      expect(nameProblem(root, bad)).toMatch(/lowercase|at most 30/);
    expect(nameProblem(root, 'wallet')).toMatch(/already in the registry/);
    expect(nameProblem(root, 'shared')).toMatch(/reserved/);
    expect(nameProblem(root, 'service')).toMatch(/reserved/);
    expect(nameProblem(root, 'admin')).toMatch(/already routes \/api\/admin\//);
    expect(nameProblem(root, 'member')).toMatch(/already routes \/api\/Member\//);
    expect(() => planService(root, 'wallet')).toThrow(/already in the registry/);
  });

  it('takes the port after the highest in the registry and writes the whole service, editing five files', () => {
    expect(plan.port).toBe(port);
    expect(plan.files.filter((file) => file.kind === 'edit').map((file) => file.path)).toEqual([
      'services/shared/src/config/service-registry.ts',
      'services/edge/src/routing/route-table.ts',
      'docker-compose.yml',
      'k8s/config.yaml',
      'k8s/kustomization.yaml',
    ]);
    expect(plan.files.filter((file) => file.kind === 'new').map((file) => file.path)).toEqual(
      expect.arrayContaining([
        `services/${NAME}/package.json`,
        `services/${NAME}/src/main.ts`,
        `services/${NAME}/src/${NAME}.module.ts`,
        `services/${NAME}/src/${NAME}.config.ts`,
        `services/${NAME}/src/${NAME}.messages.ts`,
        `services/${NAME}/test/${NAME}.e2e.ts`,
        `services/edge/src/routing/${NAME}.routes.ts`,
        `k8s/services/${NAME}.yaml`,
      ]),
    );
    expect(content('services/shared/src/config/service-registry.ts')).toContain(
      `  '${NAME}': { port: ${port} },\n} as const;`,
    );
    expect(content('services/shared/src/config/service-registry.ts')).toMatch(
      new RegExp(`BUILT_SERVICES: readonly ServiceName\\[\\] = \\[[^\\]]*'${NAME}',\\n\\];`),
    );
    expect(content('services/edge/src/routing/route-table.ts')).toMatch(
      /BUILT_ROUTES: ServiceRoutes\[\] = \[[^\]]*\bHELLO_WORLD_ROUTES,?\s*\];/,
    );
    expect(content('k8s/config.yaml')).toContain(`  HELLO_WORLD_URL: http://${NAME}:${port}\n`);
  });

  it('writes TypeScript that type-checks against the project as it is', () => {
    expect(typeErrors(plan)).toEqual([]);
  }, 300_000);

  it('writes deployment files that pass the deployment checks, with the port of the registry', () => {
    expect(composeProblems(parseCompose(content('docker-compose.yml')), services)).toEqual([]);
    const k8s = mkdtempSync(path.join(tmpdir(), 'new-service-k8s-'));
    try {
      cpSync(path.join(root, 'k8s'), k8s, { recursive: true });
      for (const file of plan.files.filter((planned) => planned.path.startsWith('k8s/')))
        writeFileSync(path.join(k8s, file.path.slice('k8s/'.length)), file.content);
      const loaded = loadManifests(k8s);
      expect(loaded.problems).toEqual([]);
      expect(kubernetesProblems(loaded.manifests, services)).toEqual([]);
    } finally {
      rmSync(k8s, { recursive: true, force: true });
    }
    // The Dockerfile needs no edit: its manifests stage and its one service stage take any service.
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(
      dockerfileProblems(dockerfile, services, [...workspaceManifests(), `services/${NAME}/package.json`]),
    ).toEqual([]);
  });

  it('writes a package in the recipe shape that declares what it imports', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'new-service-'));
    try {
      mkdirSync(path.join(scratch, 'services'));
      const own = { ...plan, files: plan.files.filter((file) => file.path.startsWith(`services/${NAME}/`)) };
      writePlan(scratch, own);
      expect(registryProblems(scratch, [NAME], [NAME])).toEqual([]);
      const manifest = JSON.parse(content(`services/${NAME}/package.json`)) as {
        name: string;
        dependencies: Record<string, string>;
      };
      const files = own.files.filter((file) => file.path.endsWith('.ts')).map((file) => file.path);
      expect(
        undeclaredImports(
          scratch,
          {
            dir: `services/${NAME}`,
            name: manifest.name,
            dependencies: manifest.dependencies,
            devDependencies: {},
            peerDependencies: {},
          },
          { supertest: '*' },
          files,
        ),
      ).toEqual([]);
      expect(() => writePlan(scratch, own)).toThrow(/already exist/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('appends to a list or an object as it is written: one item per line, or inline', () => {
    expect(appendToLiteral("const A = [\n  'a',\n  'b'\n];\n", 'const A = [', "'c'", 'x')).toBe(
      "const A = [\n  'a',\n  'b',\n  'c',\n];\n",
    );
    expect(appendToLiteral("const A = ['a', 'b'];\n", 'const A = [', "'c'", 'x')).toBe("const A = ['a', 'b', 'c'];\n");
    expect(appendToLiteral('const O = {\n  a: { port: 1 },\n} as const;\n', 'const O = {', 'b: { port: 2 }', 'x')).toBe(
      'const O = {\n  a: { port: 1 },\n  b: { port: 2 },\n} as const;\n',
    );
    expect(() => appendToLiteral('const B = [];', 'const A = [', "'c'", 'the registry')).toThrow(
      /the registry: cannot find `const A = \[`/,
    );
  });
});
