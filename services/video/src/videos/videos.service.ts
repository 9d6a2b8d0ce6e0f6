import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, Lang, Page, PageInput } from '@arena/shared';
import { VideoFiles } from '../files/video-files';
import { ReactionsRepository } from '../reactions/reactions.repository';
import { presentVideo, VideoItem } from './video.schemas';
import { VideoFilter, VideosRepository } from './videos.repository';

/** Lists, one video, deleting one's own. */
@Injectable()
export class VideosService {
  constructor(
    private readonly videos: VideosRepository,
    private readonly reactions: ReactionsRepository,
    private readonly files: VideoFiles,
  ) {}

  async list(filter: VideoFilter, order: 'new' | 'hot', page: PageInput, lang: Lang): Promise<Page<VideoItem>> {
    const [rows, total] = await Promise.all([
      this.videos.list(filter, order, (page.page - 1) * page.limit, page.limit),
      this.videos.count(filter),
    ]);
    return { list: rows.map((row) => presentVideo(row, lang)), total, page: page.page, limit: page.limit };
  }

  /** The most watched videos, of a category when given (the home page's block, a video's related ones). */
  async featured(
    input: { classificationId?: number; excludeId?: number; limit: number },
    lang: Lang,
  ): Promise<VideoItem[]> {
    const rows = await this.videos.listMostWatched(input.classificationId, input.excludeId, input.limit);
    return rows.map((row) => presentVideo(row, lang));
  }

  async info(id: number, user: AuthUser | undefined, lang: Lang) {
    const row = await this.videos.findById(id);
    if (!row) throw AppError.fail('video.not_found');
    const [liked, favorite] = user
      ? await Promise.all([this.reactions.countVideoLikes(id, user.id), this.reactions.countFavorites(id, user.id)])
      : [0, 0];
    return {
      ...presentVideo(row, lang),
      description: row.description,
      is_like: liked ? 1 : 0,
      is_favorite: favorite ? 1 : 0,
      is_mine: user?.id === row.userId ? 1 : 0,
    } as const;
  }

  /** Only its author (or an administrator) deletes a video; its own files go with it. */
  async delete(id: number, user: AuthUser): Promise<{ id: number }> {
    const row = await this.videos.findOwner(id);
    if (!row) throw AppError.fail('video.not_found');
    if (row.userId !== user.id && user.role !== 'admin') throw AppError.fail('video.not_yours');
    await this.videos.delete(id);
    if (row.filesDir) await this.files.remove(row.filesDir);
    return { id };
  }
}
