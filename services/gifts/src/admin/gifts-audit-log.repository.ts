import { Injectable } from '@nestjs/common';
import { Db, GiftsAuditLog, PageInput, Prisma, PrismaService } from '@arena/shared';
import { AuditAction, AuditTarget } from './admin.schemas';

export interface AuditEntry {
  adminId: number;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * `gifts.audit_log`, the audit log of the catalogues: every administrator's change is written here (in
 * the change's transaction), administrators read it.
 */
@Injectable()
export class GiftsAuditLogRepository {
  constructor(private readonly prisma: PrismaService) {}

  write(entry: AuditEntry, db: Db = this.prisma): Promise<GiftsAuditLog> {
    return db.giftsAuditLog.create({
      data: {
        adminId: entry.adminId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        before: entry.before === null ? Prisma.DbNull : (entry.before as Prisma.InputJsonObject),
        after: entry.after === null ? Prisma.DbNull : (entry.after as Prisma.InputJsonObject),
      },
    });
  }

  /** Newest first, filtered by target. */
  async page(
    filter: { targetType?: AuditTarget; targetId?: number },
    page: PageInput,
    db: Db = this.prisma,
  ): Promise<{ rows: GiftsAuditLog[]; total: number }> {
    const where = {
      ...(filter.targetType ? { targetType: filter.targetType } : {}),
      ...(filter.targetId ? { targetId: filter.targetId } : {}),
    };
    const [rows, total] = await Promise.all([
      db.giftsAuditLog.findMany({
        where,
        orderBy: { id: 'desc' },
        skip: (page.page - 1) * page.limit,
        take: page.limit,
      }),
      db.giftsAuditLog.count({ where }),
    ]);
    return { rows, total };
  }
}
