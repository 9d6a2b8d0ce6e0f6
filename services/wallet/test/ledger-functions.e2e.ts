import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@arena/shared';

/**
 * The ledger's PL/pgSQL is defined by migrations; prisma/sql/wallet/ holds its current source, one
 * file per function. Each file must be what the migrated database runs: its definition is created
 * again as a temporary function (in a transaction rolled back at once) and Postgres prints both, so
 * the comparison covers the arguments, the result, the language and the body, and ignores only the
 * schema and whitespace.
 */
const DIR = path.resolve(__dirname, '../../../prisma/sql/wallet');
const files = readdirSync(DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const nameOf = (file: string) => path.basename(file, '.sql');
/** The statement that creates `wallet.<name>`, and where it names the function. */
const HEADER = /\bFUNCTION\s+"wallet"\."(\w+)"\s*\(/;

/** As `pg_get_functiondef` prints a function, without its schema, whitespace collapsed. */
const normalised = (definition: string) =>
  definition
    .replace(/^CREATE OR REPLACE FUNCTION [^.(]+\./, 'CREATE OR REPLACE FUNCTION ')
    .replace(/\s+/g, ' ')
    .trim();

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

describe('the wallet ledger functions in prisma/sql/wallet', () => {
  let prisma: PrismaClient;
  beforeAll(() => {
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL as string }) });
  });
  afterAll(() => prisma.$disconnect());

  /** The migrated database's definition of each function of the wallet schema, by name. */
  const migrated = async () => {
    const rows = await prisma.$queryRaw<{ name: string; definition: string }[]>`
      SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition FROM pg_proc p WHERE p.pronamespace = 'wallet'::regnamespace`;
    return new Map(rows.map((row) => [row.name, row.definition]));
  };

  /** What Postgres makes of a file's text: created in this session's temporary schema, then rolled back. */
  const definitionOf = async (text: string, name: string): Promise<string> => {
    try {
      await prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(text.replace(HEADER, 'FUNCTION pg_temp."$1"('));
        const [row] = await tx.$queryRaw<{ definition: string }[]>`
          SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc p WHERE p.pronamespace = pg_my_temp_schema() AND p.proname = ${name}`;
        throw new RolledBack(row.definition);
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.value as string;
      throw error;
    }
    throw new Error('unreachable');
  };

  it('has a file for every function of the wallet schema, and no other', async () => {
    expect(files.map(nameOf)).toEqual([...(await migrated()).keys()].sort());
  });

  it.each(files)('%s is what the migrated database runs', async (file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    // One function per file, named after it.
    expect(text.match(HEADER)?.[1]).toBe(nameOf(file));
    const database = (await migrated()).get(nameOf(file));
    expect(database).toBeDefined();
    expect(normalised(await definitionOf(text, nameOf(file)))).toBe(normalised(database as string));
  });

  it('tells a file that drifted from the database', async () => {
    const text = readFileSync(path.join(DIR, 'post_transfer.sql'), 'utf8');
    const database = normalised((await migrated()).get('post_transfer') as string);
    const drifted = [text.replace("'insufficient'", "'overdrawn'"), text.replace('p_memo TEXT', 'p_memo VARCHAR')];
    for (const variant of drifted) expect(normalised(await definitionOf(variant, 'post_transfer'))).not.toBe(database);
  });
});
