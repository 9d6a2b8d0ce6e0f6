import { Injectable, Logger } from '@nestjs/common';
import { realtimeContracts } from '@arena/contracts';
import { ServiceClient, WordMask } from '@arena/shared';

/**
 * Masks banned words in clip titles with room chat's list, which the realtime service owns (as the
 * community masks posts). When it cannot be asked, the last list it gave stays in force.
 */
@Injectable()
export class ClipTitleMask {
  private readonly logger = new Logger(ClipTitleMask.name);
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
