import { BatchOutcome, GroupCommit } from './group-commit';

/** A batch runner whose batches the test finishes by hand. */
function controlledRunner() {
  const batches: {
    items: string[];
    finish: (outcomes?: BatchOutcome<string>[]) => void;
    fail: (error: Error) => void;
  }[] = [];
  const run = (items: string[]) =>
    new Promise<BatchOutcome<string>[]>((resolve, reject) => {
      batches.push({
        items,
        finish: (outcomes) => resolve(outcomes ?? items.map((item) => ({ ok: true, value: item.toUpperCase() }))),
        fail: reject,
      });
    });
  return { batches, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('starts a lone item at once and groups what arrives while a batch runs', async () => {
    const { batches, run } = controlledRunner();
    const commit = new GroupCommit(run, { maxItems: 10, maxInFlight: 1 });
    const first = commit.submit('a');
    expect(batches.map((b) => b.items)).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((item) => commit.submit(item));
    expect(batches).toHaveLength(1);
    batches[0].finish();
    await expect(first).resolves.toBe('A');
    await tick();
    expect(batches[1].items).toEqual(['b', 'c', 'd']);
    batches[1].finish();
    await expect(Promise.all(later)).resolves.toEqual(['B', 'C', 'D']);
  });

  it('keeps batches within maxItems and maxInFlight, in arrival order', async () => {
    const { batches, run } = controlledRunner();
    const commit = new GroupCommit(run, { maxItems: 2, maxInFlight: 2 });
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((item) => commit.submit(item));
    expect(batches.map((b) => b.items)).toEqual([['a'], ['b']]);
    batches[0].finish();
    await tick();
    expect(batches.map((b) => b.items)).toEqual([['a'], ['b'], ['c', 'd']]);
    batches[1].finish();
    batches[2].finish();
    await tick();
    expect(batches[3].items).toEqual(['e', 'f']);
    batches[3].finish();
    await expect(Promise.all(all)).resolves.toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('never puts two items of one key in a batch', async () => {
    const { batches, run } = controlledRunner();
    const commit = new GroupCommit(run, { maxItems: 10, maxInFlight: 1, keyOf: (item: string) => item[0] });
    void commit.submit('x0');
    const rest = ['a1', 'b1', 'a2', 'c1', 'a3'].map((item) => commit.submit(item));
    batches[0].finish();
    await tick();
    expect(batches[1].items).toEqual(['a1', 'b1', 'c1']);
    batches[1].finish();
    await tick();
    expect(batches[2].items).toEqual(['a2']);
    batches[2].finish();
    await tick();
    expect(batches[3].items).toEqual(['a3']);
    batches[3].finish();
    await expect(Promise.all(rest)).resolves.toEqual(['A1', 'B1', 'A2', 'C1', 'A3']);
  });

  it("answers each caller its own outcome, and a failed batch's error to all of its callers", async () => {
    const { batches, run } = controlledRunner();
    const commit = new GroupCommit(run, { maxItems: 10, maxInFlight: 1 });
    const first = commit.submit('a');
    const [paid, refused] = [commit.submit('b'), commit.submit('c')];
    batches[0].fail(new Error('store down'));
    await expect(first).rejects.toThrow('store down');
    await tick();
    batches[1].finish([
      { ok: true, value: 'B' },
      { ok: false, error: new Error('refused') },
    ]);
    await expect(paid).resolves.toBe('B');
    await expect(refused).rejects.toThrow('refused');
    // The runner answering the wrong number of outcomes fails the batch rather than leaving a caller waiting.
    const short = commit.submit('d');
    await tick();
    batches[2].finish([]);
    await expect(short).rejects.toThrow('A batch of 1 answered 0 outcomes');
  });
});
