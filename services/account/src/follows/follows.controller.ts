import { Controller, Get, Post } from '@nestjs/common';
import { AppError, AuthUser, CurrentUser, Endpoint, EventBus, fields, Input, PageInput, pageOf, PrismaService, withMessage } from '@arena/shared';
import { z } from 'zod';
import { FollowedOutput, ToggleOutput } from './follows.schemas';

const ToggleInput = z.object({ anchor_id: fields.id() });
@Controller('follows')
export class FollowsController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: EventBus,
  ) {}

  @Endpoint({ summary: 'Follow or unfollow a streamer (Member/attention)', auth: 'user', input: ToggleInput, output: ToggleOutput })
  @Post('toggle')
  async toggle(@Input() input: z.output<typeof ToggleInput>, @CurrentUser() auth: AuthUser) {
    if (input.anchor_id === auth.id) throw AppError.fail('account.follow_self');
    const anchor = await this.prisma.user.findUnique({ where: { id: input.anchor_id }, select: { id: true } });
    if (!anchor) throw AppError.fail('account.user_not_found');
    const key = { followerId_anchorId: { followerId: auth.id, anchorId: input.anchor_id } };
    // deleteMany/createMany with skipDuplicates keep the toggle safe under double clicks.
    const { count } = await this.prisma.follow.deleteMany({ where: key.followerId_anchorId });
    const following = count === 0;
    if (following) await this.prisma.follow.createMany({ data: [key.followerId_anchorId], skipDuplicates: true });
    // The live service keeps a copy for room info and the follow list (newest change wins).
    await this.events.publish('follow.changed', { followerId: auth.id, anchorId: input.anchor_id, following, at: new Date().toISOString() });
    const fans = await this.fans(input.anchor_id);
    return following ? withMessage('account.followed', { is_attention: 1, fans }) : withMessage('account.unfollowed', { is_attention: 0, fans });
  }

  @Endpoint({ summary: 'Streamers the user follows (User/attentionList)', auth: 'user', input: PageInput, output: pageOf(FollowedOutput) })
  @Get()
  async list(@Input() input: PageInput, @CurrentUser() auth: AuthUser) {
    const where = { followerId: auth.id };
    const [rows, total] = await Promise.all([
      this.prisma.follow.findMany({
        where,
        orderBy: { createdAt: 'desc' },
        skip: (input.page - 1) * input.limit,
        take: input.limit,
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
      page: input.page,
      limit: input.limit,
    };
  }

  private fans(anchorId: number): Promise<number> {
    return this.prisma.follow.count({ where: { anchorId } });
  }
}
