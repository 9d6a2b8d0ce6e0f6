import { Injectable } from '@nestjs/common';
import { Db, PrismaService } from '@arena/shared';

/** A video's views over a period. */
export interface PeriodViews {
  videoId: number;
  views: number;
}

/** The views counted on `video` and per day (`video_daily_views`). */
@Injectable()
export class ViewsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The video's view count, or null when there is no such video. */
  findViews(videoId: number, db: Db = this.prisma): Promise<{ views: number } | null> {
    return db.video.findUnique({ where: { id: videoId }, select: { views: true } });
  }

  /** Counts one view of the video and of its `day`, together; answers the video's new count. */
  async addView(videoId: number, day: Date): Promise<number> {
    const [updated] = await this.prisma.$transaction([
      this.prisma.video.update({ where: { id: videoId }, data: { views: { increment: 1 } }, select: { views: true } }),
      this.prisma.videoDailyViews.upsert({
        where: { videoId_day: { videoId, day } },
        create: { videoId, day, views: 1 },
        update: { views: { increment: 1 } },
      }),
    ]);
    return updated.views;
  }

  /** The `limit` videos most watched since `from` (a day), most first. */
  async topSince(from: Date, limit: number, db: Db = this.prisma): Promise<PeriodViews[]> {
    const top = await db.videoDailyViews.groupBy({
      by: ['videoId'],
      where: { day: { gte: from } },
      _sum: { views: true },
      orderBy: [{ _sum: { views: 'desc' } }, { videoId: 'desc' }],
      take: limit,
    });
    return top.map((entry) => ({ videoId: entry.videoId, views: entry._sum.views ?? 0 }));
  }
}
