import { Injectable } from '@nestjs/common';
import { Db, ImRestriction, ImRestrictionKind, PrismaService } from '@arena/shared';

/** `realtime.im_restrictions`: mutes and shields of users in a group. */
@Injectable()
export class RestrictionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Sets the restriction, or renews it (its new end, counted from now). */
  async set(
    groupId: string,
    imId: string,
    kind: ImRestrictionKind,
    until: Date | null,
    db: Db = this.prisma,
  ): Promise<void> {
    await db.imRestriction.upsert({
      where: { groupId_imId_kind: { groupId, imId, kind } },
      create: { groupId, imId, kind, until },
      update: { until, createdAt: new Date() },
    });
  }

  async remove(groupId: string, imId: string, kind: ImRestrictionKind, db: Db = this.prisma): Promise<void> {
    await db.imRestriction.deleteMany({ where: { groupId, imId, kind } });
  }

  /** The group's restrictions not over at `now`, newest first. */
  listActive(groupId: string, now: Date, db: Db = this.prisma): Promise<ImRestriction[]> {
    return db.imRestriction.findMany({
      where: { groupId, OR: [{ until: null }, { until: { gt: now } }] },
      orderBy: { createdAt: 'desc' },
    });
  }

  /** A user's restrictions in the group, expired ones included. */
  listOf(groupId: string, imId: string, db: Db = this.prisma): Promise<ImRestriction[]> {
    return db.imRestriction.findMany({ where: { groupId, imId } });
  }
}
