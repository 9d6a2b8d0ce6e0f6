import { loadOptionsFromEnv } from './tools/bench/load';
async function main() {
  const { BenchEnvironment } = await import('./tools/bench/environment');
  const environment = await BenchEnvironment.prepare(loadOptionsFromEnv());
  const { edge, search } = await environment.startServices(['live', 'scores', 'video', 'community', 'search', 'edge']);
  console.log('EDGE', edge, 'SEARCH', search, 'pids', environment.pid('edge'), environment.pid('search'));
  process.once('SIGTERM', async () => { await environment.close(); process.exit(0); });
  await new Promise(() => undefined);
}
main();
