import { Injectable, Logger } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { ServiceClient, WordMask } from '@arena/shared';

/**
 * Masks banned words in video danmaku and clip titles with the live danmaku's list, which the realtime service owns
 * (decision 034). When it cannot be asked, the last list it gave stays in force: a line is not
 * refused because the chat gateway is restarting.
 */
@Injectable()
export class BannedWordsMask {
  private readonly logger = new Logger(BannedWordsMask.name);
  private readonly words = new WordMask(
    async () => (await this.services.call(realtimeContracts.bannedWords, {})).words,
    (error) =>
      this.logger.warn(`banned words not refreshed: ${error instanceof Error ? error.message : String(error)}`),
  );

  constructor(private readonly services: ServiceClient) {}

  mask(text: string): Promise<string> {
    return this.words.mask(text);
  }
}
