import { Injectable } from '@nestjs/common';
import { AppError, Lang, RedisService } from '@arena/shared';
import { presentVideo, VideoItem } from '../videos/video.schemas';
import { VideosRepository } from '../videos/videos.repository';
import { videoConfig } from '../video.config';
import { calendarDay } from './calendar-day';
import { ViewsRepository } from './views.repository';

/** Views counted once per viewer and window, per day, and the day and week ranks made of them. */
@Injectable()
export class ViewsService {
  private readonly config = videoConfig();

  constructor(
    private readonly views: ViewsRepository,
    private readonly videos: VideosRepository,
    private readonly redis: RedisService,
  ) {}

  /** A viewer is a user, or a visitor's address: counted once per VIDEO_VIEW_WINDOW_MINUTES. */
  async add(videoId: number, viewer: string): Promise<{ views: number; counted: 0 | 1 }> {
    const video = await this.views.findViews(videoId);
    if (!video) throw AppError.fail('video.not_found');
    const fresh = await this.redis.set(
      `video:viewed:${videoId}:${viewer}`,
      '1',
      'EX',
      this.config.viewWindowMinutes * 60,
      'NX',
    );
    if (!fresh) return { views: video.views, counted: 0 };
    const day = calendarDay(this.config.timeZone);
    return { views: await this.views.addView(videoId, day), counted: 1 };
  }

  /** The most watched videos of today or of the last 7 days (today included). */
  async rank(
    period: 'day' | 'week',
    limit: number,
    lang: Lang,
  ): Promise<(VideoItem & { rank: number; period_views: number })[]> {
    const from = calendarDay(this.config.timeZone);
    if (period === 'week') from.setUTCDate(from.getUTCDate() - 6);
    const top = await this.views.topSince(from, limit);
    const rows = await this.videos.listByIds(top.map((t) => t.videoId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return top.flatMap((entry, index) => {
      const row = byId.get(entry.videoId);
      return row ? [{ ...presentVideo(row, lang), rank: index + 1, period_views: entry.views }] : [];
    });
  }
}
