import { Injectable } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, AuthUser, EventBus, Lang, Page, PageInput, ServiceClient, translate } from '@arena/shared';
import { CategoriesRepository } from '../categories/categories.repository';
import { VideoFiles } from '../files/video-files';
import { ReactionsRepository } from '../reactions/reactions.repository';
import { TranscodingWorker } from '../transcoding/transcoding.worker';
import { VideoUploads } from '../uploads/video-uploads';
import { presentVideo, VideoItem } from './video.schemas';
import { VideoFilter, VideoOwner, VideosRepository } from './videos.repository';

/** What an uploader says of their video (Video_user/insert; a post's video has no title). */
export interface UploadedVideoInput {
  title: string;
  description?: string;
  categoryId: number;
  uploadId: string;
  /** `post`: uploaded for a community post, shown there only. */
  kind?: 'clip' | 'post';
}

/** Lists, one video, posting an uploaded one, deleting one's own. */
@Injectable()
export class VideosService {
  constructor(
    private readonly videos: VideosRepository,
    private readonly reactions: ReactionsRepository,
    private readonly files: VideoFiles,
    private readonly categories: CategoriesRepository,
    private readonly uploads: VideoUploads,
    private readonly transcoding: TranscodingWorker,
    private readonly services: ServiceClient,
    private readonly events: EventBus,
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
    // An upload still transcoding, or failed, is its author's alone.
    if (!row || (row.status !== 'ready' && row.userId !== user?.id)) throw AppError.fail('video.not_found');
    const [liked, favorite] = user
      ? await Promise.all([this.reactions.countVideoLikes(id, user.id), this.reactions.countFavorites(id, user.id)])
      : [0, 0];
    return {
      ...presentVideo(row, lang),
      description: row.description,
      is_like: liked ? 1 : 0,
      is_favorite: favorite ? 1 : 0,
      is_mine: user?.id === row.userId ? 1 : 0,
      failure_reason: row.status === 'failed' && row.failureKey ? translate(row.failureKey, lang) : '',
    } as const;
  }

  /**
   * Makes a video of the caller's finished upload (read again by ffprobe: its bytes decide) and
   * schedules its transcoding; it is listed once ready. Posting the same upload again answers the same video.
   */
  async insert(input: UploadedVideoInput, user: AuthUser, lang: Lang): Promise<{ id: number; status: 'transcoding' }> {
    const posted = await this.videos.findByUpload(input.uploadId);
    if (posted && posted.userId === user.id) return { id: posted.id, status: 'transcoding' };
    if (!(await this.categories.exists(input.categoryId))) throw AppError.fail('video.category_not_found');
    const upload = await this.uploads.finished(input.uploadId, user.id);
    const author = await this.services.call(accountContracts.userCard, { id: user.id }, { lang });
    const created = await this.videos.insertUploaded({
      userId: user.id,
      nickname: author.user_nickname,
      avatar: author.avatar,
      categoryId: input.categoryId,
      title: input.title,
      description: input.description ?? '',
      durationSeconds: Math.max(1, Math.round(upload.probe.durationSeconds)),
      uploadId: upload.id,
      sourceBytes: upload.bytes,
      kind: input.kind ?? 'clip',
    });
    // Posted meanwhile by a second call for the same upload.
    const id = created?.id ?? (await this.videos.findByUpload(input.uploadId))!.id;
    await this.transcoding.schedule(id);
    return { id, status: 'transcoding' };
  }

  /** Only its author, a clip's cutter or an administrator deletes a video; its own files go with it. */
  async delete(id: number, user: AuthUser): Promise<{ id: number }> {
    const row = await this.videos.findOwner(id);
    if (!row) throw AppError.fail('video.not_found');
    // A clip is also its cutter's to delete.
    if (row.userId !== user.id && row.clippedBy !== user.id && user.role !== 'admin')
      throw AppError.fail('video.not_yours');
    await this.remove(row);
    return { id };
  }

  /** A post's video goes with its post (the community checked who deletes it); answers whether there was one. */
  async deletePostVideo(id: number): Promise<boolean> {
    const row = await this.videos.findOwner(id);
    if (!row || row.kind !== 'post') return false;
    await this.remove(row);
    return true;
  }

  private async remove(row: VideoOwner): Promise<void> {
    await this.videos.delete(row.id);
    if (row.filesDir) await this.files.remove(row.filesDir);
    // An upload not yet transcoded: its source goes too (a run under way notices and removes what it wrote).
    if (row.uploadId) await this.uploads.remove(row.uploadId);
    // The search index forgets it (published after the delete: the video service has no outbox; decision 048).
    await this.events.publish('video.changed', { videoId: row.id, removed: true }).catch(() => undefined);
  }
}
