import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generate } from './db/generate';

const root = path.resolve(__dirname, '..');
const swc = path.join(root, 'node_modules/.bin/swc');

/** Compiles every service (and the shared package) from `src/` to `dist/` with swc: about a second. */
export async function build(): Promise<void> {
  await generate();
  const services = readdirSync(path.join(root, 'services')).filter((name) =>
    existsSync(path.join(root, 'services', name, 'src')),
  );
  for (const name of services) {
    const dir = path.join(root, 'services', name);
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    execFileSync(
      swc,
      ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', path.join(root, '.swcrc'), '--quiet'],
      {
        cwd: dir,
        stdio: 'inherit',
      },
    );
  }
}

if (require.main === module) {
  build().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
