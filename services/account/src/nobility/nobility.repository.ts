import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';
import { Nobility } from './nobility';

/** `account.noble_statuses`: each user's noble tier as the gifts service last announced it. */
@Injectable()
export class NobilityRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByUser(userId: number, db: Db = this.prisma): Promise<Nobility | null> {
    return db.nobleStatus.findUnique({ where: { userId }, select: { level: true, expiresAt: true } });
  }

  /** Writes the tier unless a version as new is stored (versions only grow per user); answers how many rows changed. */
  upsertNewer(userId: number, level: number, expiresAt: Date, version: number, db: Db = this.prisma): Promise<number> {
    return db.$executeRaw`
      INSERT INTO "account"."noble_statuses" ("user_id", "level", "expires_at", "version", "updated_at")
      VALUES (${userId}, ${level}, ${expiresAt}, ${version}, CURRENT_TIMESTAMP)
      ON CONFLICT ("user_id") DO UPDATE
        SET "level" = EXCLUDED."level", "expires_at" = EXCLUDED."expires_at", "version" = EXCLUDED."version", "updated_at" = EXCLUDED."updated_at"
        WHERE "noble_statuses"."version" < EXCLUDED."version"`;
  }
}
