/** A word added or removed reaches every process within this long. */
const REFRESH_MS = 30_000;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Masks banned words: each character of a match becomes `*`, case-insensitively, so the text still
 * goes out and its writer sees what others see. The list comes from `load` (the realtime service owns
 * it: room chat reads its table, the community asks for it), re-read every 30 s; while a reload fails
 * the last list stays in force.
 */
export class WordMask {
  private pattern?: RegExp;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading?: Promise<void>;

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly onLoadError: (error: unknown) => void = (error) => {
      throw error;
    },
  ) {}

  async mask(text: string): Promise<string> {
    if (Date.now() - this.loadedAt > REFRESH_MS)
      await (this.loading ??= this.reload().finally(() => (this.loading = undefined)));
    return this.pattern ? text.replace(this.pattern, (match) => '*'.repeat([...match].length)) : text;
  }

  private async reload(): Promise<void> {
    let words: string[];
    try {
      words = (await this.load()).map((word) => word.trim()).filter(Boolean);
    } catch (error) {
      this.loadedAt = Date.now();
      this.onLoadError(error);
      return;
    }
    // Longest first, so a longer banned phrase is masked whole rather than in part.
    words.sort((a, b) => b.length - a.length);
    this.pattern = words.length ? new RegExp(words.map(escape).join('|'), 'giu') : undefined;
    this.loadedAt = Date.now();
  }
}
