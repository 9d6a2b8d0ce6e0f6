import { Injectable, Logger } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { RealtimeEmitter, RedisService, ServiceClient } from '@arena/shared';
import { GroupSenders } from '../group-messages/group-senders';

/** One noble's entry effect in one room is shown once in this many seconds at most. */
const ENTRY_EVERY_S = 60;

/**
 * A noble's entry effect: when a viewer whose noble tier is current joins a live room's chat, the
 * room is told (`enterRoom`). Their other tabs and reconnects join again, so a Redis key shared by
 * every process lets one announcement through a minute.
 */
@Injectable()
export class NobleEntries {
  private readonly logger = new Logger(NobleEntries.name);

  constructor(
    private readonly senders: GroupSenders,
    private readonly redis: RedisService,
    private readonly realtime: RealtimeEmitter,
    private readonly services: ServiceClient,
  ) {}

  /** Never fails the join it follows: a lost effect is only a lost effect. */
  async entered(roomId: number, imId: string): Promise<void> {
    try {
      const sender = (await this.senders.of(roomId, [imId])).get(imId);
      const noble = sender?.marks?.noble;
      if (!sender || !noble) return;
      if (!(await this.redis.set(`im:noble-entry:${roomId}:${imId}`, '1', 'EX', ENTRY_EVERY_S, 'NX'))) return;
      // A first visit may join before the page has set its chat profile: the account's nickname then.
      const nick =
        sender.nick || (await this.services.call(accountContracts.userCard, { id: Number(imId) })).user_nickname;
      await this.realtime.roomEvent(roomId, 'enterRoom', {
        uid: Number(imId),
        nick,
        noble,
        level: sender.marks?.level ?? 1,
      });
    } catch (error) {
      this.logger.warn(`entry effect of ${imId} in room ${roomId} not sent: ${String(error)}`);
    }
  }
}
