import { Injectable } from '@nestjs/common';
import { AppError, Lang, Prisma, PrismaService } from '@arena/shared';
import { categoryName } from '../videos/video.schemas';

export interface CategoryView {
  id: number;
  name: string;
  icon: string;
  recommended: 0 | 1;
  videos: number;
  is_mine: 0 | 1;
}

/** Video categories and each user's own selection of them. */
@Injectable()
export class CategoriesService {
  constructor(private readonly prisma: PrismaService) {}

  list(where: Prisma.VideoCategoryWhereInput, lang: Lang, userId?: number): Promise<CategoryView[]> {
    return this.prisma.videoCategory
      .findMany({
        where,
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
        include: { _count: { select: { videos: true } }, followers: userId ? { where: { userId }, select: { userId: true } } : false },
      })
      .then((rows) =>
        rows.map((row) => ({
          id: row.id,
          name: categoryName(row, lang),
          icon: row.icon,
          recommended: row.recommended ? 1 : 0,
          videos: row._count.videos,
          is_mine: 'followers' in row && Array.isArray(row.followers) && row.followers.length > 0 ? 1 : 0,
        })),
      );
  }

  search(keyword: string, lang: Lang, userId?: number): Promise<CategoryView[]> {
    const like = { contains: keyword, mode: 'insensitive' } as const;
    return this.list({ OR: [{ nameZh: like }, { nameEn: like }, { nameVi: like }] }, lang, userId);
  }

  mine(userId: number, lang: Lang): Promise<CategoryView[]> {
    return this.list({ followers: { some: { userId } } }, lang, userId);
  }

  /** Adds the category to the user's own, or removes it when it is there already. */
  async toggleMine(userId: number, categoryId: number): Promise<0 | 1> {
    if (!(await this.prisma.videoCategory.findUnique({ where: { id: categoryId }, select: { id: true } }))) throw AppError.fail('video.category_not_found');
    const removed = await this.prisma.myVideoCategory.deleteMany({ where: { userId, categoryId } });
    if (removed.count) return 0;
    await this.prisma.myVideoCategory.createMany({ data: [{ userId, categoryId }], skipDuplicates: true });
    return 1;
  }
}
