import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI where it can run (generate here; migrate deploy on machines with internet).
export default defineConfig({
  // The folder: Prisma reads every .prisma file in it (base.prisma plus one file per service).
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/arena' },
});
