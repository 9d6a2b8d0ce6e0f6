import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';

/**
 * Runs `prisma generate` (generator and output in prisma/schema/base.prisma, config in prisma.config.ts).
 * The CLI wants the native schema engine on disk and tries to download it, which fails offline,
 * though generate never runs it: any existing file in PRISMA_SCHEMA_ENGINE_BINARY satisfies the
 * check. This script file serves, as it is not executable: should the CLI ever try to run it,
 * that fails loudly instead of running some other program.
 */
export function generate(): Promise<void> {
  const cli = path.join(repoRoot, 'node_modules/.bin/prisma');
  const env = {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? __filename,
    // Offline: skip the version check and telemetry requests.
    CHECKPOINT_DISABLE: '1',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(cli, ['generate'], { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`prisma generate failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (require.main === module) {
  generate().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
