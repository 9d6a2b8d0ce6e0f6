import type { BenchEnvironment } from './environment';
import type { LoadResult } from './load';

/**
 * One benchmark: `npm run bench` runs every module listed in benches.ts in order, on one shared
 * environment (built code, bench database, service processes started on demand).
 */
export interface Bench {
  name: string;
  /** One line saying what is measured and against what. */
  description: string;
  run(environment: BenchEnvironment): Promise<BenchReport>;
}

export interface BenchReport {
  /** Each load run, e.g. a baseline and the product endpoint measured the same way. */
  results: LoadResult[];
  /** Derived figures worth a line of their own ("edge/baseline throughput: 0.31"). */
  notes: string[];
  /** How the load was made, when not the shared connections x duration (e.g. broadcast rounds). */
  load?: string;
}
