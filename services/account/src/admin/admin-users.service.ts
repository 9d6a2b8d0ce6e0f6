import { Injectable } from '@nestjs/common';
import { AppError, EventBus, PageInput, PrismaService, User } from '@arena/shared';
import { ProfileCache } from '../profile/profile-cache';
import { SessionsService } from '../sessions/sessions.service';

/** Administrators' view of users: search, ban and lift, grant streamer status. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
    private readonly profiles: ProfileCache,
  ) {}

  /** By id (digits), mobile or nickname; newest first. */
  async search(keyword: string | undefined, page: PageInput): Promise<{ rows: User[]; total: number }> {
    const where = keyword
      ? {
          OR: [
            ...(/^\d{1,9}$/.test(keyword) ? [{ id: Number(keyword) }] : []),
            { mobile: { contains: keyword } },
            { nickname: { contains: keyword, mode: 'insensitive' as const } },
          ],
        }
      : {};
    const [rows, total] = await Promise.all([
      this.prisma.user.findMany({ where, orderBy: { id: 'desc' }, skip: (page.page - 1) * page.limit, take: page.limit }),
      this.prisma.user.count({ where }),
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

  setAnchor(id: number, isAnchor: boolean): Promise<User> {
    return this.update(id, { isAnchor });
  }

  private async update(id: number, data: { bannedAt?: Date | null; banReason?: string | null; isAnchor?: boolean }): Promise<User> {
    const { count } = await this.prisma.user.updateMany({ where: { id }, data });
    if (count === 0) throw AppError.fail('account.user_not_found');
    await this.profiles.changed(id);
    return this.prisma.user.findUniqueOrThrow({ where: { id } });
  }
}
