import { Injectable } from '@nestjs/common';
import { CommunityCircle, Db, PrismaService } from '@arena/shared';

/** Circles of one kind or all; with `memberId`, only those that user joined. */
const circlesWhere = (kind: string | undefined, memberId: number | undefined) => ({
  ...(kind ? { kind } : {}),
  ...(memberId !== undefined ? { members: { some: { userId: memberId } } } : {}),
});

/** `community_circle` and its members (`community_circle_member`), with the counts kept on the circle. */
@Injectable()
export class CirclesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every matching circle, in the table's order (`sort`, then busiest first). */
  list(kind: string | undefined, memberId: number | undefined, db: Db = this.prisma): Promise<CommunityCircle[]> {
    return db.communityCircle.findMany({
      where: circlesWhere(kind, memberId),
      orderBy: [{ sort: 'asc' }, { postCount: 'desc' }, { id: 'asc' }],
    });
  }

  count(kind: string | undefined, memberId: number | undefined, db: Db = this.prisma): Promise<number> {
    return db.communityCircle.count({ where: circlesWhere(kind, memberId) });
  }

  findById(id: number, db: Db = this.prisma): Promise<CommunityCircle | null> {
    return db.communityCircle.findUnique({ where: { id } });
  }

  /** Adds the member unless there already; answers whether it was added. */
  async addMember(circleId: number, userId: number, db: Db = this.prisma): Promise<boolean> {
    const added = await db.communityCircleMember.createMany({ data: [{ circleId, userId }], skipDuplicates: true });
    return added.count > 0;
  }

  /** Answers how many rows it removed (0 when the user was not a member). */
  async removeMember(circleId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return (await db.communityCircleMember.deleteMany({ where: { circleId, userId } })).count;
  }

  async incrementMembers(id: number, db: Db = this.prisma): Promise<void> {
    await db.communityCircle.update({ where: { id }, data: { memberCount: { increment: 1 } } });
  }

  async decrementMembers(id: number, by: number, db: Db = this.prisma): Promise<void> {
    await db.communityCircle.update({ where: { id }, data: { memberCount: { decrement: by } } });
  }

  /** Which of `circleIds` the user joined. */
  async joinedAmong(userId: number, circleIds: number[], db: Db = this.prisma): Promise<number[]> {
    const rows = await db.communityCircleMember.findMany({
      where: { userId, circleId: { in: circleIds } },
      select: { circleId: true },
    });
    return rows.map((row) => row.circleId);
  }

  async incrementPosts(id: number, db: Db = this.prisma): Promise<void> {
    await db.communityCircle.update({ where: { id }, data: { postCount: { increment: 1 } } });
  }

  async decrementPosts(id: number, db: Db = this.prisma): Promise<void> {
    await db.communityCircle.update({ where: { id }, data: { postCount: { decrement: 1 } } });
  }
}
