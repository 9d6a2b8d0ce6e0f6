export interface GroupCommitOptions<I> {
  /** Items in one batch at most. */
  maxItems: number;
  /** Batches running at once; what arrives meanwhile waits and forms the next batch. */
  maxInFlight: number;
  /** Items with the same key never share a batch: a later one waits for the next. */
  keyOf?: (item: I) => string;
}

/** What a batch answers for each of its items, in their order: a value, or the error to throw to that caller. */
export type BatchOutcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: callers submit one item each and get its own outcome, while the items are handed to
 * `run` in batches. A batch starts at once when fewer than `maxInFlight` are running, so a lone
 * caller waits for no timer; under load the items that arrive while batches run form the next one,
 * and the round trips and commits per item fall as the load rises. A batch that throws fails each of
 * its callers with that error.
 */
export class GroupCommit<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private running = 0;

  constructor(
    private readonly run: (items: I[]) => Promise<BatchOutcome<O>[]>,
    private readonly options: GroupCommitOptions<I>,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.running < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.take();
      this.running++;
      void this.commit(batch).finally(() => {
        this.running--;
        this.startBatches();
      });
    }
  }

  /** The oldest waiting items, up to `maxItems`, no key twice; the others keep their place. */
  private take(): Waiting<I, O>[] {
    const { keyOf, maxItems } = this.options;
    if (!keyOf) return this.waiting.splice(0, maxItems);
    const batch: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.waiting.length && batch.length < maxItems;) {
      const key = keyOf(this.waiting[i].item);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(...this.waiting.splice(i, 1));
    }
    return batch;
  }

  private async commit(batch: Waiting<I, O>[]): Promise<void> {
    let outcomes: BatchOutcome<O>[];
    try {
      outcomes = await this.run(batch.map((waiting) => waiting.item));
      if (outcomes.length !== batch.length)
        throw new Error(`A batch of ${batch.length} answered ${outcomes.length} outcomes`);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }
}
