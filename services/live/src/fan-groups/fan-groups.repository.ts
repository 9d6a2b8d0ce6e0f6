import { Injectable } from '@nestjs/common';
import { Db, FanGroup, FanMember, PrismaService, Room } from '@arena/shared';

export type FanMemberWithGroup = FanMember & { group: FanGroup };

/** `live.fan_groups` and their members (`live.fan_members`), with the rooms of their streamers. */
@Injectable()
export class FanGroupsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findRoomOfStreamer(streamerId: number, db: Db = this.prisma): Promise<Room | null> {
    return db.room.findUnique({ where: { streamerId } });
  }

  streamerNicknames(
    streamerIds: number[],
    db: Db = this.prisma,
  ): Promise<{ streamerId: number; streamerNickname: string }[]> {
    return db.room.findMany({
      where: { streamerId: { in: streamerIds } },
      select: { streamerId: true, streamerNickname: true },
    });
  }

  findGroup(streamerId: number, db: Db = this.prisma): Promise<FanGroup | null> {
    return db.fanGroup.findUnique({ where: { streamerId } });
  }

  /** INSERT ... ON CONFLICT DO NOTHING: an upsert raced by a second first fan fails on the unique key. */
  async addGroupUnlessExists(streamerId: number, badgeName: string, db: Db = this.prisma): Promise<void> {
    await db.fanGroup.createMany({ data: [{ streamerId, badgeName }], skipDuplicates: true });
  }

  async rename(streamerId: number, badgeName: string, db: Db = this.prisma): Promise<void> {
    await db.fanGroup.upsert({ where: { streamerId }, create: { streamerId, badgeName }, update: { badgeName } });
  }

  /** How many groups have at least one member. */
  countWithMembers(db: Db = this.prisma): Promise<number> {
    return db.fanGroup.count({ where: { members: { some: {} } } });
  }

  /** Member counts per group, the biggest first (ties by streamer). */
  async biggest(skip: number, take: number, db: Db = this.prisma): Promise<{ streamerId: number; members: number }[]> {
    const counts = await db.fanMember.groupBy({
      by: ['streamerId'],
      _count: { _all: true },
      orderBy: [{ _count: { streamerId: 'desc' } }, { streamerId: 'asc' }],
      skip,
      take,
    });
    return counts.map((c) => ({ streamerId: c.streamerId, members: c._count._all }));
  }

  findMember(streamerId: number, userId: number, db: Db = this.prisma): Promise<FanMember | null> {
    return db.fanMember.findUnique({ where: { streamerId_userId: { streamerId, userId } } });
  }

  countMembers(streamerId: number, db: Db = this.prisma): Promise<number> {
    return db.fanMember.count({ where: { streamerId } });
  }

  /** A group's fans, newest first. */
  listMembers(streamerId: number, skip: number, take: number, db: Db = this.prisma): Promise<FanMember[]> {
    return db.fanMember.findMany({ where: { streamerId }, orderBy: { joinedAt: 'desc' }, skip, take });
  }

  /** How many badges the user wears (0 or 1). */
  countWorn(userId: number, db: Db = this.prisma): Promise<number> {
    return db.fanMember.count({ where: { userId, wearing: true } });
  }

  /** Adds the fan unless they are one; answers how many were added. */
  async addMemberUnlessExists(
    member: { streamerId: number; userId: number; nickname: string; avatar: string; wearing: boolean },
    db: Db = this.prisma,
  ): Promise<number> {
    const { count } = await db.fanMember.createMany({ data: [member], skipDuplicates: true });
    return count;
  }

  /** Takes off every badge the user wears but this group's. */
  async takeOffOthers(userId: number, streamerId: number, db: Db = this.prisma): Promise<void> {
    await db.fanMember.updateMany({ where: { userId, wearing: true, NOT: { streamerId } }, data: { wearing: false } });
  }

  async setWearing(streamerId: number, userId: number, wearing: boolean, db: Db = this.prisma): Promise<void> {
    await db.fanMember.update({ where: { streamerId_userId: { streamerId, userId } }, data: { wearing } });
  }

  /** The user's memberships with their groups, the worn one first, then by joining. */
  listBadgesOf(userId: number, db: Db = this.prisma): Promise<FanMemberWithGroup[]> {
    return db.fanMember.findMany({
      where: { userId },
      orderBy: [{ wearing: 'desc' }, { joinedAt: 'asc' }],
      include: { group: true },
    });
  }
}
