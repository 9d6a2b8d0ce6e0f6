// `npm run bench [-- <bench name>...]`: builds the product, prepares a bench database, and runs every
// bench of benches.ts (or the ones named) in one process that stops whatever it started.
// Load: BENCH_CONNECTIONS (default 64) x BENCH_DURATION seconds (default 10) per target.
import { build } from '../build';
import { loadOptionsFromEnv } from './load';
import { killAllNow } from './processes';

async function main(): Promise<void> {
  const options = loadOptionsFromEnv();
  await build();
  // Loaded after the build: they import @arena/shared, whose entry point is the compiled dist/.
  const { BENCHES } = await import('./benches');
  const { BenchEnvironment } = await import('./environment');
  const { printReport } = await import('./report');

  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length > 0)
    throw new Error(`Unknown bench ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  const benches = wanted.length > 0 ? BENCHES.filter((bench) => wanted.includes(bench.name)) : BENCHES;

  const environment = await BenchEnvironment.prepare(options);
  try {
    for (const bench of benches) printReport(bench, await bench.run(environment), options);
  } finally {
    await environment.close();
  }
}

// Ctrl-C or a kill must not leave services behind on their ports.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllNow();
    process.exit(130);
  });
}
process.once('exit', killAllNow);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
