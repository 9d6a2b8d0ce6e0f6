import { Injectable } from '@nestjs/common';
import { AppError, EventBus, PageInput } from '@arena/shared';
import { UsersRepository } from '../users/users.repository';
import { FollowsRepository } from './follows.repository';

/** Who follows which streamer; the live service keeps a copy fed by `follow.changed`. */
@Injectable()
export class FollowsService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly users: UsersRepository,
    private readonly events: EventBus,
  ) {}

  /** Follows or unfollows; returns the new state and the streamer's fan count. */
  async toggle(followerId: number, streamerId: number): Promise<{ following: boolean; fans: number }> {
    if (streamerId === followerId) throw AppError.fail('account.follow_self');
    const streamer = await this.users.findId(streamerId);
    if (!streamer) throw AppError.fail('account.user_not_found');
    // Removing, else adding and skipping a duplicate, keeps the toggle safe under double clicks.
    const count = await this.follows.remove(followerId, streamerId);
    const following = count === 0;
    if (following) await this.follows.add(followerId, streamerId);
    // Newest change wins in the live service's copy.
    await this.events.publish('follow.changed', { followerId, streamerId, following, at: new Date().toISOString() });
    return { following, fans: await this.follows.countFans(streamerId) };
  }

  /** The streamers a user follows, newest first, with each one's fan count. */
  async followedBy(followerId: number, page: PageInput) {
    const [rows, total] = await Promise.all([
      this.follows.listFollowedBy(followerId, (page.page - 1) * page.limit, page.limit),
      this.follows.countFollowedBy(followerId),
    ]);
    const fans = await this.follows.countFansOf(rows.map((r) => r.streamerId));
    const fansOf = new Map(fans.map((f) => [f.streamerId, f.fans]));
    return {
      list: rows.map((r) => ({
        id: r.streamer.id,
        user_nickname: r.streamer.nickname,
        avatar: r.streamer.avatar,
        is_anchor: r.streamer.isStreamer ? 1 : 0,
        fans: fansOf.get(r.streamerId) ?? 0,
        followed_at: r.createdAt.toISOString(),
      })),
      total,
      page: page.page,
      limit: page.limit,
    };
  }
}
