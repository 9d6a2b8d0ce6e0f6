import { Injectable } from '@nestjs/common';
import { PageInput, PrismaService } from '@arena/shared';

/** The rooms a logged-in viewer entered, one row per streamer, newest visit first. */
@Injectable()
export class WatchHistoryService {
  constructor(private readonly prisma: PrismaService) {}

  async list(userId: number, page: PageInput) {
    const where = { userId };
    const [rows, total] = await Promise.all([
      this.prisma.watchRecord.findMany({ where, orderBy: { watchedAt: 'desc' }, skip: (page.page - 1) * page.limit, take: page.limit }),
      this.prisma.watchRecord.count({ where }),
    ]);
    const anchors = await this.prisma.user.findMany({
      where: { id: { in: rows.map((r) => r.anchorId) } },
      select: { id: true, nickname: true, avatar: true },
    });
    const anchorOf = new Map(anchors.map((a) => [a.id, a]));
    return {
      list: rows.map((r) => ({
        anchor_id: r.anchorId,
        user_nickname: anchorOf.get(r.anchorId)?.nickname ?? '',
        avatar: anchorOf.get(r.anchorId)?.avatar ?? '',
        title: r.title,
        watched_at: r.watchedAt.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  async record(userId: number, anchorId: number, title: string | undefined): Promise<void> {
    await this.prisma.watchRecord.upsert({
      where: { userId_anchorId: { userId, anchorId } },
      create: { userId, anchorId, title: title ?? '' },
      update: { watchedAt: new Date(), title },
    });
  }
}
