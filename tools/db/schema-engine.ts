// Prisma's schema engine compiled to WebAssembly: `prisma migrate` needs the native engine, which
// cannot be downloaded here, while @prisma/schema-engine-wasm ships in the npm package itself.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Pool } from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { MigrationList, SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { splitDatabaseUrl } from './database';
import { defaultDatabaseUrl, lockfileName, migrationsDir } from './paths';
import type { SchemaFile } from './schema-files';

const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };

// Neither lib ES2023 nor @types/node 20 declare WebAssembly; this is the part used here.
type WasmApi = {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, object>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
};
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

// The engine arms a JS timer for every timeout it races (10 s, e.g. around the migrations' advisory
// lock) and never cancels one: the pending timer would keep Node alive for those 10 s after the
// work is done. So its timers are tracked and cleared once no engine is open.
const engineTimers = new Set<NodeJS.Timeout>();
let openEngines = 0;
function trackedSetTimeout(callback: () => void, ms: number): NodeJS.Timeout {
  const timer = setTimeout(() => {
    engineTimers.delete(timer);
    callback();
  }, ms >>> 0);
  engineTimers.add(timer);
  return timer;
}

// The package's entry point imports the .wasm file as an ES module, which Node cannot do, so the
// bindings module (schema_engine_bg.js) is wired to an instance by hand, once per process.
let loading: Promise<void> | undefined;
function loadEngine(): Promise<void> {
  loading ??= (async () => {
    const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bytes = await readFile(path.join(dir, 'schema_engine_bg.wasm'));
    // wasm-bindgen suffixes import names with a hash, hence the prefix match.
    const imports: Record<string, unknown> = { ...bindings };
    for (const name of Object.keys(imports))
      if (name.startsWith('__wbg_setTimeout_')) imports[name] = trackedSetTimeout;
    const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': imports });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return loading;
}

// The engine logs JSON lines through this callback; they are only useful when debugging it.
function engineLog(line: string): void {
  if (process.env.DEBUG?.includes('schema-engine')) process.stderr.write(`[schema-engine] ${line}\n`);
}

/**
 * PrismaPg's executeScript splits a script on every ';' and runs the pieces one by one, so a ';' in
 * a string, a comment or a $$ function body breaks a migration, and a failing statement leaves the
 * ones before it applied. The native engine sends the script as one simple query, which PostgreSQL
 * runs as one implicit transaction; executeRaw without arguments does the same (pg uses the simple
 * protocol when there are no parameters) and keeps the adapter's error mapping.
 */
function wholeScripts(factory: PrismaPg): SqlMigrationAwareDriverAdapterFactory {
  const patch = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    adapter.executeScript = async (script) => {
      await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
    };
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  };
}

/**
 * Runs `work` with an engine connected to `databaseUrl`, then frees the engine and ends the pool.
 * The pool is created here (not by PrismaPg) so that it can be ended: the engine never disposes
 * the adapters it opens, and idle pg connections would keep the process alive. One connection,
 * like the native engine: the migrations' advisory lock is then taken and released in one session.
 */
async function withEngine<T>(
  databaseUrl: string,
  schemaFiles: SchemaFile[] | null,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await loadEngine();
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  const adapter = bindMigrationAwareSqlAdapterFactory(wholeScripts(new PrismaPg(pool)));
  openEngines += 1;
  try {
    const datamodels = schemaFiles?.map((file): [string, string] => [file.path, file.content]);
    const engine = await bindings.SchemaEngine.new({ datamodels }, engineLog, adapter);
    try {
      return await work(engine);
    } finally {
      engine.free();
    }
  } finally {
    openEngines -= 1;
    if (openEngines === 0) {
      for (const timer of engineTimers) clearTimeout(timer);
      engineTimers.clear();
    }
    await pool.end();
  }
}

/**
 * SQL of the migration from one schema text (null = empty database) to a multi-file schema; '' when
 * they describe the same database. Diffing two datamodels touches no database, but the engine still
 * needs a connection: the `postgres` database of the server in `serverUrl` serves as one.
 */
export async function diffSchemas(
  fromSchemaText: string | null,
  toSchemaFiles: SchemaFile[],
  serverUrl: string = process.env.DATABASE_URL ?? defaultDatabaseUrl,
): Promise<string> {
  const result = await withEngine(splitDatabaseUrl(serverUrl).serverUrl, toSchemaFiles, (engine) =>
    engine.diff({
      from:
        fromSchemaText === null
          ? { tag: 'empty' }
          : { tag: 'schemaDatamodel', files: [{ path: 'from.prisma', content: fromSchemaText }] },
      to: { tag: 'schemaDatamodel', files: toSchemaFiles },
      script: true,
      // With exitCode set, the engine answers 2 when there is a difference and 0 when there is none.
      exitCode: true,
      filters: noFilters,
    }),
  );
  return result.exitCode === 2 ? (result.stdout ?? '') : '';
}

/** Reads prisma/migrations the way the Prisma CLI does: every folder, sorted by name, with its migration.sql. */
export async function readMigrationsList(dir: string = migrationsDir): Promise<MigrationList> {
  const lockfile = await readFile(path.join(dir, lockfileName), 'utf8').catch(() => null);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  folders.sort((a, b) => a.localeCompare(b));
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => ({
      path: folder,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(path.join(dir, folder, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (error: Error) => ({ tag: 'error' as const, value: error.message }),
        ),
      },
    })),
  );
  return {
    baseDir: dir,
    lockfile: { path: lockfileName, content: lockfile },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * Applies the pending migrations of prisma/migrations to the database, as `prisma migrate deploy`
 * does (same checks, same `_prisma_migrations` records); returns the names it applied. Like that
 * command it needs only the migration folders: the engine gets no schema, so a schema being
 * edited cannot get in the way.
 */
export async function applyMigrations(databaseUrl: string): Promise<string[]> {
  const migrationsList = await readMigrationsList();
  const output = await withEngine(databaseUrl, null, (engine) =>
    engine.applyMigrations({ migrationsList, filters: noFilters }),
  );
  return output.appliedMigrationNames;
}
