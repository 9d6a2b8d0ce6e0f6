import { Injectable } from '@nestjs/common';
import { AppError, Lang, PrismaService, RedisService } from '@arena/shared';
import { presentVideo, VideoItem, videoWithCategory } from '../videos/video.schemas';
import { videoConfig } from '../video.config';
import { calendarDay } from './calendar-day';


/** Views counted once per viewer and window, per day, and the day and week ranks made of them. */
@Injectable()
export class ViewsService {
  private readonly config = videoConfig();

  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
  ) {}

  /** A viewer is a user, or a visitor's address: counted once per VIDEO_VIEW_WINDOW_MINUTES. */
  async add(videoId: number, viewer: string): Promise<{ views: number; counted: 0 | 1 }> {
    const video = await this.prisma.video.findUnique({ where: { id: videoId }, select: { views: true } });
    if (!video) throw AppError.fail('video.not_found');
    const fresh = await this.redis.set(`video:viewed:${videoId}:${viewer}`, '1', 'EX', this.config.viewWindowMinutes * 60, 'NX');
    if (!fresh) return { views: video.views, counted: 0 };
    const day = calendarDay(this.config.timeZone);
    const [updated] = await this.prisma.$transaction([
      this.prisma.video.update({ where: { id: videoId }, data: { views: { increment: 1 } }, select: { views: true } }),
      this.prisma.videoDailyViews.upsert({ where: { videoId_day: { videoId, day } }, create: { videoId, day, views: 1 }, update: { views: { increment: 1 } } }),
    ]);
    return { views: updated.views, counted: 1 };
  }

  /** The most watched videos of today or of the last 7 days (today included). */
  async rank(period: 'day' | 'week', limit: number, lang: Lang): Promise<(VideoItem & { rank: number; period_views: number })[]> {
    const from = calendarDay(this.config.timeZone);
    if (period === 'week') from.setUTCDate(from.getUTCDate() - 6);
    const top = await this.prisma.videoDailyViews.groupBy({
      by: ['videoId'],
      where: { day: { gte: from } },
      _sum: { views: true },
      orderBy: [{ _sum: { views: 'desc' } }, { videoId: 'desc' }],
      take: limit,
    });
    const rows = await this.prisma.video.findMany({ where: { id: { in: top.map((t) => t.videoId) } }, include: videoWithCategory });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return top.flatMap((entry, index) => {
      const row = byId.get(entry.videoId);
      return row ? [{ ...presentVideo(row, lang), rank: index + 1, period_views: entry._sum.views ?? 0 }] : [];
    });
  }
}

