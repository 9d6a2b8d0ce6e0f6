import { Injectable } from '@nestjs/common';
import { AppError, ImRestrictionKind } from '@arena/shared';
import { RestrictionsRepository } from './restrictions.repository';

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
  constructor(private readonly restrictions: RestrictionsRepository) {}

  async set(groupId: string, imId: string, kind: ImRestrictionKind, seconds?: number): Promise<RestrictionView> {
    const until = seconds ? new Date(Date.now() + seconds * 1000) : null;
    await this.restrictions.set(groupId, imId, kind, until);
    return { groupId, userId: imId, kind, until: until?.getTime() ?? null };
  }

  async lift(groupId: string, imId: string, kind: ImRestrictionKind): Promise<void> {
    await this.restrictions.remove(groupId, imId, kind);
  }

  async active(groupId: string): Promise<RestrictionView[]> {
    const rows = await this.restrictions.listActive(groupId, new Date());
    return rows.map((row) => ({ groupId, userId: row.imId, kind: row.kind, until: row.until?.getTime() ?? null }));
  }

  /** Refuses a shielded or muted sender; an expired mute no longer counts. */
  async assertMaySend(groupId: string, imId: string): Promise<void> {
    const rows = await this.restrictions.listOf(groupId, imId);
    const now = Date.now();
    const live = rows.filter((row) => !row.until || row.until.getTime() > now);
    if (live.some((row) => row.kind === 'shield')) throw AppError.fail('im.shielded');
    if (live.some((row) => row.kind === 'mute')) throw AppError.fail('im.muted');
  }
}
