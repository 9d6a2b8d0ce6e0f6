import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** Every service folder (services/<name>/ with a package.json), the shared kit included: a new one is covered by existing. */
export function serviceNames(): string[] {
  return readdirSync(path.join(repoRoot, 'services'), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && readdirSync(path.join(repoRoot, 'services', entry.name)).includes('package.json'),
    )
    .map((entry) => entry.name)
    .sort();
}

/** The production sources of a service (src/, without tests and generated code), as [relative path, text]. */
export function serviceSources(service: string): [string, string][] {
  const dir = path.join(repoRoot, 'services', service, 'src');
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter(
      (file) => file.endsWith('.ts') && !/\.(spec|e2e)\.ts$/.test(file) && !file.split(path.sep).includes('generated'),
    )
    .sort()
    .map((file) => [path.join('services', service, 'src', file), readFileSync(path.join(dir, file), 'utf8')]);
}
