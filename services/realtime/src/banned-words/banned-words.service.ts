import { Injectable } from '@nestjs/common';
import { PrismaService } from '@arena/shared';

/** A word added or removed reaches every process within this long. */
const REFRESH_MS = 30_000;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Masks banned words in room chat: each character of a match becomes `*`, case-insensitively, so
 * the message still goes out and the sender sees what the room saw. The list is the
 * `realtime.im_banned_words` table (seeded with defaults), re-read every 30 s.
 */
@Injectable()
export class BannedWords {
  private pattern?: RegExp;
  private loadedAt = 0;
  private loading?: Promise<void>;

  constructor(private readonly prisma: PrismaService) {}

  async mask(text: string): Promise<string> {
    if (Date.now() - this.loadedAt > REFRESH_MS) await (this.loading ??= this.load().finally(() => (this.loading = undefined)));
    return this.pattern ? text.replace(this.pattern, (match) => '*'.repeat([...match].length)) : text;
  }

  private async load(): Promise<void> {
    const words = (await this.prisma.imBannedWord.findMany({ select: { word: true } })).map((row) => row.word.trim()).filter(Boolean);
    // Longest first, so a longer banned phrase is masked whole rather than in part.
    words.sort((a, b) => b.length - a.length);
    this.pattern = words.length ? new RegExp(words.map(escape).join('|'), 'giu') : undefined;
    this.loadedAt = Date.now();
  }
}
