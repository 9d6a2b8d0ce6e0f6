import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from './build';

/**
 * `npm test`: every check the project has, in one run — types, lint, the services' Jest suites on
 * real Postgres and Redis, the site's component tests and its end-to-end tests in Chromium. Every
 * stage runs even after a failure, so one run shows everything; the exit code says if any failed.
 */
const root = path.resolve(__dirname, '..');
const results = path.join(root, 'var/test-results');

interface Counts {
  passed: number;
  failed: number;
  /** What failed, in a few words, for the summary. */
  why?: string[];
}
interface Stage {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** Where the stage writes its counts, and how to read them. */
  counts?: () => Counts;
  when?: () => boolean;
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
const jestCounts = (file: string) => (): Counts => {
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(file);
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
};
const playwrightCounts = (): Counts => {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    path.join(results, 'playwright.json'),
  );
  return { passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0), failed: report?.stats.unexpected ?? 0 };
};
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const STAGES: Stage[] = [
  { name: 'types', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  {
    name: 'site types',
    command: [bin('tsc'), '-p', 'web/tsconfig.json', '--noEmit'],
    when: () => existsSync(path.join(root, 'web/tsconfig.json')),
  },
  { name: 'lint', command: [bin('eslint'), '.'], when: () => existsSync(path.join(root, 'eslint.config.mjs')) },
  // Code and styles in one format (.prettierrc.json; `npm run format` writes it).
  { name: 'format', command: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
  {
    name: 'deployment files (kubernetes schemas, docker-compose config)',
    command: [bin('tsx'), 'tools/deploy/validate-manifests.ts'],
  },
  {
    name: 'services (jest)',
    command: [bin('jest'), '--ci', '--json', `--outputFile=${path.join(results, 'jest.json')}`],
    counts: jestCounts(path.join(results, 'jest.json')),
  },
  // The short form of `npm run test:faults`: its own stack and Redis, a service killed under load.
  {
    name: 'faults (kill -9 under load, replayed callbacks)',
    command: [bin('tsx'), 'tools/faults/run.ts', '--short'],
    env: { FAULTS_REPORT: path.join(results, 'faults.json') },
    counts: () => {
      const report = readJson<{ numPassedTests: number; failed: { fault: string; why: string }[] }>(
        path.join(results, 'faults.json'),
      );
      const failed = report?.failed ?? [];
      return {
        passed: report?.numPassedTests ?? 0,
        failed: failed.length,
        why: failed.map((row) => `${row.fault}: ${row.why}`),
      };
    },
  },
  {
    name: 'site components (vitest)',
    command: [
      bin('vitest'),
      'run',
      '--root',
      'web',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, 'vitest.json')}`,
    ],
    counts: jestCounts(path.join(results, 'vitest.json')),
    when: () => existsSync(path.join(root, 'web/vite.config.ts')),
  },
  {
    name: 'site end-to-end (playwright, chromium)',
    command: [bin('playwright'), 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
    counts: playwrightCounts,
    when: () => existsSync(path.join(root, 'web/playwright.config.ts')),
  },
];

async function main(): Promise<void> {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  await build();
  const total: Counts = { passed: 0, failed: 0 };
  const summary: string[] = [];
  for (const stage of STAGES) {
    if (stage.when && !stage.when()) continue;
    console.log(`\n=== ${stage.name} ===`);
    const started = Date.now();
    const result = spawnSync(stage.command[0], stage.command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
    });
    const ok = result.status === 0;
    const counts = stage.counts?.();
    if (counts) {
      total.passed += counts.passed;
      // A stage that failed without a failing test (a crash, a setup error) still counts as a failure.
      total.failed += counts.failed || (ok ? 0 : 1);
    } else if (!ok) total.failed += 1;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    summary.push(
      `${ok ? 'ok  ' : 'FAIL'} ${stage.name} (${seconds} s${counts ? `, ${counts.passed} passed, ${counts.failed} failed` : ''})`,
      ...(counts?.why ?? []).map((why) => `       ${why.slice(0, 400)}`),
    );
  }
  console.log(`\n${summary.join('\n')}\n`);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
  process.exitCode = total.failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
