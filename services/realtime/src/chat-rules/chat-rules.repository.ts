import { Injectable } from '@nestjs/common';
import { Db, ImFollow, ImRoomChatModes, ImRoomFan, ImRoomStaff, PrismaService } from '@arena/shared';

/** A room's chat modes as stored, without the row's bookkeeping. */
export type ChatModes = Pick<
  ImRoomChatModes,
  'slowSeconds' | 'followersOnly' | 'followersMinMinutes' | 'fansOnly' | 'emoteOnly'
>;

/**
 * The realtime service's copy of what room chat rules depend on (kept by ChatRulesConsumer): rooms'
 * chat modes and staff (`im_room_chat_modes`, `im_room_staff`), fan-badge wearers (`im_room_fans`)
 * and follows (`im_follows`).
 */
@Injectable()
export class ChatRulesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findModes(roomId: number, db: Db = this.prisma): Promise<ImRoomChatModes | null> {
    return db.imRoomChatModes.findUnique({ where: { roomId } });
  }

  /** Stores the room's modes unless a row is there already (that one is kept). */
  async addModes(roomId: number, modes: ChatModes, db: Db = this.prisma): Promise<void> {
    await db.imRoomChatModes.createMany({ data: [{ roomId, ...modes }], skipDuplicates: true });
  }

  async setModes(roomId: number, modes: ChatModes, db: Db = this.prisma): Promise<void> {
    await db.imRoomChatModes.upsert({ where: { roomId }, create: { roomId, ...modes }, update: modes });
  }

  findStaff(roomId: number, userId: number, db: Db = this.prisma): Promise<ImRoomStaff | null> {
    return db.imRoomStaff.findUnique({ where: { roomId_userId: { roomId, userId } } });
  }

  async addStaff(roomId: number, userId: number, db: Db = this.prisma): Promise<void> {
    await db.imRoomStaff.createMany({ data: [{ roomId, userId }], skipDuplicates: true });
  }

  async removeStaff(roomId: number, userId: number, db: Db = this.prisma): Promise<void> {
    await db.imRoomStaff.deleteMany({ where: { roomId, userId } });
  }

  findFan(roomId: number, userId: number, db: Db = this.prisma): Promise<ImRoomFan | null> {
    return db.imRoomFan.findUnique({ where: { roomId_userId: { roomId, userId } } });
  }

  /** The badges the room's fans among `userIds` wear. */
  listBadges(
    roomId: number,
    userIds: number[],
    db: Db = this.prisma,
  ): Promise<Pick<ImRoomFan, 'userId' | 'badgeName'>[]> {
    return db.imRoomFan.findMany({
      where: { roomId, userId: { in: userIds } },
      select: { userId: true, badgeName: true },
    });
  }

  async wearBadge(roomId: number, userId: number, badgeName: string, db: Db = this.prisma): Promise<void> {
    await db.imRoomFan.upsert({
      where: { roomId_userId: { roomId, userId } },
      create: { roomId, userId, badgeName },
      update: { badgeName },
    });
  }

  async removeFan(roomId: number, userId: number, db: Db = this.prisma): Promise<void> {
    await db.imRoomFan.deleteMany({ where: { roomId, userId } });
  }

  async renameBadges(roomId: number, badgeName: string, db: Db = this.prisma): Promise<void> {
    await db.imRoomFan.updateMany({ where: { roomId }, data: { badgeName } });
  }

  findFollow(followerId: number, streamerId: number, db: Db = this.prisma): Promise<ImFollow | null> {
    return db.imFollow.findUnique({ where: { followerId_streamerId: { followerId, streamerId } } });
  }

  /** Only a newer change replaces the stored one: a late redelivery of an old toggle changes nothing. */
  async recordFollow(
    followerId: number,
    streamerId: number,
    following: boolean,
    changedAt: Date,
    db: Db = this.prisma,
  ): Promise<void> {
    await db.$executeRaw`
          INSERT INTO "realtime"."im_follows" ("follower_id", "anchor_id", "following", "changed_at")
          VALUES (${followerId}, ${streamerId}, ${following}, ${changedAt})
          ON CONFLICT ("follower_id", "anchor_id") DO UPDATE SET "following" = EXCLUDED."following", "changed_at" = EXCLUDED."changed_at"
          WHERE "im_follows"."changed_at" < EXCLUDED."changed_at"`;
  }
}
