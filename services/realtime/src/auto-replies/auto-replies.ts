import { Injectable, Logger } from '@nestjs/common';
import { communityContracts } from '@arena/contracts';
import { RedisService, ServiceClient } from '@arena/shared';
import { realtimeConfig } from '../realtime.config';

/** How long a receiver's setting is reused before asking the community service again. */
const SETTING_KEEP_MS = 10_000;

/** Set while a receiver's automatic reply to a sender is not due again. */
const repliedKey = (receiverId: string, senderId: string) => `im:auto-replied:${receiverId}:${senderId}`;

/**
 * Whether a private message earns its receiver's automatic reply (a streamer's, or the support
 * account's acknowledgement), kept by the community service (`communityContracts.autoReply`): once
 * per receiver and sender within `autoReplyEverySeconds`, over every realtime process (a Redis key
 * set only if absent). Replies are never answered themselves: the caller asks only for messages users sent.
 */
@Injectable()
export class AutoReplies {
  private readonly logger = new Logger(AutoReplies.name);
  private readonly settings = new Map<string, { content: string | null; until: number }>();

  constructor(
    private readonly redis: RedisService,
    private readonly services: ServiceClient,
  ) {}

  /** The text to answer `senderId` with now on `receiverId`'s behalf, or null; claims the window when it answers. */
  async due(receiverId: string, senderId: string): Promise<string | null> {
    if (await this.redis.exists(repliedKey(receiverId, senderId))) return null;
    const content = await this.settingOf(receiverId);
    if (!content) return null;
    const claimed = await this.redis.set(
      repliedKey(receiverId, senderId),
      '1',
      'EX',
      realtimeConfig().autoReplyEverySeconds,
      'NX',
    );
    return claimed ? content : null;
  }

  private async settingOf(userId: string): Promise<string | null> {
    const kept = this.settings.get(userId);
    if (kept && kept.until > Date.now()) return kept.content;
    try {
      const setting = await this.services.call(communityContracts.autoReply, { id: Number(userId) });
      const content = setting.enabled && setting.content ? setting.content : null;
      this.settings.set(userId, { content, until: Date.now() + SETTING_KEEP_MS });
      return content;
    } catch (error) {
      // No answer, no automatic reply: the message itself is delivered all the same.
      this.logger.warn(`auto reply setting of ${userId} unavailable: ${String(error)}`);
      return null;
    }
  }
}
