import { Controller, Get } from '@nestjs/common';
import { Endpoint, fields, Input, pageOf } from '@arena/shared';
import { z } from 'zod';
import { AuditLog } from './audit-log.service';

export const AUDIT_TARGETS = ['post', 'comment', 'user', 'article', 'banner'] as const;

const ListInput = z.object({
  target_kind: z.enum(AUDIT_TARGETS).optional(),
  target_id: fields.id().optional(),
  admin_id: fields.id().optional(),
  page: fields.page(),
  limit: fields.limit(100, 20),
});
const AuditOutput = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  action: z
    .string()
    .describe('report.dismiss, report.hide, report.delete, report.ban, article.create, banner.order...'),
  target_kind: z.enum(AUDIT_TARGETS),
  target_id: z.number().int(),
  reason: z.string(),
  before: z.unknown().describe('A summary of the target before the action (null when it was created)'),
  after: z.unknown().describe('A summary of the target after the action (null when it was deleted)'),
  create_time: z.string(),
});

/** `/api/admin/audit-log`: what administrators did, newest first. */
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLog) {}

  @Endpoint({
    summary: "Administrators' actions on reports, articles and banners, newest first (administrators)",
    auth: 'admin',
    input: ListInput,
    output: pageOf(AuditOutput),
  })
  @Get()
  list(@Input() input: z.output<typeof ListInput>) {
    return this.audit.list(
      { targetKind: input.target_kind, targetId: input.target_id, adminId: input.admin_id },
      input,
    );
  }
}
