import { Injectable } from '@nestjs/common';
import { CommunityPost, Db, Prisma, PrismaService } from '@arena/shared';
import type { PostVideoCopy } from './post-videos';

export type PostWithCircle = CommunityPost & { circle: { nameZh: string; nameEn: string; nameVi: string } };
const WITH_CIRCLE = { circle: { select: { nameZh: true, nameEn: true, nameVi: true } } } as const;

export interface PostOwnerAndState {
  userId: number;
  circleId: number;
  postId: number;
  content: string;
  hiddenAt: Date | null;
  videoId: number | null;
}

/** Which posts a page shows: of a circle, of an author, created since a moment (each when given). */
export interface PostFilter {
  circleId?: number;
  userId?: number;
  createdSince?: Date;
  /** Who reads: hidden posts are left out, but for their own author. */
  viewerId?: number;
}

function postsWhere(filter: PostFilter): Prisma.CommunityPostWhereInput {
  return {
    ...(filter.circleId ? { circleId: filter.circleId } : {}),
    ...(filter.userId !== undefined ? { userId: filter.userId } : {}),
    ...(filter.createdSince ? { createdAt: { gte: filter.createdSince } } : {}),
    OR: [{ hiddenAt: null }, ...(filter.viewerId ? [{ userId: filter.viewerId }] : [])],
  };
}

const copyFields = (copy: PostVideoCopy) => ({
  videoStatus: copy.videoStatus,
  videoUrl: copy.videoUrl,
  videoPoster: copy.videoPoster,
  videoSeconds: copy.videoSeconds,
});

/** Newest first, or hottest (likes, then comments) first. */
const ORDER_BY: Record<'new' | 'hot', Prisma.CommunityPostOrderByWithRelationInput[]> = {
  new: [{ createdAt: 'desc' }, { id: 'desc' }],
  hot: [{ likeCount: 'desc' }, { commentCount: 'desc' }, { id: 'desc' }],
};

/** `community_post` and its likes (`community_post_like`), with the counts kept on the post. */
@Injectable()
export class PostsRepository {
  constructor(private readonly prisma: PrismaService) {}

  insert(
    post: {
      circleId: number;
      userId: number;
      authorName: string;
      authorAvatar: string;
      content: string;
      images: string[];
      video?: { id: number } & PostVideoCopy;
    },
    db: Db = this.prisma,
  ): Promise<PostWithCircle> {
    const { video, ...fields } = post;
    const withVideo = video ? { videoId: video.id, ...copyFields(video) } : {};
    return db.communityPost.create({ data: { ...fields, ...withVideo }, include: WITH_CIRCLE });
  }

  findById(id: number, db: Db = this.prisma): Promise<PostWithCircle | null> {
    return db.communityPost.findUnique({ where: { id }, include: WITH_CIRCLE });
  }

  async exists(id: number, db: Db = this.prisma): Promise<boolean> {
    return !!(await db.communityPost.findUnique({ where: { id }, select: { id: true } }));
  }

  /** Who wrote the post, and what: its notifications name it. */
  findAuthorAndText(id: number, db: Db = this.prisma): Promise<{ userId: number; content: string } | null> {
    return db.communityPost.findUnique({ where: { id }, select: { userId: true, content: true } });
  }

  /** Who wrote the post, where, what, and whether it is hidden: a report and its action need them. */
  findOwnerAndState(id: number, db: Db = this.prisma): Promise<PostOwnerAndState | null> {
    return db.communityPost
      .findUnique({
        where: { id },
        select: { userId: true, circleId: true, content: true, hiddenAt: true, videoId: true },
      })
      .then((row) => (row ? { ...row, postId: id } : null));
  }

  /** Which of these videos a post names. */
  async postedVideoIds(videoIds: number[], db: Db = this.prisma): Promise<number[]> {
    const rows = await db.communityPost.findMany({ where: { videoId: { in: videoIds } }, select: { videoId: true } });
    return rows.flatMap((row) => (row.videoId === null ? [] : [row.videoId]));
  }

  /** Who wrote the post, where, and its video (deleted with it). */
  findOwner(
    id: number,
    db: Db = this.prisma,
  ): Promise<{ userId: number; circleId: number; videoId: number | null } | null> {
    return db.communityPost.findUnique({ where: { id }, select: { userId: true, circleId: true, videoId: true } });
  }

  /** The copies of posts' videos that changed (made ready, failed or gone), by video id. */
  async setVideos(copies: Map<number, PostVideoCopy>, db: Db = this.prisma): Promise<void> {
    for (const [videoId, copy] of copies)
      await db.communityPost.updateMany({ where: { videoId }, data: copyFields(copy) });
  }

  list(
    filter: PostFilter,
    order: 'new' | 'hot',
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<PostWithCircle[]> {
    return db.communityPost.findMany({
      where: postsWhere(filter),
      orderBy: ORDER_BY[order],
      skip,
      take,
      include: WITH_CIRCLE,
    });
  }

  count(filter: PostFilter, db: Db = this.prisma): Promise<number> {
    return db.communityPost.count({ where: postsWhere(filter) });
  }

  /** Deletes the post if `userId` wrote it (its comments and likes go with it); answers whether it did. */
  async deleteOwn(id: number, userId: number, db: Db = this.prisma): Promise<boolean> {
    return (await db.communityPost.deleteMany({ where: { id, userId } })).count > 0;
  }

  /** An administrator's hiding (a report acted on); answers whether the post exists. */
  async hide(id: number, at: Date, db: Db = this.prisma): Promise<boolean> {
    return (await db.communityPost.updateMany({ where: { id }, data: { hiddenAt: at } })).count > 0;
  }

  /** An administrator's deletion: its comments and likes go with it; answers whether it existed. */
  async deleteById(id: number, db: Db = this.prisma): Promise<boolean> {
    return (await db.communityPost.deleteMany({ where: { id } })).count > 0;
  }

  /** Adds the like unless there already; answers whether it was added. */
  async addLike(postId: number, userId: number, db: Db = this.prisma): Promise<boolean> {
    return (await db.communityPostLike.createMany({ data: [{ postId, userId }], skipDuplicates: true })).count > 0;
  }

  /** Answers how many rows it removed. */
  async removeLike(postId: number, userId: number, db: Db = this.prisma): Promise<number> {
    return (await db.communityPostLike.deleteMany({ where: { postId, userId } })).count;
  }

  /** Adds `delta` (maybe 0 or negative) to the post's like count; answers the new count. */
  async addToLikeCount(id: number, delta: number, db: Db = this.prisma): Promise<number> {
    return (
      await db.communityPost.update({
        where: { id },
        data: { likeCount: { increment: delta } },
        select: { likeCount: true },
      })
    ).likeCount;
  }

  /** Which of `postIds` the user liked. */
  async likedAmong(userId: number, postIds: number[], db: Db = this.prisma): Promise<number[]> {
    const likes = await db.communityPostLike.findMany({
      where: { userId, postId: { in: postIds } },
      select: { postId: true },
    });
    return likes.map((like) => like.postId);
  }

  async incrementComments(id: number, db: Db = this.prisma): Promise<void> {
    await db.communityPost.update({ where: { id }, data: { commentCount: { increment: 1 } } });
  }

  async decrementComments(id: number, by: number, db: Db = this.prisma): Promise<void> {
    await db.communityPost.update({ where: { id }, data: { commentCount: { decrement: by } } });
  }
}
