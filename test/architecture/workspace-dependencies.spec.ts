import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './source-files';
import { fileRole, importsOf, packageOf, undeclaredImports, workspacePackages } from './workspace-imports';

/**
 * Every workspace package declares what it imports (test/architecture/workspace-imports.ts has the
 * rule): a package installed or built on its own (the images' pruned install, `npm ci -w`) then has
 * everything it needs, instead of borrowing what the root or another workspace happens to hoist.
 */
const rootDevDependencies = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
).devDependencies;

describe('workspace packages', () => {
  it.each(workspacePackages(repoRoot).map((pkg) => [pkg.dir, pkg] as const))(
    '%s declares every package it imports',
    (_dir, pkg) => {
      expect(undeclaredImports(repoRoot, pkg, rootDevDependencies)).toEqual([]);
    },
  );

  it('reads every kind of import, and tells packages from paths and built-ins', () => {
    const text = [
      "import { Module } from '@nestjs/common';",
      "import type { FastifyRequest } from 'fastify';",
      "import { type Logger } from 'pino';",
      "import { z, type ZodType } from 'zod';",
      "export { x } from '@arena/shared';",
      "import './side-effect';",
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "const later = () => import('undici');",
      "const old = require('ioredis');",
      "let shared: typeof import('@arena/protocol');",
      "// import { not } from 'a-comment';",
    ].join('\n');
    expect(
      importsOf('x.ts', text).map(({ specifier, typeOnly }) => `${specifier}${typeOnly ? ' (type)' : ''}`),
    ).toEqual([
      '@nestjs/common',
      'fastify (type)',
      'pino (type)',
      'zod',
      '@arena/shared',
      './side-effect',
      'node:fs',
      'path',
      'undici',
      'ioredis',
      '@arena/protocol (type)',
    ]);
    expect(
      ['@nestjs/common/constants', 'zod/v4', './a', 'node:fs', 'fs/promises', 'virtual:pwa'].map(packageOf),
    ).toEqual(['@nestjs/common', 'zod', undefined, undefined, undefined, undefined]);
    expect(
      [
        'services/live/src/a.ts',
        'services/live/src/a.spec.ts',
        'services/live/test/a.e2e.ts',
        'web/e2e/a.ts',
        'web/vite.config.ts',
      ].map((file) => fileRole(file.startsWith('web') ? 'web' : 'services/live', file)),
    ).toEqual(['src', 'test', 'test', 'test', 'tool']);
  });

  it('reports an undeclared import, a run-time import declared only for development, and lets tests use the root tools', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'workspace-deps-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      'services/ghost/src/a.ts',
      "import { z } from 'zod';\nimport type { Logger } from 'pino';\nimport { Module } from '@nestjs/common';\nimport { Redis } from 'ioredis';\n",
    );
    write(
      'services/ghost/test/a.e2e.ts',
      "import request from 'supertest';\nimport { PrismaPg } from '@prisma/adapter-pg';\n",
    );
    const pkg = {
      dir: 'services/ghost',
      name: '@arena/ghost',
      dependencies: { '@nestjs/common': '1.0.0' },
      devDependencies: { pino: '1.0.0', ioredis: '1.0.0' },
      peerDependencies: {},
    };
    expect(
      undeclaredImports(root, pkg, { supertest: '1.0.0' }, ['services/ghost/src/a.ts', 'services/ghost/test/a.e2e.ts']),
    ).toEqual([
      'services/ghost/package.json must declare "zod" in dependencies (its code runs from the pruned production install): imported by src/a.ts',
      'services/ghost/package.json must declare "ioredis" in dependencies (its code runs from the pruned production install): imported by src/a.ts',
      'services/ghost/package.json must declare "@prisma/adapter-pg" in devDependencies (a test or tool import: the root devDependencies would do too): imported by test/a.e2e.ts',
    ]);
  });
});
