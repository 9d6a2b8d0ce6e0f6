import { ImProfileGender } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { Db, ImProfile, PrismaService } from '@arena/shared';

/** A sender's card as group messages show it: profile and the marks kept beside it. */
export type SenderCard = Pick<ImProfile, 'imId' | 'nick' | 'avatar' | 'wealthLevel' | 'nobleLevel' | 'nobleExpiresAt'>;

/** `realtime.im_profiles`: messaging profiles, with the wealth level and noble tier copied in from events. */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(imId: string, db: Db = this.prisma): Promise<ImProfile | null> {
    return db.imProfile.findUnique({ where: { imId } });
  }

  listByIds(imIds: string[], db: Db = this.prisma): Promise<ImProfile[]> {
    return db.imProfile.findMany({ where: { imId: { in: imIds } } });
  }

  listSenderCards(imIds: string[], db: Db = this.prisma): Promise<SenderCard[]> {
    return db.imProfile.findMany({
      where: { imId: { in: imIds } },
      select: { imId: true, nick: true, avatar: true, wealthLevel: true, nobleLevel: true, nobleExpiresAt: true },
    });
  }

  upsert(
    imId: string,
    changes: { nick?: string; avatar?: string; gender?: ImProfileGender },
    db: Db = this.prisma,
  ): Promise<ImProfile> {
    return db.imProfile.upsert({ where: { imId }, create: { imId, ...changes }, update: changes });
  }

  /** The newest version of a user's noble tier wins, whatever order the events arrive in. */
  async setNoble(imId: string, level: number, expiresAt: Date, version: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`
          INSERT INTO "realtime"."im_profiles" ("im_id", "noble_level", "noble_expires_at", "noble_version", "updated_at")
          VALUES (${imId}, ${level}, ${expiresAt}, ${version}, now())
          ON CONFLICT ("im_id") DO UPDATE SET "noble_level" = EXCLUDED."noble_level", "noble_expires_at" = EXCLUDED."noble_expires_at",
            "noble_version" = EXCLUDED."noble_version", "updated_at" = now()
          WHERE "im_profiles"."noble_version" < EXCLUDED."noble_version"`;
  }

  /** Levels only rise: a late redelivery of an older level changes nothing. */
  async raiseWealthLevel(imId: string, level: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`
          INSERT INTO "realtime"."im_profiles" ("im_id", "wealth_level", "updated_at") VALUES (${imId}, ${level}, now())
          ON CONFLICT ("im_id") DO UPDATE SET "wealth_level" = GREATEST("im_profiles"."wealth_level", EXCLUDED."wealth_level"), "updated_at" = now()`;
  }
}
