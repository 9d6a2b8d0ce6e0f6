import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './source-files';

/** Every suite of services/*\/test boots its services with useStack (test/support/use-stack.ts), never by hand. */
describe('test suites', () => {
  const suites = readdirSync(path.join(repoRoot, 'services'))
    .flatMap((service) => {
      const dir = path.join(repoRoot, 'services', service, 'test');
      try {
        return readdirSync(dir)
          .filter((file) => file.endsWith('.e2e.ts'))
          .map((file) => path.join(dir, file));
      } catch {
        return [];
      }
    })
    .map((file) => [path.relative(repoRoot, file), readFileSync(file, 'utf8')] as const);

  it('boot their stacks through useStack', () => {
    // A stack assigned by hand (`stack = await accountStack()`) or booted outside a useStack factory.
    const byHand = suites
      .filter(([, text]) => /^\s*\w+ = await \w*[sS]tack(Of)?\(/m.test(text) || /^\s*let \w+: Stack;/m.test(text))
      .map(([file]) => file);
    expect(byHand).toEqual([]);
    expect(suites.filter(([, text]) => text.includes('useStack(')).length).toBeGreaterThan(10);
  });
});
