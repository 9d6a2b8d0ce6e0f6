import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_ROUTES } from '@arena/edge';
import { BUILT_SERVICES } from '@arena/shared';
import { appFactory } from '../support/stacks';
import { repoRoot } from './deployment-checks';
import { registryProblems } from './registry-problems';

describe('the service registry (BUILT_SERVICES) and the service folders', () => {
  const routed = BUILT_ROUTES.map((routes) => routes.service);

  it('agree: every built service has the recipe files, every service folder is registered', () => {
    expect(registryProblems(repoRoot, BUILT_SERVICES, routed)).toEqual([]);
  });

  it('let tests boot every built service by name', async () => {
    for (const name of BUILT_SERVICES) expect(typeof (await appFactory(name))).toBe('function');
  });

  it('report what a new service lacks, file by file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    mkdirSync(path.join(root, 'services/gifts/src'), { recursive: true });
    writeFileSync(path.join(root, 'services/gifts/src/main.ts'), '');
    mkdirSync(path.join(root, 'services/video/src'), { recursive: true });
    writeFileSync(
      path.join(root, 'services/video/package.json'),
      JSON.stringify({
        name: '@arena/video',
        main: 'dist/index.js',
        types: 'src/index.ts',
        exports: { '.': { types: './src/index.ts', default: './dist/index.js' } },
      }),
    );
    expect(registryProblems(root, ['video'], [])).toEqual([
      'services/gifts runs a service (src/main.ts) that is not in BUILT_SERVICES (services/shared/src/config/service-registry.ts)',
      "services/video/src/index.ts must export { createVideoApp as createApp } from './video.app'",
      'services/video/src/video.module.ts must declare VideoModule',
      'services/video/src/video.app.ts must export createVideoApp (tests and main.ts boot it)',
      "services/video/src/main.ts must call listen(app, 'video')",
      "services/edge/src/routing: no video.routes.ts in BUILT_ROUTES (route-table.ts) maps the catalogue's paths to video",
    ]);
  });
});
