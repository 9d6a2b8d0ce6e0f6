import { Injectable } from '@nestjs/common';
import { AppError, EventBus, PageInput, User } from '@arena/shared';
import { ProfileChanges } from '../profile/profile-changes';
import { SessionsService } from '../sessions/sessions.service';
import { UsersRepository, UserStatusChange } from '../users/users.repository';

/** Administrators' view of users: search, ban and lift, grant streamer status. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
    private readonly profiles: ProfileChanges,
  ) {}

  /** By id (digits), mobile or nickname; newest first. */
  async search(keyword: string | undefined, page: PageInput): Promise<{ rows: User[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.users.search(keyword, (page.page - 1) * page.limit, page.limit),
      this.users.countSearch(keyword),
    ]);
    return { rows, total };
  }

  /** Bans a user: their sessions end at once and the other services hear of it. */
  async ban(id: number, reason: string): Promise<User> {
    const user = await this.update(id, { bannedAt: new Date(), banReason: reason });
    await this.sessions.revokeAllOf(id, 'ban');
    await this.events.publish('user.banned', { userId: id });
    return user;
  }

  unban(id: number): Promise<User> {
    return this.update(id, { bannedAt: null, banReason: null });
  }

  setStreamer(id: number, isStreamer: boolean): Promise<User> {
    return this.update(id, { isStreamer });
  }

  private async update(id: number, data: UserStatusChange): Promise<User> {
    const count = await this.users.updateStatus(id, data);
    if (count === 0) throw AppError.fail('account.user_not_found');
    await this.profiles.changed(id);
    return this.users.getById(id);
  }
}
