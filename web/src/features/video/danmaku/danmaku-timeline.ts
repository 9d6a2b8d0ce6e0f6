import type { DanmakuLine, DanmakuMode, DanmakuSource } from '../../danmaku/danmaku-source';

/** A video's line as the list answers it (the fields the timeline needs). */
export interface TimedLine {
  id: number;
  at_ms: number;
  text: string;
  color: string;
  mode: DanmakuMode;
  is_mine: 0 | 1;
}

/**
 * A step of the playback longer than this is a jump (a seek the element did not announce, a tab
 * woken from the background): the lines it skipped do not all fly at once.
 */
const JUMP_MS = 1500;
/**
 * A line pushed live (another viewer just posted it) whose moment the playback passed at most this
 * long ago flies at once: the two are watching about the same moment. Further back it waits for a
 * seek back, like any line; ahead, it flies when the playback gets there.
 */
export const NEAR_MS = 5000;

const toLine = (line: TimedLine, own: boolean): DanmakuLine => ({
  key: String(line.id),
  text: line.text,
  own,
  color: line.color === '#ffffff' ? undefined : line.color,
  mode: line.mode,
});

/**
 * A video's danmaku against its playback: the lines loaded so far in time order, and the position
 * they have flown up to. Each step of the playback flies the lines it passed; a seek (or a jump)
 * takes every line off and starts again from the new position, so what flies is what was said there.
 */
export class DanmakuTimeline implements DanmakuSource {
  private lines: TimedLine[] = [];
  private readonly ids = new Set<number>();
  private readonly viewers = new Set<{
    show: (line: DanmakuLine) => void;
    clear: () => void;
    remove?: (key: string) => void;
  }>();
  /** Lines up to this position (ms) have flown; -1 before the start, so a line at 0 flies too. */
  private flownTo = -1;

  constructor(readonly videoId: number) {}

  subscribe(show: (line: DanmakuLine) => void, clear: () => void, remove?: (key: string) => void): () => void {
    const viewer = { show, clear, remove };
    this.viewers.add(viewer);
    return () => this.viewers.delete(viewer);
  }

  /** Lines of a loaded window; those already known are skipped. */
  add(lines: TimedLine[]): void {
    const fresh = lines.filter((line) => !this.ids.has(line.id));
    if (!fresh.length) return;
    for (const line of fresh) this.ids.add(line.id);
    this.lines = [...this.lines, ...fresh].sort((a, b) => a.at_ms - b.at_ms || a.id - b.id);
  }

  /** The playback reached `ms`: the lines since the last step fly. */
  advance(ms: number): void {
    if (ms < this.flownTo || ms - this.flownTo > JUMP_MS) return this.seek(ms);
    for (let i = this.firstAfter(this.flownTo); i < this.lines.length && this.lines[i].at_ms <= ms; i++)
      this.fly(this.lines[i]);
    this.flownTo = ms;
  }

  /** The playback jumped to `ms`: nothing on screen belongs there any more. */
  seek(ms: number): void {
    this.flownTo = ms - 1;
    for (const viewer of this.viewers) viewer.clear();
  }

  /** The viewer's own line, just posted at the position: it flies at once, and not again until a seek back. */
  posted(line: TimedLine): void {
    // Its push over the socket may have come first (and flown it).
    if (this.ids.has(line.id)) return;
    this.add([line]);
    for (const viewer of this.viewers) viewer.show(toLine(line, true));
  }

  /** Another viewer's line, pushed as it was posted: kept in its place, and flown now if the playback just passed it. */
  pushed(line: TimedLine): void {
    if (this.ids.has(line.id)) return;
    this.add([line]);
    if (line.at_ms <= this.flownTo && this.flownTo - line.at_ms <= NEAR_MS) this.fly(line);
  }

  /** A line its author deleted: off the screen, and it flies no more (a seek back, a window loaded again). */
  deleted(id: number): void {
    if (this.ids.has(id)) this.lines = this.lines.filter((line) => line.id !== id);
    // Kept among the known ids: a window answered before the deletion does not bring it back.
    this.ids.add(id);
    for (const viewer of this.viewers) viewer.remove?.(String(id));
  }

  private fly(line: TimedLine): void {
    for (const viewer of this.viewers) viewer.show(toLine(line, line.is_mine === 1));
  }

  /** Index of the first line after `ms` (binary search: the list is sorted by time). */
  private firstAfter(ms: number): number {
    let low = 0;
    let high = this.lines.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.lines[mid].at_ms <= ms) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
