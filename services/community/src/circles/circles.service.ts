import { Injectable } from '@nestjs/common';
import { AppError, CommunityCircle, Lang, Page, PrismaService } from '@arena/shared';
import { pick } from '../localised';
import { CircleView } from './circles.schemas';

const KIND_ORDER = ['sport', 'competition', 'streamer'];

@Injectable()
export class CirclesService {
  constructor(private readonly prisma: PrismaService) {}

  /** Sports first, then competitions, then streamers' fan circles (busiest first). */
  async list(filter: { kind?: string; joined?: boolean }, page: { page: number; limit: number }, userId: number | undefined, lang: Lang): Promise<Page<CircleView>> {
    const where = {
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.joined ? { members: { some: { userId: userId ?? 0 } } } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.communityCircle.findMany({ where, orderBy: [{ sort: 'asc' }, { postCount: 'desc' }, { id: 'asc' }] }),
      this.prisma.communityCircle.count({ where }),
    ]);
    rows.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    const slice = rows.slice((page.page - 1) * page.limit, page.page * page.limit);
    return { list: await this.views(slice, userId, lang), total, page: page.page, limit: page.limit };
  }

  async info(id: number, userId: number | undefined, lang: Lang): Promise<CircleView> {
    const [view] = await this.views([await this.get(id)], userId, lang);
    return view;
  }

  async get(id: number): Promise<CommunityCircle> {
    const circle = await this.prisma.communityCircle.findUnique({ where: { id } });
    if (!circle) throw AppError.fail('community.circle_not_found');
    return circle;
  }

  /** Joining twice (or leaving a circle one is not in) changes nothing. */
  async join(id: number, userId: number, lang: Lang): Promise<CircleView> {
    await this.get(id);
    await this.prisma.$transaction(async (tx) => {
      const added = await tx.communityCircleMember.createMany({ data: [{ circleId: id, userId }], skipDuplicates: true });
      if (added.count) await tx.communityCircle.update({ where: { id }, data: { memberCount: { increment: 1 } } });
    });
    return this.info(id, userId, lang);
  }

  async leave(id: number, userId: number, lang: Lang): Promise<CircleView> {
    await this.get(id);
    await this.prisma.$transaction(async (tx) => {
      const removed = await tx.communityCircleMember.deleteMany({ where: { circleId: id, userId } });
      if (removed.count) await tx.communityCircle.update({ where: { id }, data: { memberCount: { decrement: removed.count } } });
    });
    return this.info(id, userId, lang);
  }

  private async views(circles: CommunityCircle[], userId: number | undefined, lang: Lang): Promise<CircleView[]> {
    const joined = userId
      ? new Set(
          (await this.prisma.communityCircleMember.findMany({ where: { userId, circleId: { in: circles.map((c) => c.id) } }, select: { circleId: true } })).map(
            (m) => m.circleId,
          ),
        )
      : new Set<number>();
    return circles.map((circle) => ({
      id: circle.id,
      kind: circle.kind as CircleView['kind'],
      sport: circle.sport,
      name: pick(circle, 'name', lang),
      intro: pick(circle, 'intro', lang),
      icon: circle.icon,
      member_count: circle.memberCount,
      post_count: circle.postCount,
      is_joined: joined.has(circle.id) ? 1 : 0,
    }));
  }
}
