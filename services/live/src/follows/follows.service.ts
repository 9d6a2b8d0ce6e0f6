import { Injectable } from '@nestjs/common';
import { DomainEvents } from '@arena/shared';
import { FollowsRepository } from './follows.repository';

/** The live service's copy of who follows whom (from account's `follow.changed`). */
@Injectable()
export class FollowsService {
  constructor(private readonly follows: FollowsRepository) {}

  /** Idempotent and order-proof: a change older than the one stored is ignored. */
  async apply(change: DomainEvents['follow.changed']): Promise<void> {
    const { followerId, streamerId, following } = change;
    await this.follows.saveIfNewer({ followerId, streamerId, following, at: new Date(change.at) });
  }

  async isFollowing(followerId: number, streamerId: number): Promise<boolean> {
    const row = await this.follows.findFollowing(followerId, streamerId);
    return row?.following ?? false;
  }

  async followedStreamerIds(followerId: number): Promise<number[]> {
    const rows = await this.follows.listFollowed(followerId);
    return rows.map((row) => row.streamerId);
  }

  /** A page of the streamer's followers (ids in order, from after `after`), for the community's notifications. */
  async followerIds(streamerId: number, after: number, limit: number): Promise<{ user_ids: number[] }> {
    return { user_ids: await this.follows.listFollowers(streamerId, after, limit) };
  }
}
