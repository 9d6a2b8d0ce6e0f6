import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '@arena/shared';
import { ReportReason, ReportTarget } from './reports.schemas';

export interface NewReport {
  reporterId: number;
  targetKind: ReportTarget;
  targetId: number;
  targetUserId: number;
  reason: ReportReason;
  detail: string;
  excerpt: string;
}

/** One target's open reports, as the administrators' queue shows them. */
export interface OpenGroup {
  target_kind: ReportTarget;
  target_id: number;
  target_user_id: number;
  excerpt: string;
  count: number;
  spam: number;
  abuse: number;
  illegal: number;
  other: number;
  details: string[];
  last_at: Date;
}

/** The key a reporter's open report of one target holds: a second is refused while it is open. */
const openKey = (r: { reporterId: number; targetKind: string; targetId: number }) =>
  `${r.reporterId}:${r.targetKind}:${r.targetId}`;

/** `community.reports`: users' reports of posts, comments and users. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Answers the new report's id, or null when the reporter already has an open report of the target. */
  async insertOpen(report: NewReport, db: Db = this.prisma): Promise<number | null> {
    const rows = await db.$queryRaw<{ id: number }[]>`
      INSERT INTO community.reports (reporter_id, target_kind, target_id, target_user_id, reason, detail, excerpt, open_key)
      VALUES (${report.reporterId}, ${report.targetKind}, ${report.targetId}, ${report.targetUserId}, ${report.reason},
        ${report.detail}, ${report.excerpt}, ${openKey(report)})
      ON CONFLICT (open_key) DO NOTHING
      RETURNING id`;
    return rows[0]?.id ?? null;
  }

  /** A page of targets with open reports (of one kind or all), the most recently reported first. */
  listOpenGroups(
    kind: ReportTarget | undefined,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<OpenGroup[]> {
    const ofKind = kind ? Prisma.sql`AND target_kind = ${kind}` : Prisma.empty;
    return db.$queryRaw<OpenGroup[]>`
      SELECT target_kind, target_id, max(target_user_id) AS target_user_id,
        (array_agg(excerpt ORDER BY id DESC))[1] AS excerpt,
        count(*)::int AS count,
        (count(*) FILTER (WHERE reason = 'spam'))::int AS spam,
        (count(*) FILTER (WHERE reason = 'abuse'))::int AS abuse,
        (count(*) FILTER (WHERE reason = 'illegal'))::int AS illegal,
        (count(*) FILTER (WHERE reason = 'other'))::int AS other,
        coalesce((array_agg(detail ORDER BY id DESC) FILTER (WHERE detail <> ''))[1:5], '{}') AS details,
        max(created_at) AS last_at
      FROM community.reports
      WHERE status = 'open' ${ofKind}
      GROUP BY target_kind, target_id
      ORDER BY max(created_at) DESC, max(id) DESC
      OFFSET ${skip} LIMIT ${take}`;
  }

  async countOpenGroups(kind: ReportTarget | undefined, db: Db = this.prisma): Promise<number> {
    const ofKind = kind ? Prisma.sql`AND target_kind = ${kind}` : Prisma.empty;
    const rows = await db.$queryRaw<{ n: number }[]>`
      SELECT count(DISTINCT (target_kind, target_id))::int AS n FROM community.reports WHERE status = 'open' ${ofKind}`;
    return rows[0]?.n ?? 0;
  }

  /** The author or user an open report of the target names, or null when none is open. */
  async findOpenTarget(
    kind: ReportTarget,
    id: number,
    db: Db = this.prisma,
  ): Promise<{ targetUserId: number; excerpt: string } | null> {
    return db.communityReport.findFirst({
      where: { status: 'open', targetKind: kind, targetId: id },
      orderBy: { id: 'desc' },
      select: { targetUserId: true, excerpt: true },
    });
  }

  /** Closes every open report of the target with the administrator's outcome; answers how many it closed. */
  async closeOpen(
    kind: ReportTarget,
    id: number,
    outcome: string,
    adminId: number,
    at: Date,
    db: Db = this.prisma,
  ): Promise<number> {
    const closed = await db.communityReport.updateMany({
      where: { status: 'open', targetKind: kind, targetId: id },
      data: { status: outcome, openKey: null, closedAt: at, closedBy: adminId },
    });
    return closed.count;
  }
}
