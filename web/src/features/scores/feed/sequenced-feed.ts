/** A snapshot of a sport's index data: every row by id, as of sequence number `seq`. */
export interface FeedSnapshot<Row> {
  seq: number;
  rows: Row[];
}

/** One change pushed after a snapshot: the rows it touches (whole or in part), numbered `seq`. */
export interface FeedChange<Row> {
  seq: number;
  rows: (Partial<Row> & { id: number })[];
}

export type ApplyResult = 'applied' | 'stale' | 'gap';

/**
 * Applies numbered changes to a snapshot in order. A change already seen (seq at or below the
 * current one) is ignored; a change that skips a number means one was missed, so the feed stops
 * applying and asks for a fresh snapshot (`resync`); changes arriving meanwhile are kept and the ones
 * newer than the new snapshot are applied after it.
 */
export class SequencedFeed<Row extends { id: number }> {
  private seq = -1;
  private rows = new Map<number, Row>();
  private resyncing = false;
  private held: FeedChange<Row>[] = [];
  private readonly listeners = new Set<() => void>();
  private view: Row[] = [];

  constructor(private readonly resync: () => void) {}

  get sequence(): number {
    return this.seq;
  }

  /** The rows as of the last applied change (a new array after each change, for React). */
  list(): Row[] {
    return this.view;
  }

  get waitingForSnapshot(): boolean {
    return this.resyncing || this.seq < 0;
  }

  /** Replaces everything with a snapshot, then applies the held changes newer than it. */
  load(snapshot: FeedSnapshot<Row>): void {
    this.seq = snapshot.seq;
    this.rows = new Map(snapshot.rows.map((row) => [row.id, row]));
    this.resyncing = false;
    const held = this.held.sort((a, b) => a.seq - b.seq);
    this.held = [];
    for (const [i, change] of held.entries()) {
      if (this.step(change) !== 'gap') continue;
      this.held.push(...held.slice(i + 1));
      break;
    }
    this.publish();
  }

  apply(change: FeedChange<Row>): ApplyResult {
    if (this.waitingForSnapshot) {
      this.held.push(change);
      return 'gap';
    }
    const result = this.step(change);
    if (result === 'applied') this.publish();
    return result;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private step(change: FeedChange<Row>): ApplyResult {
    if (change.seq <= this.seq) return 'stale';
    if (change.seq > this.seq + 1) {
      this.resyncing = true;
      this.held.push(change);
      this.resync();
      return 'gap';
    }
    for (const patch of change.rows) {
      const before = this.rows.get(patch.id);
      this.rows.set(patch.id, { ...before, ...patch } as Row);
    }
    this.seq = change.seq;
    return 'applied';
  }

  private publish(): void {
    this.view = [...this.rows.values()];
    for (const listener of [...this.listeners]) listener();
  }
}
