import { Injectable } from '@nestjs/common';
import { AppError, CommunityCircle, Lang, Page, Transactions } from '@arena/shared';
import { pick } from '../localised';
import { CirclesRepository } from './circles.repository';
import { CircleView } from './circles.schemas';

const KIND_ORDER = ['sport', 'competition', 'streamer'];

@Injectable()
export class CirclesService {
  constructor(
    private readonly circles: CirclesRepository,
    private readonly transactions: Transactions,
  ) {}

  /** Sports first, then competitions, then streamers' fan circles (busiest first). */
  async list(
    filter: { kind?: string; joined?: boolean },
    page: { page: number; limit: number },
    userId: number | undefined,
    lang: Lang,
  ): Promise<Page<CircleView>> {
    const memberId = filter.joined ? (userId ?? 0) : undefined;
    const [rows, total] = await Promise.all([
      this.circles.list(filter.kind, memberId),
      this.circles.count(filter.kind, memberId),
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
    const circle = await this.circles.findById(id);
    if (!circle) throw AppError.fail('community.circle_not_found');
    return circle;
  }

  /** Joining twice (or leaving a circle one is not in) changes nothing. */
  async join(id: number, userId: number, lang: Lang): Promise<CircleView> {
    await this.get(id);
    await this.transactions.run(async (tx) => {
      if (await this.circles.addMember(id, userId, tx)) await this.circles.incrementMembers(id, tx);
    });
    return this.info(id, userId, lang);
  }

  async leave(id: number, userId: number, lang: Lang): Promise<CircleView> {
    await this.get(id);
    await this.transactions.run(async (tx) => {
      const removed = await this.circles.removeMember(id, userId, tx);
      if (removed) await this.circles.decrementMembers(id, removed, tx);
    });
    return this.info(id, userId, lang);
  }

  private async views(circles: CommunityCircle[], userId: number | undefined, lang: Lang): Promise<CircleView[]> {
    const joined = userId
      ? new Set(
          await this.circles.joinedAmong(
            userId,
            circles.map((c) => c.id),
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
