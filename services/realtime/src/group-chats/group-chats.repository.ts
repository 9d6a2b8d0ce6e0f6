import { Injectable } from '@nestjs/common';
import { Db, ImGroup, ImGroupMember, PrismaService } from '@arena/shared';

export type GroupWithMembers = ImGroup & { members: ImGroupMember[] };

/** Members as a group shows them: the owner first, then by joining time. */
const MEMBERS_IN_ORDER = { orderBy: [{ role: 'asc' as const }, { joinedAt: 'asc' as const }] };

/** `realtime.im_groups` rows that are group chats, and `realtime.im_group_members`. */
@Injectable()
export class GroupChatsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The group and its owner as members; fails with a unique violation when the id is taken. */
  async create(
    group: { id: string; name: string; ownerId: string; isPublic: boolean },
    memberIds: string[],
    db: Db = this.prisma,
  ): Promise<void> {
    await db.imGroup.create({ data: { ...group, memberCount: memberIds.length + 1 } });
    await db.imGroupMember.createMany({
      data: [
        { groupId: group.id, imId: group.ownerId, role: 'owner' },
        ...memberIds.map((imId) => ({ groupId: group.id, imId })),
      ],
    });
  }

  /** A live group chat (not destroyed) with its members. */
  findLive(id: string, db: Db = this.prisma): Promise<GroupWithMembers | null> {
    return db.imGroup.findFirst({
      where: { id, destroyedAt: null },
      include: { members: MEMBERS_IN_ORDER },
    });
  }

  findMember(groupId: string, imId: string, db: Db = this.prisma): Promise<ImGroupMember | null> {
    return db.imGroupMember.findUnique({ where: { groupId_imId: { groupId, imId } } });
  }

  async memberIds(groupId: string, db: Db = this.prisma): Promise<string[]> {
    const rows = await db.imGroupMember.findMany({ where: { groupId }, select: { imId: true } });
    return rows.map((row) => row.imId);
  }

  /** Adds the ones not in yet and recounts; answers the count after. */
  async addMembers(groupId: string, imIds: string[], db: Db = this.prisma): Promise<number> {
    await db.imGroupMember.createMany({ data: imIds.map((imId) => ({ groupId, imId })), skipDuplicates: true });
    return this.recount(groupId, db);
  }

  async removeMember(groupId: string, imId: string, db: Db = this.prisma): Promise<number> {
    await db.imGroupMember.deleteMany({ where: { groupId, imId } });
    return this.recount(groupId, db);
  }

  /** The row stays (its id is never given again); its members go. */
  async destroy(groupId: string, db: Db = this.prisma): Promise<void> {
    await db.imGroupMember.deleteMany({ where: { groupId } });
    await db.imGroup.update({ where: { id: groupId }, data: { destroyedAt: new Date(), memberCount: 0 } });
  }

  private async recount(groupId: string, db: Db): Promise<number> {
    const memberCount = await db.imGroupMember.count({ where: { groupId } });
    await db.imGroup.update({ where: { id: groupId }, data: { memberCount } });
    return memberCount;
  }

  /** The user's group chats with their own member row, most recently active first. */
  listOf(imId: string, db: Db = this.prisma): Promise<(ImGroupMember & { group: GroupWithMembers })[]> {
    return db.imGroupMember.findMany({
      where: { imId, group: { destroyedAt: null } },
      include: { group: { include: { members: MEMBERS_IN_ORDER } } },
      orderBy: [{ group: { lastMessageAt: { sort: 'desc', nulls: 'last' } } }, { joinedAt: 'desc' }],
      take: 200,
    });
  }

  private recommendedWhere(imId: string) {
    return { isPublic: true, destroyedAt: null, members: { none: { imId } } };
  }

  /** Public group chats the user is not in: the most members first, then the most recently active. */
  listRecommended(imId: string, skip: number, take: number, db: Db = this.prisma): Promise<GroupWithMembers[]> {
    return db.imGroup.findMany({
      where: this.recommendedWhere(imId),
      include: { members: MEMBERS_IN_ORDER },
      orderBy: [{ memberCount: 'desc' }, { lastMessageAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
      skip,
      take,
    });
  }

  countRecommended(imId: string, db: Db = this.prisma): Promise<number> {
    return db.imGroup.count({ where: this.recommendedWhere(imId) });
  }

  /** A message was stored: it is the group's newest, and one more unread for every other member. */
  async recordMessage(groupId: string, senderId: string, messageId: bigint, at: Date, db: Db = this.prisma) {
    await db.imGroup.update({ where: { id: groupId }, data: { lastMessageId: messageId, lastMessageAt: at } });
    await db.imGroupMember.updateMany({
      where: { groupId, imId: { not: senderId } },
      data: { unread: { increment: 1 } },
    });
  }

  async clearUnread(groupId: string, imId: string, db: Db = this.prisma): Promise<void> {
    await db.imGroupMember.updateMany({ where: { groupId, imId }, data: { unread: 0 } });
  }
}
