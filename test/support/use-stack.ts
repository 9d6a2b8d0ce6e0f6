import { Stack } from './stack';
import { openStores, Stores } from './stores';

export interface StackHarness {
  stack: Stack;
  stores: Stores;
}

/** Time allowed to boot or stop a stack. */
const STACK_HOOK_MS = 120_000;

/**
 * The services and stores of a describe block: booted before its first test, closed after its last.
 * `stack` is usable from the start (`const { stack } = useStack(...)`): it takes over the booted
 * services in beforeAll. `stores` exists once the block has started: read it inside tests and hooks.
 */
export function useStack(boot: () => Promise<Stack>): StackHarness {
  const stack = Stack.empty();
  let stores: Stores | undefined;
  const harness: StackHarness = {
    stack,
    get stores(): Stores {
      if (!stores) throw new Error('useStack: stores are opened in beforeAll; read them inside tests and hooks');
      return stores;
    },
  };
  // Booting and stopping several services takes longer than one test on a busy two-core machine; a
  // stop cut short would leave its event consumers running and taking other suites' events.
  beforeAll(async () => {
    stack.adopt(await boot());
    stores = openStores();
  }, STACK_HOOK_MS);
  afterAll(async () => {
    await stack.close();
    await stores?.close();
  }, STACK_HOOK_MS);
  return harness;
}
