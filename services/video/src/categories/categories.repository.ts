import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, VideoCategory } from '@arena/shared';

/** Which categories a list shows: the recommended ones, those matching a keyword, those a user chose (each when given). */
export interface CategoryFilter {
  recommended?: boolean;
  keyword?: string;
  followerId?: number;
}

/** A category with its number of videos and, when asked for a user, whether that user chose it. */
export type CategoryRow = VideoCategory & { _count: { videos: number }; followers?: { userId: number }[] };

function categoriesWhere({ recommended, keyword, followerId }: CategoryFilter): Prisma.VideoCategoryWhereInput {
  const like = { contains: keyword, mode: 'insensitive' } as const;
  return {
    ...(recommended ? { recommended: true } : {}),
    ...(keyword !== undefined ? { OR: [{ nameZh: like }, { nameEn: like }, { nameVi: like }] } : {}),
    ...(followerId !== undefined ? { followers: { some: { userId: followerId } } } : {}),
  };
}

/** `video_category` and each user's own selection of them (`my_video_category`). */
@Injectable()
export class CategoriesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** In the table's order; `userId` adds whether that user chose each one. */
  list(filter: CategoryFilter, userId: number | undefined, db: Db = this.prisma): Promise<CategoryRow[]> {
    return db.videoCategory.findMany({
      where: categoriesWhere(filter),
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      include: {
        _count: { select: { videos: true } },
        followers: userId ? { where: { userId }, select: { userId: true } } : false,
      },
    });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.videoCategory.findUnique({ where: { id }, select: { id: true } }));
  }

  findByCode(code: string, db: Db = this.prisma): Promise<VideoCategory | null> {
    return db.videoCategory.findUnique({ where: { code } });
  }

  /** The first category in the table's order. */
  findFirst(db: Db = this.prisma): Promise<VideoCategory | null> {
    return db.videoCategory.findFirst({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  /** Answers how many rows it removed (0 when the user had not chosen it). */
  async removeMine(userId: number, categoryId: number, db: Db = this.prisma): Promise<number> {
    return (await db.myVideoCategory.deleteMany({ where: { userId, categoryId } })).count;
  }

  async addMine(userId: number, categoryId: number, db: Db = this.prisma): Promise<void> {
    await db.myVideoCategory.createMany({ data: [{ userId, categoryId }], skipDuplicates: true });
  }
}
