import { Injectable } from '@nestjs/common';
import { CommunityAuditLog, Db, Prisma, PrismaService } from '@arena/shared';

/** One administrator's action as it is written down. */
export interface AuditEntry {
  adminId: number;
  action: string;
  targetKind: string;
  targetId: number;
  reason?: string;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

/** Which entries a page shows: of one kind of target, of one target, of one administrator (each when given). */
export interface AuditFilter {
  targetKind?: string;
  targetId?: number;
  adminId?: number;
}

const where = (filter: AuditFilter): Prisma.CommunityAuditLogWhereInput => ({
  ...(filter.targetKind ? { targetKind: filter.targetKind } : {}),
  ...(filter.targetId ? { targetId: filter.targetId } : {}),
  ...(filter.adminId ? { adminId: filter.adminId } : {}),
});

/** `community.audit_log`: what administrators did, never changed once written. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly prisma: PrismaService) {}

  async insert(entry: AuditEntry, db: Db = this.prisma): Promise<void> {
    await db.communityAuditLog.create({
      data: {
        adminId: entry.adminId,
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        reason: entry.reason ?? '',
        before: entry.before ?? Prisma.DbNull,
        after: entry.after ?? Prisma.DbNull,
      },
    });
  }

  /** A page of entries, newest first. */
  list(filter: AuditFilter, skip: number, take: number, db: Db = this.prisma): Promise<CommunityAuditLog[]> {
    return db.communityAuditLog.findMany({ where: where(filter), orderBy: { id: 'desc' }, skip, take });
  }

  count(filter: AuditFilter, db: Db = this.prisma): Promise<number> {
    return db.communityAuditLog.count({ where: where(filter) });
  }
}
