import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { schemaDir } from './paths';

/** One file of the multi-file schema, as the schema engine takes it. */
export type SchemaFile = { path: string; content: string };

/** Every `.prisma` file of prisma/schema, sorted by name, read once (others may be editing them). */
export async function readSchemaFiles(dir: string = schemaDir): Promise<SchemaFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.prisma')).sort((a, b) => a.localeCompare(b));
  if (names.length === 0) throw new Error(`No .prisma file in ${dir}`);
  return Promise.all(
    names.map(async (name) => ({ path: path.join(dir, name), content: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/**
 * The files as one schema text, each under a `// ---- <name> ----` line. Prisma's declarations do
 * not depend on their order or file, so this describes the same database as the folder; it is what
 * the migration snapshot stores (a folder there would look like a migration to `prisma migrate deploy`).
 */
export function joinSchemaFiles(files: SchemaFile[]): string {
  return files.map((file) => `// ---- ${path.basename(file.path)} ----\n\n${file.content.trimEnd()}\n`).join('\n');
}
