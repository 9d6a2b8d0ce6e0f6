import { Injectable } from '@nestjs/common';
import { AppError, EventBus, PageInput, PrismaService } from '@arena/shared';

/** Who follows which streamer; the live service keeps a copy fed by `follow.changed`. */
@Injectable()
export class FollowsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: EventBus,
  ) {}

  /** Follows or unfollows; returns the new state and the streamer's fan count. */
  async toggle(followerId: number, anchorId: number): Promise<{ following: boolean; fans: number }> {
    if (anchorId === followerId) throw AppError.fail('account.follow_self');
    const anchor = await this.prisma.user.findUnique({ where: { id: anchorId }, select: { id: true } });
    if (!anchor) throw AppError.fail('account.user_not_found');
    const key = { followerId, anchorId };
    // deleteMany/createMany with skipDuplicates keep the toggle safe under double clicks.
    const { count } = await this.prisma.follow.deleteMany({ where: key });
    const following = count === 0;
    if (following) await this.prisma.follow.createMany({ data: [key], skipDuplicates: true });
    // Newest change wins in the live service's copy.
    await this.events.publish('follow.changed', { followerId, anchorId, following, at: new Date().toISOString() });
    return { following, fans: await this.prisma.follow.count({ where: { anchorId } }) };
  }

  /** The streamers a user follows, newest first, with each one's fan count. */
  async followedBy(followerId: number, page: PageInput) {
    const where = { followerId };
    const [rows, total] = await Promise.all([
      this.prisma.follow.findMany({
        where,
        orderBy: { createdAt: 'desc' },
        skip: (page.page - 1) * page.limit,
        take: page.limit,
        include: { anchor: { select: { id: true, nickname: true, avatar: true, isAnchor: true } } },
      }),
      this.prisma.follow.count({ where }),
    ]);
    const fans = await this.prisma.follow.groupBy({ by: ['anchorId'], where: { anchorId: { in: rows.map((r) => r.anchorId) } }, _count: true });
    const fansOf = new Map(fans.map((f) => [f.anchorId, f._count]));
    return {
      list: rows.map((r) => ({
        id: r.anchor.id,
        user_nickname: r.anchor.nickname,
        avatar: r.anchor.avatar,
        is_anchor: r.anchor.isAnchor ? 1 : 0,
        fans: fansOf.get(r.anchorId) ?? 0,
        followed_at: r.createdAt.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }
}
