import { Injectable } from '@nestjs/common';
import { DomainEvents } from '@arena/shared';
import { FollowsRepository } from './follows.repository';

/** The live service's copy of who follows whom (from account's `follow.changed`). */
@Injectable()
export class FollowsService {
  constructor(private readonly follows: FollowsRepository) {}

  /** Idempotent and order-proof: a change older than the one stored is ignored. */
  async apply(change: DomainEvents['follow.changed']): Promise<void> {
    const { followerId, anchorId, following } = change;
    await this.follows.saveIfNewer({ followerId, anchorId, following, at: new Date(change.at) });
  }

  async isFollowing(followerId: number, anchorId: number): Promise<boolean> {
    const row = await this.follows.findFollowing(followerId, anchorId);
    return row?.following ?? false;
  }

  async followedAnchorIds(followerId: number): Promise<number[]> {
    const rows = await this.follows.listFollowed(followerId);
    return rows.map((row) => row.anchorId);
  }
}
