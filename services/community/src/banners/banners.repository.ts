import { Injectable } from '@nestjs/common';
import { CommunityBanner, Db, Prisma, PrismaService } from '@arena/shared';

export type BannerColumns = Omit<Prisma.CommunityBannerUncheckedCreateInput, 'id'>;

/** `community_banner`: the home page's carousel. */
@Injectable()
export class BannersRepository {
  constructor(private readonly prisma: PrismaService) {}

  listEnabled(db: Db = this.prisma): Promise<CommunityBanner[]> {
    return db.communityBanner.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  /** Every banner, enabled or not, in the carousel's order (administrators). */
  listAll(db: Db = this.prisma): Promise<CommunityBanner[]> {
    return db.communityBanner.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  /** The sort a new banner takes: after every other. */
  async nextSort(db: Db = this.prisma): Promise<number> {
    const last = await db.communityBanner.aggregate({ _max: { sort: true } });
    return (last._max.sort ?? -1) + 1;
  }

  insert(banner: BannerColumns, db: Db = this.prisma): Promise<CommunityBanner> {
    return db.communityBanner.create({ data: banner });
  }

  update(id: number, change: Partial<BannerColumns>, db: Db = this.prisma): Promise<CommunityBanner> {
    return db.communityBanner.update({ where: { id }, data: change });
  }

  /** Reads the banner for a change, holding its row until the transaction ends. */
  async lockById(id: number, db: Db = this.prisma): Promise<CommunityBanner | null> {
    await db.$executeRaw`SELECT 1 FROM community.banners WHERE id = ${id} FOR UPDATE`;
    return db.communityBanner.findUnique({ where: { id } });
  }

  /** Gives each banner its place in `ids` as its sort, in one statement. */
  async setOrder(ids: number[], db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`
      UPDATE community.banners b SET sort = x.n - 1
      FROM unnest(${ids}::int[]) WITH ORDINALITY AS x(id, n)
      WHERE b.id = x.id`;
  }

  /** Which of `ids` exist. */
  async existing(ids: number[], db: Db = this.prisma): Promise<number[]> {
    return (await db.communityBanner.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((b) => b.id);
  }
}
