import { Injectable } from '@nestjs/common';
import { Db, Page } from '@arena/shared';
import { AuditEntry, AuditFilter, AuditLogRepository } from './audit-log.repository';

export interface AuditView {
  id: number;
  admin_id: number;
  action: string;
  target_kind: string;
  target_id: number;
  reason: string;
  before: unknown;
  after: unknown;
  create_time: string;
}

/** Administrators' actions are written in the same transaction as the change they describe. */
@Injectable()
export class AuditLog {
  constructor(private readonly entries: AuditLogRepository) {}

  record(entry: AuditEntry, db: Db): Promise<void> {
    return this.entries.insert(entry, db);
  }

  async list(filter: AuditFilter, page: { page: number; limit: number }): Promise<Page<AuditView>> {
    const [rows, total] = await Promise.all([
      this.entries.list(filter, (page.page - 1) * page.limit, page.limit),
      this.entries.count(filter),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        admin_id: row.adminId,
        action: row.action,
        target_kind: row.targetKind,
        target_id: row.targetId,
        reason: row.reason,
        before: row.before,
        after: row.after,
        create_time: row.createdAt.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }
}
