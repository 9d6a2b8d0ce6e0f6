import { Injectable } from '@nestjs/common';
import { PageInput } from '@arena/shared';
import { UsersRepository } from '../users/users.repository';
import { WatchHistoryRepository } from './watch-history.repository';

/** The rooms a logged-in viewer entered, one row per streamer, newest visit first. */
@Injectable()
export class WatchHistoryService {
  constructor(
    private readonly records: WatchHistoryRepository,
    private readonly users: UsersRepository,
  ) {}

  async list(userId: number, page: PageInput) {
    const [rows, total] = await Promise.all([
      this.records.listOf(userId, (page.page - 1) * page.limit, page.limit),
      this.records.countOf(userId),
    ]);
    const streamers = await this.users.listFaces(rows.map((r) => r.streamerId));
    const streamerOf = new Map(streamers.map((a) => [a.id, a]));
    return {
      list: rows.map((r) => ({
        anchor_id: r.streamerId,
        user_nickname: streamerOf.get(r.streamerId)?.nickname ?? '',
        avatar: streamerOf.get(r.streamerId)?.avatar ?? '',
        title: r.title,
        watched_at: r.watchedAt.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  async record(userId: number, streamerId: number, title: string | undefined): Promise<void> {
    await this.records.record(userId, streamerId, title);
  }
}
