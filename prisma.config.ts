import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI where it can run (generate here; migrate deploy on machines with internet).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/arena' },
});
