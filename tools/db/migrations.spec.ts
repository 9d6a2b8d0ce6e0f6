import { readFile } from 'node:fs/promises';
import { snapshotPath } from './paths';
import { diffSchemas } from './schema-engine';
import { joinSchemaFiles, readSchemaFiles } from './schema-files';

describe('the migrations and the schema folder', () => {
  it('describe the same database: every schema change has its migration (npm run db:migration)', async () => {
    const snapshot = await readFile(snapshotPath, 'utf8');
    expect(await diffSchemas(snapshot, await readSchemaFiles())).toBe('');
  });

  it('find a change made in any one service file', async () => {
    const files = await readSchemaFiles();
    const changed = files.map((file) =>
      file.path.endsWith('wallet.prisma')
        ? { ...file, content: `${file.content}\nmodel Probe {\n  id Int @id\n\n  @@schema("wallet")\n}\n` }
        : file,
    );
    expect(await diffSchemas(joinSchemaFiles(files), changed)).toContain('CREATE TABLE "wallet"."Probe"');
  });
});
