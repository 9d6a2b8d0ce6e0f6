import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './source-files';

export type SchemaModel = { model: string; accessor: string; table: string; schema: string; file: string };

const schemaDir = path.join(repoRoot, 'prisma/schema');

/** Every model of prisma/schema/*.prisma with the file that declares it and its Postgres schema and table. */
export function schemaModels(): SchemaModel[] {
  const models: SchemaModel[] = [];
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.prisma'))) {
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, model, body] of text.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)) {
      models.push({
        model,
        accessor: model[0].toLowerCase() + model.slice(1),
        table: /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? model,
        schema: /@@schema\("([^"]+)"\)/.exec(body)?.[1] ?? '',
        file: file.replace(/\.prisma$/, ''),
      });
    }
  }
  return models;
}

/** The Postgres schemas the datasource declares (base.prisma). */
export function declaredSchemas(): string[] {
  const base = readFileSync(path.join(schemaDir, 'base.prisma'), 'utf8');
  const list = /schemas\s*=\s*\[([^\]]*)\]/.exec(base)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map(([, name]) => name);
}

// The delegate methods of Prisma Client: `x.<model>.<method>(` is a query, `req.user.id` is not.
const operations =
  'findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy';

/**
 * What a source text touches that does not belong to `owner` (a service name): client queries on
 * other files' models, and raw SQL naming another service's Postgres schema or table.
 */
export function foreignTouches(source: string, owner: string, models: SchemaModel[], schemas: string[]): string[] {
  const found = new Set<string>();
  for (const { accessor, model, file } of models) {
    if (file !== owner && new RegExp(`\\.${accessor}\\s*\\.\\s*(${operations})\\s*\\(`).test(source))
      found.add(`model ${model} (${file}.prisma)`);
  }
  for (const [, schema] of source.matchAll(/"(\w+)"\s*\.\s*"\w+"/g)) {
    if (schemas.includes(schema) && schema !== owner) found.add(`Postgres schema "${schema}"`);
  }
  for (const { table, schema } of models) {
    if (schema !== owner && new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+"?${table}"?\\b`, 'i').test(source))
      found.add(`table "${table}" (${schema})`);
  }
  return [...found].sort();
}
