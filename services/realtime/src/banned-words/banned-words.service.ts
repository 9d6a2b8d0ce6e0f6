import { Injectable } from '@nestjs/common';
import { PrismaService, WordMask } from '@arena/shared';

/**
 * Banned words of room chat and the community: the `realtime.im_banned_words` table (seeded with
 * defaults), masked in room chat here and handed to the community service through its contract.
 */
@Injectable()
export class BannedWords {
  private readonly words = new WordMask(() => this.list());

  constructor(private readonly prisma: PrismaService) {}

  mask(text: string): Promise<string> {
    return this.words.mask(text);
  }

  async list(): Promise<string[]> {
    return (await this.prisma.imBannedWord.findMany({ select: { word: true } })).map((row) => row.word);
  }
}
