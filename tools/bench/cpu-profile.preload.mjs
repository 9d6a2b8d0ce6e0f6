// Preloaded into each service by `BENCH_CPU_PROFILE=<dir> npm run bench`: samples the CPU with V8's
// profiler from start-up and writes `<dir>/<service>.cpuprofile` on SIGTERM. Node's own --cpu-prof
// writes nothing here, because Nest re-raises the signal after its shutdown hooks.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const target = path.join(process.env.BENCH_CPU_PROFILE, `${process.env.SERVICE_NAME}.cpuprofile`);
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.prependOnceListener('SIGTERM', () => {
  // A session on the main thread answers synchronously, before Nest's listener ends the process.
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(target, JSON.stringify(result.profile));
  });
});
