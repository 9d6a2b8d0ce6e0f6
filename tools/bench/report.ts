import { Bench, BenchReport } from './bench';
import { LoadOptions, LoadResult } from './load';

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

/** One plain-text table per bench: easy to read in a terminal and to paste into a doc. */
export function printReport(bench: Bench, report: BenchReport, options: LoadOptions): void {
  const width = Math.max(...report.results.map((r) => r.label.length), 'target'.length);
  console.log(`\n## ${bench.name}: ${bench.description}`);
  console.log(
    `   ${report.load ?? `${options.connections} connections x ${options.durationSeconds} s each`}, loopback\n`,
  );
  if (report.results.length === 0) return void report.notes.forEach((note) => console.log(`- ${note}`));
  console.log(
    `${pad('target', width)}  ${padLeft('req/s', 9)}  ${padLeft('p50 ms', 7)}  ${padLeft('p99 ms', 7)}  ${padLeft('requests', 9)}`,
  );
  for (const r of report.results) {
    console.log(
      `${pad(r.label, width)}  ${padLeft(r.requestsPerSecond.toFixed(0), 9)}  ${padLeft(r.p50Ms.toFixed(1), 7)}  ${padLeft(r.p99Ms.toFixed(1), 7)}  ${padLeft(String(r.requests), 9)}`,
    );
  }
  for (const note of report.notes) console.log(`- ${note}`);
}

/** The figures that mean something on a shared machine: the product against the baseline of the same run. */
export function ratioNotes(baseline: LoadResult, product: LoadResult): string[] {
  const cpu = baseline.cpuMicrosPerRequest && product.cpuMicrosPerRequest;
  return [
    `throughput, product / baseline: ${(product.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
    `p50 latency, product / baseline: ${(product.p50Ms / Math.max(baseline.p50Ms, 0.001)).toFixed(1)}x`,
    ...(cpu
      ? [
          `server CPU per answer: baseline ${baseline.cpuMicrosPerRequest?.toFixed(0)} µs, product ${product.cpuMicrosPerRequest?.toFixed(0)} µs (baseline / product: ${((baseline.cpuMicrosPerRequest ?? 0) / (product.cpuMicrosPerRequest ?? 1)).toFixed(2)})`,
        ]
      : []),
  ];
}

/** Whether an issue's goal holds in this run: a share of the baseline's throughput, and a p99 bound when it has one. */
export function goalNote(baseline: LoadResult, product: LoadResult, goal: { ratio: number; p99Ms?: number }): string {
  const ratio = product.requestsPerSecond / baseline.requestsPerSecond;
  const throughput = `goal: throughput ratio >= ${goal.ratio} (${ratio >= goal.ratio ? 'met' : 'NOT met'}: ${ratio.toFixed(2)})`;
  if (goal.p99Ms === undefined) return throughput;
  return `${throughput}, p99 < ${goal.p99Ms} ms (${product.p99Ms < goal.p99Ms ? 'met' : 'NOT met'}: ${product.p99Ms} ms)`;
}

/** The middle value (the upper one of an even count): what repeated runs of a noisy figure are compared by. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
