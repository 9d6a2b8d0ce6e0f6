import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { ServiceClient } from '@arena/shared';

/** What a room shows of whoever paid for something: the name and picture on the banner. */
export interface SenderCard {
  user_nickname: string;
  avatar: string;
}

/** How long a process shows a sender's name and picture before asking the account service again. */
const KEEP_MS = 60_000;
/** Senders a process remembers at most (the oldest go first). */
const MAX_SENDERS = 20_000;

/**
 * Senders' names and pictures, asked of the account service once a minute per sender and process
 * instead of on every gift, horn, paid danmaku and red envelope (the card's other figures cost the
 * account service several queries). A renamed user's banners show the old name for up to a minute.
 */
@Injectable()
export class SenderCards {
  private readonly cards = new Map<number, { card: SenderCard; until: number }>();

  constructor(private readonly services: ServiceClient) {}

  async of(userId: number): Promise<SenderCard> {
    const kept = this.cards.get(userId);
    if (kept && kept.until > Date.now()) return kept.card;
    const { user_nickname, avatar } = await this.services.call(accountContracts.userCard, { id: userId });
    const card = { user_nickname, avatar };
    this.cards.delete(userId);
    if (this.cards.size >= MAX_SENDERS) this.cards.delete(this.cards.keys().next().value as number);
    this.cards.set(userId, { card, until: Date.now() + KEEP_MS });
    return card;
  }
}
