import { Injectable, Logger } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { EventBus, RedisService, ServiceClient } from '@arena/shared';
import { liveConfig } from '../live.config';

/**
 * Credits whole minutes between two reads of the room by the same viewer (the live page reads room
 * info on entering and every minute after), unless the gap is longer than watchGapMinutes (the tab
 * was closed). Atomic, so two reads at once never credit a minute twice. Answers the minutes.
 */
const CREDIT_SCRIPT = `
local last = tonumber(redis.call('GET', KEYS[1]))
local now = tonumber(ARGV[1])
local minutes = 0
if last and now - last <= tonumber(ARGV[2]) then
  minutes = math.floor((now - last) / 60000)
  if minutes > 0 then redis.call('SET', KEYS[1], last + minutes * 60000, 'PX', ARGV[3]) end
  if minutes == 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
else
  redis.call('SET', KEYS[1], now, 'PX', ARGV[3])
end
return minutes`;

/** A logged-in viewer entering and staying in a room: watch history (account) and watching time (live.watched). */
@Injectable()
export class WatchingService {
  private readonly logger = new Logger(WatchingService.name);
  private readonly gapMs = liveConfig().watchGapMinutes * 60_000;

  constructor(
    private readonly redis: RedisService,
    private readonly events: EventBus,
    private readonly services: ServiceClient,
  ) {}

  async viewed(userId: number, room: { id: number; streamerId: number; title: string }): Promise<void> {
    if (userId === room.streamerId) return;
    const [minutes] = await Promise.all([this.credit(userId, room.id), this.recordHistory(userId, room)]);
    if (minutes > 0) await this.events.publish('live.watched', { userId, roomId: room.id, minutes });
  }

  private async credit(userId: number, roomId: number, now = Date.now()): Promise<number> {
    const minutes = await this.redis.eval(
      CREDIT_SCRIPT,
      1,
      `live:watching:${userId}:${roomId}`,
      now,
      this.gapMs,
      this.gapMs * 2,
    );
    return Number(minutes);
  }

  /** User/watchlistList is the account service's; a failure there must not keep anyone out of a room. */
  private async recordHistory(userId: number, room: { streamerId: number; title: string }): Promise<void> {
    try {
      await this.services.call(accountContracts.recordWatch, {
        user_id: userId,
        anchor_id: room.streamerId,
        title: room.title,
      });
    } catch (error) {
      this.logger.warn(`watch history of user ${userId} not recorded: ${(error as Error).message}`);
    }
  }
}
