import { Injectable } from '@nestjs/common';
import { WordMask } from '@arena/shared';
import { BannedWordsRepository } from './banned-words.repository';

/**
 * Banned words of room chat and the community: the `realtime.im_banned_words` table (seeded with
 * defaults), masked in room chat here and handed to the community service through its contract.
 */
@Injectable()
export class BannedWords {
  private readonly words = new WordMask(() => this.list());

  constructor(private readonly bannedWords: BannedWordsRepository) {}

  mask(text: string): Promise<string> {
    return this.words.mask(text);
  }

  list(): Promise<string[]> {
    return this.bannedWords.listWords();
  }
}
