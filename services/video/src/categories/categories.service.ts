import { Injectable } from '@nestjs/common';
import { AppError, Lang } from '@arena/shared';
import { categoryName } from '../videos/video.schemas';
import { CategoriesRepository, CategoryFilter } from './categories.repository';

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
  constructor(private readonly categories: CategoriesRepository) {}

  list(filter: CategoryFilter, lang: Lang, userId?: number): Promise<CategoryView[]> {
    return this.categories.list(filter, userId).then((rows) =>
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
    return this.list({ keyword }, lang, userId);
  }

  mine(userId: number, lang: Lang): Promise<CategoryView[]> {
    return this.list({ followerId: userId }, lang, userId);
  }

  /** Adds the category to the user's own, or removes it when it is there already. */
  async toggleMine(userId: number, categoryId: number): Promise<0 | 1> {
    if (!(await this.categories.exists(categoryId))) throw AppError.fail('video.category_not_found');
    const removed = await this.categories.removeMine(userId, categoryId);
    if (removed) return 0;
    await this.categories.addMine(userId, categoryId);
    return 1;
  }
}
