import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { planService, writePlan } from './plan';

/**
 * `npm run new:service -- <name> [--dry-run] [--no-install] [--no-api-types]`: a new service in one
 * command (docs/architecture.md, "Adding a service"). Writes the package services/<name> with one
 * feature (`GET /api/<name>/hello`) and its test, registers it with the next free port, routes
 * `/api/<name>` to it at the edge, and adds it to docker-compose.yml and k8s/. Then `npm install`
 * links the new workspace and records it in package-lock.json (so `npm ci` and the image build
 * know it), and `npm run api:types -w @arena/web` adds its route to the site's API types (which a
 * test compares with the services': it needs Postgres and Redis, as the tests do).
 */
const root = path.resolve(__dirname, '../..');

function run(command: string, args: string[]): boolean {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    }).status === 0
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((arg) => arg.startsWith('--')));
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => !['--dry-run', '--no-install', '--no-api-types'].includes(flag));
  if (names.length !== 1 || unknown.length > 0) {
    console.error('Usage: npm run new:service -- <name> [--dry-run] [--no-install] [--no-api-types]');
    process.exitCode = 1;
    return;
  }
  const plan = planService(root, names[0]);
  for (const file of plan.files) console.log(`${file.kind === 'new' ? 'create' : 'edit  '} ${file.path}`);
  if (flags.has('--dry-run')) {
    console.log(`\n(dry run: nothing written) ${plan.name} would listen on port ${plan.port}`);
    return;
  }
  writePlan(root, plan);
  // In the project's format, as `npm test` checks it (prettier ignores the manifests it does not format).
  run('npx', ['prettier', '--log-level', 'warn', '--write', ...plan.files.map((file) => file.path)]);
  console.log(`\n${plan.name} listens on port ${plan.port} (services/shared/src/config/service-registry.ts)`);

  const steps: string[] = [];
  if (!flags.has('--no-install') && !run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund']))
    steps.push('npm install --ignore-scripts --no-audit --no-fund   (links the workspace, updates package-lock.json)');
  if (!flags.has('--no-api-types') && !run('npm', ['run', 'api:types', '-w', '@arena/web']))
    steps.push('npm run api:types -w @arena/web   (needs PostgreSQL and Redis running: DATABASE_URL, REDIS_URL)');
  if (steps.length > 0)
    console.warn(`\nStill to run, before npm test passes:\n${steps.map((step) => `  ${step}`).join('\n')}`);

  console.log(`
Done: GET /api/${plan.name}/hello answers through the edge; \`npx jest services/${plan.name}\` tests it.
What is left by hand (docs/architecture.md, "Adding a service"):
  1. The service's features: services/${plan.name}/src/<feature>/ (replace hello/), its tests in services/${plan.name}/test/.
  2. Its catalogued paths, if it serves any: rows in services/edge/src/routing/${plan.name}.routes.ts
     (then \`npm run api:types -w @arena/web\` again).
  3. Its data, if it keeps any: prisma/schema/${plan.name}.prisma and a migration (\`npm run db:migration -- ${plan.name}\`).`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
