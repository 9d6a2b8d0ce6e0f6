import { Injectable } from '@nestjs/common';
import { DomainEvents } from '@arena/shared';
import { ProfileChanges } from '../profile/profile-changes';
import { Nobility } from './nobility';
import { NobilityRepository } from './nobility.repository';

/**
 * The account service's copy of each user's noble tier (account.noble_statuses), written only from
 * the gifts service's `guard.changed` events, so Member/info never calls the gifts service.
 */
@Injectable()
export class NobilityService {
  constructor(
    private readonly statuses: NobilityRepository,
    private readonly profiles: ProfileChanges,
  ) {}

  async of(userId: number): Promise<Nobility | null> {
    return this.statuses.findByUser(userId);
  }

  /**
   * Keeps the newest state: per user the gifts service's versions only grow, so a repeated or late
   * event changes nothing. One statement, idempotent without a record of processed events.
   */
  async apply(change: DomainEvents['guard.changed']): Promise<void> {
    const written = await this.statuses.upsertNewer(
      change.userId,
      change.level,
      new Date(change.expiresAt),
      change.version,
    );
    if (written > 0) await this.profiles.changed(change.userId);
  }
}
