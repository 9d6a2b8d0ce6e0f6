import { Injectable } from '@nestjs/common';
import { Db, FanGroup, FanMember, PrismaService, Room } from '@arena/shared';

export type FanMemberWithGroup = FanMember & { group: FanGroup };

/** `live.fan_groups` and their members (`live.fan_members`), with the rooms of their streamers. */
@Injectable()
export class FanGroupsRepository {
  constructor(private readonly prisma: PrismaService) {}

  findRoomOfAnchor(anchorId: number, db: Db = this.prisma): Promise<Room | null> {
    return db.room.findUnique({ where: { anchorId } });
  }

  anchorNicknames(anchorIds: number[], db: Db = this.prisma): Promise<{ anchorId: number; anchorNickname: string }[]> {
    return db.room.findMany({
      where: { anchorId: { in: anchorIds } },
      select: { anchorId: true, anchorNickname: true },
    });
  }

  findGroup(anchorId: number, db: Db = this.prisma): Promise<FanGroup | null> {
    return db.fanGroup.findUnique({ where: { anchorId } });
  }

  /** INSERT ... ON CONFLICT DO NOTHING: an upsert raced by a second first fan fails on the unique key. */
  async addGroupUnlessExists(anchorId: number, badgeName: string, db: Db = this.prisma): Promise<void> {
    await db.fanGroup.createMany({ data: [{ anchorId, badgeName }], skipDuplicates: true });
  }

  async rename(anchorId: number, badgeName: string, db: Db = this.prisma): Promise<void> {
    await db.fanGroup.upsert({ where: { anchorId }, create: { anchorId, badgeName }, update: { badgeName } });
  }

  /** How many groups have at least one member. */
  countWithMembers(db: Db = this.prisma): Promise<number> {
    return db.fanGroup.count({ where: { members: { some: {} } } });
  }

  /** Member counts per group, the biggest first (ties by streamer). */
  async biggest(skip: number, take: number, db: Db = this.prisma): Promise<{ anchorId: number; members: number }[]> {
    const counts = await db.fanMember.groupBy({
      by: ['anchorId'],
      _count: { _all: true },
      orderBy: [{ _count: { anchorId: 'desc' } }, { anchorId: 'asc' }],
      skip,
      take,
    });
    return counts.map((c) => ({ anchorId: c.anchorId, members: c._count._all }));
  }

  findMember(anchorId: number, userId: number, db: Db = this.prisma): Promise<FanMember | null> {
    return db.fanMember.findUnique({ where: { anchorId_userId: { anchorId, userId } } });
  }

  countMembers(anchorId: number, db: Db = this.prisma): Promise<number> {
    return db.fanMember.count({ where: { anchorId } });
  }

  /** A group's fans, newest first. */
  listMembers(anchorId: number, skip: number, take: number, db: Db = this.prisma): Promise<FanMember[]> {
    return db.fanMember.findMany({ where: { anchorId }, orderBy: { joinedAt: 'desc' }, skip, take });
  }

  /** How many badges the user wears (0 or 1). */
  countWorn(userId: number, db: Db = this.prisma): Promise<number> {
    return db.fanMember.count({ where: { userId, wearing: true } });
  }

  /** Adds the fan unless they are one; answers how many were added. */
  async addMemberUnlessExists(
    member: { anchorId: number; userId: number; nickname: string; avatar: string; wearing: boolean },
    db: Db = this.prisma,
  ): Promise<number> {
    const { count } = await db.fanMember.createMany({ data: [member], skipDuplicates: true });
    return count;
  }

  /** Takes off every badge the user wears but this group's. */
  async takeOffOthers(userId: number, anchorId: number, db: Db = this.prisma): Promise<void> {
    await db.fanMember.updateMany({ where: { userId, wearing: true, NOT: { anchorId } }, data: { wearing: false } });
  }

  async setWearing(anchorId: number, userId: number, wearing: boolean, db: Db = this.prisma): Promise<void> {
    await db.fanMember.update({ where: { anchorId_userId: { anchorId, userId } }, data: { wearing } });
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
