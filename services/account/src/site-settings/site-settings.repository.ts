import { Injectable } from '@nestjs/common';
import { Db, PrismaService, SiteSetting } from '@arena/shared';

/** `account.site_settings`: a row per key that was set. */
@Injectable()
export class SiteSettingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  listByKeys(keys: readonly string[], db: Db = this.prisma): Promise<SiteSetting[]> {
    return db.siteSetting.findMany({ where: { key: { in: [...keys] } } });
  }

  /**
   * Sets each key given to its value, or deletes its row for null (back to the default), all in one
   * transaction: one change of the settings. On the client only (it opens its own transaction).
   */
  async save(values: readonly [key: string, value: string | null][], adminId: number): Promise<void> {
    const changes = values.map(([key, value]) =>
      value === null
        ? this.prisma.siteSetting.deleteMany({ where: { key } })
        : this.prisma.siteSetting.upsert({
            where: { key },
            create: { key, value, updatedBy: adminId },
            update: { value, updatedBy: adminId },
          }),
    );
    await this.prisma.$transaction(changes);
  }
}
