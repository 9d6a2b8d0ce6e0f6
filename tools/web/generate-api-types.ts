import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/ports';

/**
 * Writes `web/src/api/schema.d.ts` from the edge's merged OpenAPI document (`/api/docs/json`).
 * Reads a running edge at EDGE_URL (default http://127.0.0.1:3000); when none answers, builds the
 * services and starts the edge and every built backend on free ports just for the read.
 * Usage: `npx tsx tools/web/generate-api-types.ts`.
 */
const root = path.resolve(__dirname, '../..');
const output = path.join(root, 'web/src/api/schema.d.ts');

async function documentAt(edgeUrl: string): Promise<unknown | undefined> {
  try {
    const response = await fetch(`${edgeUrl}/api/docs/json`, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as { code: number; data: { paths: Record<string, unknown> } };
    return body.code === 0 && Object.keys(body.data.paths).length > 0 ? body.data : undefined;
  } catch {
    return undefined;
  }
}

async function withOwnStack<T>(read: (edgeUrl: string) => Promise<T | undefined>): Promise<T> {
  execFileSync('npx', ['tsx', 'tools/build.ts'], { cwd: root, stdio: 'inherit' });
  // The backends the edge routes to; the docs document is the union of what they describe.
  const { BUILT_SERVICES } = (await import('../../services/shared/src/config/service-registry')) as {
    BUILT_SERVICES: readonly string[];
  };
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const name of BUILT_SERVICES) {
    const port = await freePort();
    env[`${name.toUpperCase()}_PORT`] = String(port);
    env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
  }
  const children: ChildProcess[] = BUILT_SERVICES.map((name) =>
    spawn(process.execPath, [path.join(root, 'services', name, 'dist/main.js')], { cwd: root, env, stdio: 'inherit' }),
  );
  try {
    const deadline = Date.now() + 60_000;
    // The edge leaves a service that is still starting out of the document: wait for all of them.
    const healthy = async (name: string) => (await fetch(`${env[`${name.toUpperCase()}_URL`]}/health/live`).catch(() => undefined))?.ok === true;
    while (Date.now() < deadline && !(await Promise.all(BUILT_SERVICES.map(healthy))).every(Boolean)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    while (Date.now() < deadline) {
      const result = await read(env.EDGE_URL as string);
      if (result !== undefined) return result;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('The edge did not serve /api/docs/json within 60 s');
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const edgeUrl = process.env.EDGE_URL ?? 'http://127.0.0.1:3000';
  const document = (await documentAt(edgeUrl)) ?? (await withOwnStack(documentAt));
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  try {
    const input = path.join(dir, 'openapi.json');
    writeFileSync(input, JSON.stringify(document));
    execFileSync(path.join(root, 'node_modules/.bin/openapi-typescript'), [input, '-o', output], { stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
