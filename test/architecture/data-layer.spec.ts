import { serviceNames, serviceSources } from './source-files';

/**
 * The data layer: a feature's queries live in its `<feature>.repository.ts` (Prisma calls and raw SQL
 * alike), services hold the rules and open transactions through `Transactions`, and consumers, workers
 * and controllers call services or repositories. So only a repository injects the Prisma service,
 * runs raw SQL or calls a model, on the client or on a transaction it was handed.
 */
const MODEL_CALL =
  /\b(prisma|tx|db|client|transaction)\.[a-z]\w*\.(findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy)\(/;
const CLIENT = /\bPrismaService\b|\$(queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe|transaction)\b/;

/** Where the client itself is made and handed out, and the seeds, which `prisma/seed.ts` runs on a bare client. */
const ALLOWED = [
  /^services\/shared\/src\/database\//,
  /^services\/shared\/src\/core\.module\.ts$/,
  /^services\/[a-z-]+\/src\/seed\//,
  // The readiness probe's whole job is to ping Postgres.
  /^services\/shared\/src\/health\/health\.controller\.ts$/,
];

export function dataLayerProblems(file: string, text: string): string[] {
  if (file.endsWith('.repository.ts') || ALLOWED.some((pattern) => pattern.test(file))) return [];
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (CLIENT.test(line) || MODEL_CALL.test(line)) problems.push(`${file}:${index + 1}: ${line.trim()}`);
  });
  return problems;
}

describe('data layer', () => {
  it('only repositories inject the Prisma service, run raw SQL or call a model', () => {
    expect(
      serviceNames().flatMap((service) =>
        serviceSources(service).flatMap(([file, text]) => dataLayerProblems(file, text)),
      ),
    ).toEqual([]);
  });

  it('catches a query outside a repository, and lets a repository query', () => {
    const source = [
      "import { PrismaService } from '@arena/shared';",
      'const rows = await tx.$queryRaw`SELECT 1`;',
      'const video = await this.prisma.video.findUnique({ where: { id } });',
      'await tx.videoLike.deleteMany({ where: { videoId } });',
      'return this.videos.find(id, tx);',
    ].join('\n');
    expect(dataLayerProblems('services/video/src/videos/videos.service.ts', source)).toHaveLength(4);
    expect(dataLayerProblems('services/video/src/videos/videos.repository.ts', source)).toEqual([]);
  });
});
