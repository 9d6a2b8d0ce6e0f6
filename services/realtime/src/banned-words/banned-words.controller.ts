import { Controller } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { Serves } from '@arena/shared';
import { BannedWords } from './banned-words.service';

/** For the community service, which masks posts and comments with the danmaku's list. */
@Controller()
export class BannedWordsController {
  constructor(private readonly bannedWords: BannedWords) {}

  @Serves(realtimeContracts.bannedWords)
  async list() {
    return { words: await this.bannedWords.list() };
  }
}
