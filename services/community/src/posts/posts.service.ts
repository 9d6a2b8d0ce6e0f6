import { Injectable } from '@nestjs/common';
import { AppError, EventBus, isUniqueViolation, Lang, Page, Transactions } from '@arena/shared';
import { Authors } from '../authors/authors';
import { CirclesRepository } from '../circles/circles.repository';
import { CirclesService } from '../circles/circles.service';
import { pick } from '../localised';
import { TextMask } from '../moderation/text-mask';
import { LikeNotices } from '../notifications/like-notices';
import { PostImages } from './post-images';
import { PostVideos } from './post-videos';
import { PostFilter, PostsRepository, PostWithCircle } from './posts.repository';
import { LikeView, PostView } from './posts.schemas';

/** "Hottest" looks at the posts of the last 30 days. */
const HOT_WINDOW_MS = 30 * 86_400_000;

@Injectable()
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly circleRows: CirclesRepository,
    private readonly transactions: Transactions,
    private readonly circles: CirclesService,
    private readonly images: PostImages,
    private readonly videos: PostVideos,
    private readonly authors: Authors,
    private readonly textMask: TextMask,
    private readonly likeNotices: LikeNotices,
    private readonly events: EventBus,
  ) {}

  async publish(
    userId: number,
    input: { circle_id: number; content: string; images: string[]; video_id?: number },
    lang: Lang,
  ): Promise<PostView> {
    await this.circles.get(input.circle_id);
    if (input.video_id && input.images.length) throw AppError.fail('community.images_and_video');
    const images = await this.images.check(input.images, lang);
    const video = input.video_id
      ? { id: input.video_id, ...(await this.videos.check(input.video_id, userId, lang)) }
      : undefined;
    const [author, content] = await Promise.all([this.authors.of(userId, lang), this.textMask.mask(input.content)]);
    const post = await this.transactions.run(async (tx) => {
      const created = await this.posts
        .insert(
          {
            circleId: input.circle_id,
            userId,
            authorName: author.name,
            authorAvatar: author.avatar,
            content,
            images,
            video,
          },
          tx,
        )
        .catch((error: unknown) => {
          // The video's unique index: one post per video.
          if (video && isUniqueViolation(error)) throw AppError.fail('community.video_in_use');
          throw error;
        });
      await this.circleRows.incrementPosts(input.circle_id, tx);
      return created;
    });
    await this.announce(post.id, false);
    return this.view(post, new Set(), lang);
  }

  async info(id: number, userId: number | undefined, lang: Lang): Promise<PostView> {
    const post = await this.posts.findById(id);
    if (!post || (post.hiddenAt && post.userId !== userId)) throw AppError.fail('community.post_not_found');
    const [fresh] = await this.withCurrentVideos([post]);
    return this.view(fresh, await this.likedBy(userId, [id]), lang);
  }

  /** A circle's posts (or every circle's), newest first or hottest (likes, then comments) first. */
  async feed(
    filter: { circleId?: number; order: 'new' | 'hot' },
    page: { page: number; limit: number },
    userId: number | undefined,
    lang: Lang,
  ) {
    const createdSince = filter.order === 'hot' ? new Date(Date.now() - HOT_WINDOW_MS) : undefined;
    return this.page({ circleId: filter.circleId, createdSince, viewerId: userId }, filter.order, page, userId, lang);
  }

  byUser(authorId: number, page: { page: number; limit: number }, userId: number | undefined, lang: Lang) {
    return this.page({ userId: authorId, viewerId: userId }, 'new', page, userId, lang);
  }

  /** Only the author deletes a post; its comments, likes and video go with it. */
  async delete(id: number, userId: number): Promise<void> {
    const post = await this.posts.findOwner(id);
    if (!post) throw AppError.fail('community.post_not_found');
    if (post.userId !== userId) throw AppError.fail('community.not_yours');
    await this.transactions.run(async (tx) => {
      if (!(await this.posts.deleteOwn(id, userId, tx))) return;
      await this.circleRows.decrementPosts(post.circleId, tx);
      if (post.videoId) await this.videos.remove(post.videoId);
    });
    await this.announce(id, true);
  }

  /**
   * Tells the search index after the commit (community has no outbox: a Redis failure here loses
   * the event, and the post is indexed at the search service's next backfill; decision 048). The
   * change itself stands either way.
   */
  private async announce(postId: number, removed: boolean): Promise<void> {
    await this.events.publish('post.changed', { postId, removed }).catch(() => undefined);
  }

  /** Likes, or takes the like back: once per user. */
  async toggleLike(id: number, userId: number): Promise<LikeView> {
    const { view, post } = await this.transactions.run(async (tx) => {
      const liked = await this.posts.findAuthorAndText(id, tx);
      if (!liked) throw AppError.fail('community.post_not_found');
      const added = await this.posts.addLike(id, userId, tx);
      // Concurrent toggles: each counts only the row it really added or removed.
      const removed = added ? 0 : await this.posts.removeLike(id, userId, tx);
      const likeCount = await this.posts.addToLikeCount(id, (added ? 1 : 0) - removed, tx);
      return { view: { is_like: added ? 1 : 0, like_count: likeCount } as LikeView, post: added ? liked : null };
    });
    if (post)
      await this.likeNotices.liked(
        { kind: 'post_like', id, ownerId: post.userId, postId: id, content: post.content },
        userId,
      );
    return view;
  }

  private async page(
    filter: PostFilter,
    order: 'new' | 'hot',
    page: { page: number; limit: number },
    userId: number | undefined,
    lang: Lang,
  ): Promise<Page<PostView>> {
    const [listed, total] = await Promise.all([
      this.posts.list(filter, order, (page.page - 1) * page.limit, page.limit),
      this.posts.count(filter),
    ]);
    const rows = await this.withCurrentVideos(listed);
    const liked = await this.likedBy(
      userId,
      rows.map((row) => row.id),
    );
    return { list: rows.map((row) => this.view(row, liked, lang)), total, page: page.page, limit: page.limit };
  }

  /**
   * Posts whose video was still processing, with the video service's word on it now; a change is
   * written down, so a ready video is asked about no more (reads catch up, as experts' grades do).
   */
  private async withCurrentVideos(posts: PostWithCircle[]): Promise<PostWithCircle[]> {
    const waiting = posts.flatMap((post) => (post.videoId && post.videoStatus === 'processing' ? [post.videoId] : []));
    const current = await this.videos.current(waiting);
    const changed = new Map([...current].filter(([, copy]) => copy.videoStatus !== 'processing'));
    if (!changed.size) return posts;
    await this.posts.setVideos(changed);
    return posts.map((post) =>
      post.videoId && changed.has(post.videoId) ? { ...post, ...changed.get(post.videoId) } : post,
    );
  }

  private async likedBy(userId: number | undefined, postIds: number[]): Promise<Set<number>> {
    if (!userId || !postIds.length) return new Set();
    return new Set(await this.posts.likedAmong(userId, postIds));
  }

  private view(post: PostWithCircle, liked: Set<number>, lang: Lang): PostView {
    return {
      id: post.id,
      circle_id: post.circleId,
      circle_name: pick(post.circle, 'name', lang),
      uid: post.userId,
      user_nickname: post.authorName,
      avatar: post.authorAvatar,
      content: post.content,
      images: post.images,
      video:
        post.videoId && post.videoStatus
          ? {
              id: post.videoId,
              status: post.videoStatus as 'processing' | 'ready' | 'failed',
              url: post.videoUrl,
              poster: post.videoPoster,
              duration_seconds: post.videoSeconds,
            }
          : null,
      like_count: post.likeCount,
      comment_count: post.commentCount,
      is_like: liked.has(post.id) ? 1 : 0,
      create_time: post.createdAt.toISOString(),
      is_hidden: post.hiddenAt ? 1 : 0,
    };
  }
}
