import { Injectable } from '@nestjs/common';
import { DomainEvents, PrismaService } from '@arena/shared';
import { ProfileCache } from '../profile/profile-cache';
import { Nobility } from './nobility';

/**
 * The account service's copy of each user's noble tier (account.noble_statuses), written only from
 * the gifts service's `guard.changed` events, so Member/info never calls the gifts service.
 */
@Injectable()
export class NobilityService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly profiles: ProfileCache,
  ) {}

  async of(userId: number): Promise<Nobility | null> {
    return this.prisma.nobleStatus.findUnique({ where: { userId }, select: { level: true, expiresAt: true } });
  }

  /**
   * Keeps the newest state: per user the gifts service's versions only grow, so a repeated or late
   * event changes nothing. One statement, idempotent without a record of processed events.
   */
  async apply(change: DomainEvents['guard.changed']): Promise<void> {
    const written = await this.prisma.$executeRaw`
      INSERT INTO "account"."noble_statuses" ("user_id", "level", "expires_at", "version", "updated_at")
      VALUES (${change.userId}, ${change.level}, ${new Date(change.expiresAt)}, ${change.version}, CURRENT_TIMESTAMP)
      ON CONFLICT ("user_id") DO UPDATE
        SET "level" = EXCLUDED."level", "expires_at" = EXCLUDED."expires_at", "version" = EXCLUDED."version", "updated_at" = EXCLUDED."updated_at"
        WHERE "noble_statuses"."version" < EXCLUDED."version"`;
    if (written > 0) await this.profiles.changed(change.userId);
  }
}
