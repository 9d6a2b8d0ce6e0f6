import { Controller, Get } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AuthUser, CurrentUser, Endpoint, Input, PageInput, pageOf, PrismaService, ServedInput, Serves } from '@arena/shared';
import { z } from 'zod';

@Controller()
export class WatchHistoryController {
  constructor(private readonly prisma: PrismaService) {}

  @Endpoint({
    summary: 'Rooms the user watched, newest first (User/watchlistList)', auth: 'user',
    input: PageInput,
    output: pageOf(z.object({ anchor_id: z.number().int(), user_nickname: z.string(), avatar: z.string(), title: z.string(), watched_at: z.string() })),
  })
  @Get('watch-history')
  async list(@Input() input: PageInput, @CurrentUser() auth: AuthUser) {
    const where = { userId: auth.id };
    const [rows, total] = await Promise.all([
      this.prisma.watchRecord.findMany({ where, orderBy: { watchedAt: 'desc' }, skip: (input.page - 1) * input.limit, take: input.limit }),
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
      page: input.page,
      limit: input.limit,
    };
  }

  /** The live service records a visit when a logged-in viewer enters a room. */
  @Serves(accountContracts.recordWatch)
  async record(@Input() input: ServedInput<typeof accountContracts.recordWatch>) {
    await this.prisma.watchRecord.upsert({
      where: { userId_anchorId: { userId: input.user_id, anchorId: input.anchor_id } },
      create: { userId: input.user_id, anchorId: input.anchor_id, title: input.title ?? '' },
      update: { watchedAt: new Date(), title: input.title ?? undefined },
    });
    return null;
  }
}
