// `npx tsx tools/bench/profile-summary.ts <file.cpuprofile> [rows]`: where a service's CPU time went,
// as self time per function and per package (node_modules/<name>, node internals, the product's code),
// so the bench notes can quote a profile without opening DevTools.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to: `pkg` for node_modules, `node:` for internals, else the repo path. */
function packageOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  if (url.startsWith('node:')) return 'node internals';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (inModules) return inModules[inModules.length - 1].slice('node_modules/'.length);
  const inRepo = url.match(/services\/[^/]+\/(?:dist|src)\/[^/]+/);
  return inRepo ? inRepo[0] : url;
}

function summarise(file: string, rows: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id) as ProfileNode;
    const name = `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    packages.set(packageOf(callFrame.url), (packages.get(packageOf(callFrame.url)) ?? 0) + ms);
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`);
  console.log(
    `# ${file}: ${(total / 1000).toFixed(1)} s sampled\n\n## self time by package\n${top(packages).join('\n')}`,
  );
  console.log(`\n## self time by function\n${top(functions).join('\n')}`);
}

const [file, rows = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows]');
summarise(file, Number(rows));
