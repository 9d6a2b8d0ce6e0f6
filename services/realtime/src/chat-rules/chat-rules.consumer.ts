import { Injectable } from '@nestjs/common';
import { EventConsumer, EventHandlers, PrismaService, ProcessedEventsRepository, RedisService, Transactions } from '@arena/shared';

/**
 * Keeps the realtime service's copy of what room chat rules depend on, from the owners' events: a
 * room's chat modes and staff, fan-badge wearers and their badge (live service), follows and wealth
 * levels (account service), noble tiers (gifts service). Each
 * write is idempotent by itself (upserts of the latest state; follows keep the newest change), so no
 * `once` is needed. The send path reads this copy, never the owners.
 */
@Injectable()
export class ChatRulesConsumer extends EventConsumer {
  constructor(redis: RedisService, transactions: Transactions, processed: ProcessedEventsRepository, private readonly prisma: PrismaService) {
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
        await this.prisma.imRoomChatModes.upsert({ where: { roomId: modes.room_id }, create: { roomId: modes.room_id, ...data }, update: data });
      },
      'live.staff.changed': async ({ roomId, userId, role }) => {
        if (role) await this.prisma.imRoomStaff.createMany({ data: [{ roomId, userId }], skipDuplicates: true });
        else await this.prisma.imRoomStaff.deleteMany({ where: { roomId, userId } });
      },
      'live.fans.changed': async ({ roomId, userId, member, wearing, badgeName }) => {
        if (member && wearing) await this.prisma.imRoomFan.upsert({ where: { roomId_userId: { roomId, userId } }, create: { roomId, userId, badgeName }, update: { badgeName } });
        else await this.prisma.imRoomFan.deleteMany({ where: { roomId, userId } });
      },
      'live.fans.renamed': async ({ roomId, badgeName }) => {
        await this.prisma.imRoomFan.updateMany({ where: { roomId }, data: { badgeName } });
      },
      // The newest version of a user's noble tier wins, whatever order the events arrive in.
      'guard.changed': async ({ userId, level, expiresAt, version }) => {
        await this.prisma.$executeRaw`
          INSERT INTO "realtime"."im_profiles" ("im_id", "noble_level", "noble_expires_at", "noble_version", "updated_at")
          VALUES (${String(userId)}, ${level}, ${new Date(expiresAt)}, ${version}, now())
          ON CONFLICT ("im_id") DO UPDATE SET "noble_level" = EXCLUDED."noble_level", "noble_expires_at" = EXCLUDED."noble_expires_at",
            "noble_version" = EXCLUDED."noble_version", "updated_at" = now()
          WHERE "im_profiles"."noble_version" < EXCLUDED."noble_version"`;
      },
      // Levels only rise: a late redelivery of an older level changes nothing.
      'user.wealth.changed': async ({ userId, level }) => {
        await this.prisma.$executeRaw`
          INSERT INTO "realtime"."im_profiles" ("im_id", "wealth_level", "updated_at") VALUES (${String(userId)}, ${level}, now())
          ON CONFLICT ("im_id") DO UPDATE SET "wealth_level" = GREATEST("im_profiles"."wealth_level", EXCLUDED."wealth_level"), "updated_at" = now()`;
      },
      'follow.changed': async ({ followerId, anchorId, following, at }) => {
        const changedAt = new Date(at);
        // Only a newer change replaces the stored one: a late redelivery of an old toggle changes nothing.
        await this.prisma.$executeRaw`
          INSERT INTO "realtime"."im_follows" ("follower_id", "anchor_id", "following", "changed_at")
          VALUES (${followerId}, ${anchorId}, ${following}, ${changedAt})
          ON CONFLICT ("follower_id", "anchor_id") DO UPDATE SET "following" = EXCLUDED."following", "changed_at" = EXCLUDED."changed_at"
          WHERE "im_follows"."changed_at" < EXCLUDED."changed_at"`;
      },
    };
  }
}
