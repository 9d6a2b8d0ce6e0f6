import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, ProcessedEventsRepository, RedisService, Transactions } from '@arena/shared';
import { ProfilesRepository } from '../profiles/profiles.repository';
import { ChatRulesRepository } from './chat-rules.repository';

/**
 * Keeps the realtime service's copy of what room chat rules depend on, from the owners' events: a
 * room's chat modes and staff, fan-badge wearers and their badge (live service), follows and wealth
 * levels (account service), noble tiers (gifts service). Each
 * write is idempotent by itself (upserts of the latest state; follows keep the newest change), so no
 * `once` is needed. The send path reads this copy, never the owners.
 */
@Injectable()
export class ChatRulesConsumer extends EventConsumer {
  constructor(
    redis: RedisService,
    transactions: Transactions,
    processed: ProcessedEventsRepository,
    private readonly rules: ChatRulesRepository,
    private readonly profiles: ProfilesRepository,
  ) {
    super('realtime', redis, transactions, processed);
  }

  protected handlers(): EventHandlers {
    return {
      'live.modes.changed': async (modes) => {
        const data = {
          slowSeconds: modes.slow_seconds,
          followersOnly: modes.followers_only,
          followersMinMinutes: modes.followers_min_minutes,
          fansOnly: modes.fans_only,
          emoteOnly: modes.emote_only,
        };
        await this.rules.setModes(modes.room_id, data);
      },
      'live.staff.changed': async ({ roomId, userId, role }) => {
        if (role) await this.rules.addStaff(roomId, userId);
        else await this.rules.removeStaff(roomId, userId);
      },
      'live.fans.changed': async ({ roomId, userId, member, wearing, badgeName }) => {
        if (member && wearing) await this.rules.wearBadge(roomId, userId, badgeName);
        else await this.rules.removeFan(roomId, userId);
      },
      'live.fans.renamed': async ({ roomId, badgeName }) => {
        await this.rules.renameBadges(roomId, badgeName);
      },
      // The newest version of a user's noble tier wins, whatever order the events arrive in.
      'guard.changed': async ({ userId, level, expiresAt, version }) => {
        await this.profiles.setNoble(String(userId), level, new Date(expiresAt), version);
      },
      // Levels only rise: a late redelivery of an older level changes nothing.
      'user.wealth.changed': async ({ userId, level }) => {
        await this.profiles.raiseWealthLevel(String(userId), level);
      },
      'follow.changed': async ({ followerId, streamerId, following, at }) => {
        const changedAt = new Date(at);
        // Only a newer change replaces the stored one: a late redelivery of an old toggle changes nothing.
        await this.rules.recordFollow(followerId, streamerId, following, changedAt);
      },
    };
  }
}
