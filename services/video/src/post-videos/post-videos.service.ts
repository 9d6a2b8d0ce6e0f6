import { Injectable } from '@nestjs/common';
import { PostVideo } from '@arena/contracts';
import { AppError, AuthUser, Lang } from '@arena/shared';
import { CategoriesRepository } from '../categories/categories.repository';
import { VideosRepository } from '../videos/videos.repository';
import { VideosService } from '../videos/videos.service';

/**
 * Videos uploaded for community posts (decision 053): made from the caller's finished upload like
 * any upload (`post` kind: not in the video lists), told to the community by id, deleted with their post.
 */
@Injectable()
export class PostVideosService {
  constructor(
    private readonly videos: VideosService,
    private readonly rows: VideosRepository,
    private readonly categories: CategoriesRepository,
  ) {}

  /** The category is the circle's sport when there is one of that code (the player's label), else the first. */
  async create(uploadId: string, sport: string | undefined, user: AuthUser, lang: Lang) {
    const category = (sport ? await this.categories.findByCode(sport) : null) ?? (await this.categories.findFirst());
    if (!category) throw AppError.fail('video.category_not_found');
    return this.videos.insert({ title: '', categoryId: category.id, uploadId, kind: 'post' }, user, lang);
  }

  async describe(ids: number[]): Promise<PostVideo[]> {
    const rows = await this.rows.listForPosts(ids);
    return rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      kind: row.kind as PostVideo['kind'],
      status: row.status as PostVideo['status'],
      source_bytes: row.sourceBytes,
      url: row.url,
      poster: row.poster,
      duration_seconds: row.durationSeconds,
    }));
  }

  delete(id: number): Promise<boolean> {
    return this.videos.deletePostVideo(id);
  }
}
