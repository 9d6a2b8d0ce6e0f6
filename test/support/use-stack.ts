import { Stack } from './stack';
import { openStores, Stores } from './stores';

export interface StackHarness {
  stack: Stack;
  stores: Stores;
}

/**
 * The services and stores of a describe block: booted before its first test, closed after its last.
 * Read them inside tests and hooks (`harness.stack.api...`): they exist once the block has started.
 */
export function useStack(boot: () => Promise<Stack>): StackHarness {
  const harness = {} as StackHarness;
  beforeAll(async () => {
    harness.stack = await boot();
    harness.stores = openStores();
  });
  afterAll(async () => {
    await harness.stack?.close();
    await harness.stores?.close();
  });
  return harness;
}
