import { Injectable, Logger } from '@nestjs/common';
import { PostVideo, videoContracts } from '@arena/contracts';
import { AppError, Lang, ServiceClient } from '@arena/shared';
import { communityConfig } from '../community.config';

/** A post's video as the post keeps it: `processing` until the video service has made it playable. */
export interface PostVideoCopy {
  videoStatus: 'processing' | 'ready' | 'failed';
  videoUrl: string;
  videoPoster: string;
  videoSeconds: number;
}

/** What a video row of the video service means for its post. */
export function copyOf(video: PostVideo): PostVideoCopy {
  const status = video.status === 'ready' ? 'ready' : video.status === 'failed' ? 'failed' : 'processing';
  return {
    videoStatus: status,
    videoUrl: status === 'ready' ? video.url : '',
    videoPoster: status === 'ready' ? video.poster : '',
    videoSeconds: video.duration_seconds,
  };
}

/**
 * A post's video is the video service's (decision 053): uploaded there (tus, then a transcoding job)
 * for this post, checked here before the post keeps its id, followed until ready, deleted with the post.
 */
@Injectable()
export class PostVideos {
  private readonly logger = new Logger('PostVideos');
  private readonly config = communityConfig();

  constructor(private readonly services: ServiceClient) {}

  /** The author's own video, uploaded for a post, under 50 MB and not failed: or the post is refused saying why. */
  async check(videoId: number, userId: number, lang: Lang): Promise<PostVideoCopy> {
    const [video] = (await this.services.call(videoContracts.postVideos, { ids: [videoId] }, { lang })).videos;
    if (!video) throw AppError.fail('community.video_not_found');
    if (video.user_id !== userId) throw AppError.fail('community.video_not_yours');
    if (video.kind !== 'post' || video.source_bytes === null) throw AppError.fail('community.video_not_for_post');
    if (video.source_bytes >= this.config.maxVideoBytes)
      throw AppError.fail('community.video_size', { max: `${Math.round(this.config.maxVideoBytes / 1024 / 1024)} MB` });
    if (video.status === 'failed') throw AppError.fail('community.video_failed');
    return copyOf(video);
  }

  /**
   * Where the videos of posts still processing stand now, by video id (a video deleted meanwhile is
   * `failed`). When the video service does not answer, nothing changed: the posts stay processing.
   */
  async current(videoIds: number[]): Promise<Map<number, PostVideoCopy>> {
    if (!videoIds.length) return new Map();
    try {
      const { videos } = await this.services.call(videoContracts.postVideos, { ids: videoIds });
      const found = new Map(videos.map((video) => [video.id, copyOf(video)]));
      const gone: PostVideoCopy = { videoStatus: 'failed', videoUrl: '', videoPoster: '', videoSeconds: 0 };
      return new Map(videoIds.map((id) => [id, found.get(id) ?? gone]));
    } catch (error) {
      this.logger.warn(`Videos of posts not refreshed: ${(error as Error).message}`);
      return new Map();
    }
  }

  /** Deletes the video of a post being deleted (called inside the post's transaction: a failure keeps the post). */
  async remove(videoId: number): Promise<void> {
    await this.services.call(videoContracts.deletePostVideo, { id: videoId });
  }
}
