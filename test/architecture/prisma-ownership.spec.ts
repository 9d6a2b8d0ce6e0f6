import { declaredSchemas, foreignTouches, schemaModels } from './prisma-models';
import { serviceNames, serviceSources } from './source-files';

// Each service owns prisma/schema/<service>.prisma and its Postgres schema; the others' data comes
// through their API or events. Services without a schema file (edge, the shared kit) own nothing.
const models = schemaModels();
const schemas = declaredSchemas();

describe('Prisma models by service', () => {
  it.each(serviceNames())('%s touches only the models of its own schema file', (service) => {
    const touches = serviceSources(service).flatMap(([file, text]) =>
      foreignTouches(text, service, models, schemas).map((what) => `${file}: ${what}`),
    );
    expect(touches).toEqual([]);
  });

  it('each schema file declares the models of one Postgres schema, named after the file', () => {
    const misplaced = models
      .filter((model) => model.schema !== model.file)
      .map((model) => `${model.model} in ${model.file}.prisma has @@schema("${model.schema}")`);
    expect(misplaced).toEqual([]);
    expect([...new Set(models.map((model) => model.schema))].sort()).toEqual([...schemas].sort());
  });

  it('each schema file belongs to a service folder', () => {
    const services = serviceNames();
    expect([...new Set(models.map((model) => model.file))].filter((file) => !services.includes(file))).toEqual([]);
  });

  it('catches a query on another service model, raw SQL on its schema or table', () => {
    const source = [
      'await this.prisma.ledgerAccount.findMany({ where: { userId } });',
      'await tx.$queryRaw`SELECT 1 FROM "account"."users"`;',
      'await tx.$executeRaw`UPDATE sign_ins SET reward = 0`;',
      'const id = request.user.id; await this.prisma.user.count();',
    ].join('\n');
    expect(foreignTouches(source, 'account', models, schemas)).toEqual([
      'model LedgerAccount (wallet.prisma)',
      'table "sign_ins" (activity)',
    ]);
    expect(foreignTouches(source, 'wallet', models, schemas)).toEqual([
      'Postgres schema "account"',
      'model User (account.prisma)',
      'table "sign_ins" (activity)',
    ]);
  });
});
