import { Injectable } from '@nestjs/common';
import { AppError, CommunityPost, Lang, Page, Prisma, PrismaService } from '@arena/shared';
import { Authors } from '../authors/authors';
import { CirclesService } from '../circles/circles.service';
import { pick } from '../localised';
import { TextMask } from '../moderation/text-mask';
import { PostImages } from './post-images';
import { LikeView, PostView } from './posts.schemas';

type PostWithCircle = CommunityPost & { circle: { nameZh: string; nameEn: string; nameVi: string } };
const WITH_CIRCLE = { circle: { select: { nameZh: true, nameEn: true, nameVi: true } } } as const;
/** "Hottest" looks at the posts of the last 30 days. */
const HOT_WINDOW_MS = 30 * 86_400_000;

@Injectable()
export class PostsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly circles: CirclesService,
    private readonly images: PostImages,
    private readonly authors: Authors,
    private readonly textMask: TextMask,
  ) {}

  async publish(userId: number, input: { circle_id: number; content: string; images: string[] }, lang: Lang): Promise<PostView> {
    await this.circles.get(input.circle_id);
    const images = await this.images.check(input.images, lang);
    const [author, content] = await Promise.all([this.authors.of(userId, lang), this.textMask.mask(input.content)]);
    const post = await this.prisma.$transaction(async (tx) => {
      const created = await tx.communityPost.create({
        data: { circleId: input.circle_id, userId, authorName: author.name, authorAvatar: author.avatar, content, images },
        include: WITH_CIRCLE,
      });
      await tx.communityCircle.update({ where: { id: input.circle_id }, data: { postCount: { increment: 1 } } });
      return created;
    });
    return this.view(post, new Set(), lang);
  }

  async info(id: number, userId: number | undefined, lang: Lang): Promise<PostView> {
    const post = await this.prisma.communityPost.findUnique({ where: { id }, include: WITH_CIRCLE });
    if (!post) throw AppError.fail('community.post_not_found');
    return this.view(post, await this.likedBy(userId, [id]), lang);
  }

  /** A circle's posts (or every circle's), newest first or hottest (likes, then comments) first. */
  async feed(filter: { circleId?: number; order: 'new' | 'hot' }, page: { page: number; limit: number }, userId: number | undefined, lang: Lang) {
    const where: Prisma.CommunityPostWhereInput = {
      ...(filter.circleId ? { circleId: filter.circleId } : {}),
      ...(filter.order === 'hot' ? { createdAt: { gte: new Date(Date.now() - HOT_WINDOW_MS) } } : {}),
    };
    const orderBy: Prisma.CommunityPostOrderByWithRelationInput[] =
      filter.order === 'hot' ? [{ likeCount: 'desc' }, { commentCount: 'desc' }, { id: 'desc' }] : [{ createdAt: 'desc' }, { id: 'desc' }];
    return this.page(where, orderBy, page, userId, lang);
  }

  byUser(authorId: number, page: { page: number; limit: number }, userId: number | undefined, lang: Lang) {
    return this.page({ userId: authorId }, [{ createdAt: 'desc' }, { id: 'desc' }], page, userId, lang);
  }

  /** Only the author deletes a post; its comments and likes go with it. */
  async delete(id: number, userId: number): Promise<void> {
    const post = await this.prisma.communityPost.findUnique({ where: { id }, select: { userId: true, circleId: true } });
    if (!post) throw AppError.fail('community.post_not_found');
    if (post.userId !== userId) throw AppError.fail('community.not_yours');
    await this.prisma.$transaction(async (tx) => {
      const removed = await tx.communityPost.deleteMany({ where: { id, userId } });
      if (removed.count) await tx.communityCircle.update({ where: { id: post.circleId }, data: { postCount: { decrement: 1 } } });
    });
  }

  /** Likes, or takes the like back: once per user. */
  async toggleLike(id: number, userId: number): Promise<LikeView> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.communityPost.findUnique({ where: { id }, select: { id: true } }))) throw AppError.fail('community.post_not_found');
      const added = await tx.communityPostLike.createMany({ data: [{ postId: id, userId }], skipDuplicates: true });
      // Concurrent toggles: each counts only the row it really added or removed.
      const removed = added.count ? 0 : (await tx.communityPostLike.deleteMany({ where: { postId: id, userId } })).count;
      const post = await tx.communityPost.update({ where: { id }, data: { likeCount: { increment: added.count - removed } }, select: { likeCount: true } });
      return { is_like: added.count ? 1 : 0, like_count: post.likeCount };
    });
  }

  private async page(
    where: Prisma.CommunityPostWhereInput,
    orderBy: Prisma.CommunityPostOrderByWithRelationInput[],
    page: { page: number; limit: number },
    userId: number | undefined,
    lang: Lang,
  ): Promise<Page<PostView>> {
    const [rows, total] = await Promise.all([
      this.prisma.communityPost.findMany({ where, orderBy, skip: (page.page - 1) * page.limit, take: page.limit, include: WITH_CIRCLE }),
      this.prisma.communityPost.count({ where }),
    ]);
    const liked = await this.likedBy(userId, rows.map((row) => row.id));
    return { list: rows.map((row) => this.view(row, liked, lang)), total, page: page.page, limit: page.limit };
  }

  private async likedBy(userId: number | undefined, postIds: number[]): Promise<Set<number>> {
    if (!userId || !postIds.length) return new Set();
    const likes = await this.prisma.communityPostLike.findMany({ where: { userId, postId: { in: postIds } }, select: { postId: true } });
    return new Set(likes.map((like) => like.postId));
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
      like_count: post.likeCount,
      comment_count: post.commentCount,
      is_like: liked.has(post.id) ? 1 : 0,
      create_time: post.createdAt.toISOString(),
    };
  }
}
