import { Injectable } from '@nestjs/common';
import { FollowsRepository } from '../follows/follows.repository';
import { LevelsService } from '../levels/levels.service';
import { UsersService } from '../users/users.service';

/** A user's public card: name, avatar, level, streamer and expert labels, fans and follows; whether the viewer follows them. */
@Injectable()
export class UserCardsService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly users: UsersService,
    private readonly levels: LevelsService,
  ) {}

  async card(id: number, viewerId?: number) {
    const user = await this.users.get(id);
    const [level, fans, follows, attention] = await Promise.all([
      this.levels.wealthProgress(Number(user.wealthExp)),
      this.follows.countFans(user.id),
      this.follows.countFollowedBy(user.id),
      viewerId ? this.follows.countFollow(viewerId, user.id) : 0,
    ]);
    return {
      id: user.id,
      user_nickname: user.nickname,
      avatar: user.avatar,
      userlevel: level.level,
      is_anchor: user.isStreamer ? (1 as const) : (0 as const),
      is_expert: user.isExpert ? (1 as const) : (0 as const),
      fans,
      follows,
      is_attention: attention > 0 ? (1 as const) : (0 as const),
      create_time_str: String(Math.floor((Date.now() - user.createdAt.getTime()) / 86_400_000) + 1),
    };
  }
}
