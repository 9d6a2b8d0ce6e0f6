import { Injectable } from '@nestjs/common';
import { AppError, ImRestrictionKind, PrismaService } from '@arena/shared';

export interface RestrictionView {
  groupId: string;
  userId: string;
  kind: ImRestrictionKind;
  /** ms since epoch; null for "until lifted". */
  until: number | null;
}

/**
 * Mutes (the spec's taboo) and shields of users in a group, kept in the realtime service's own
 * table: the live service sets and lifts them through the internal endpoints.
 */
@Injectable()
export class RestrictionsService {
  constructor(private readonly prisma: PrismaService) {}

  async set(groupId: string, imId: string, kind: ImRestrictionKind, seconds?: number): Promise<RestrictionView> {
    const until = seconds ? new Date(Date.now() + seconds * 1000) : null;
    await this.prisma.imRestriction.upsert({
      where: { groupId_imId_kind: { groupId, imId, kind } },
      create: { groupId, imId, kind, until },
      update: { until, createdAt: new Date() },
    });
    return { groupId, userId: imId, kind, until: until?.getTime() ?? null };
  }

  async lift(groupId: string, imId: string, kind: ImRestrictionKind): Promise<void> {
    await this.prisma.imRestriction.deleteMany({ where: { groupId, imId, kind } });
  }

  async active(groupId: string): Promise<RestrictionView[]> {
    const rows = await this.prisma.imRestriction.findMany({
      where: { groupId, OR: [{ until: null }, { until: { gt: new Date() } }] },
      orderBy: { createdAt: 'desc' },
    });
    return rows.map((row) => ({ groupId, userId: row.imId, kind: row.kind, until: row.until?.getTime() ?? null }));
  }

  /** Refuses a shielded or muted sender; an expired mute no longer counts. */
  async assertMaySend(groupId: string, imId: string): Promise<void> {
    const rows = await this.prisma.imRestriction.findMany({ where: { groupId, imId } });
    const now = Date.now();
    const live = rows.filter((row) => !row.until || row.until.getTime() > now);
    if (live.some((row) => row.kind === 'shield')) throw AppError.fail('im.shielded');
    if (live.some((row) => row.kind === 'mute')) throw AppError.fail('im.muted');
  }
}
