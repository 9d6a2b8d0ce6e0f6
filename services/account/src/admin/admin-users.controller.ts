import { Controller, Get, Post } from '@nestjs/common';
import { AppError, AuthUser, CurrentUser, Endpoint, EventBus, fields, Input, PageInput, pageOf, PrismaService, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ProfileCache } from '../profile/profile-cache';
import { SessionsService } from '../sessions/sessions.service';
import { AdminUserOutput } from './admin-users.schemas';

const SearchInput = PageInput.extend({ keyword: fields.optionalText(32) });
const IdInput = z.object({ id: fields.id() });
const BanInput = IdInput.extend({ reason: fields.text(200) });
const AnchorInput = IdInput.extend({ is_anchor: fields.bool() });

const present = (u: {
  id: number;
  countryCode: string;
  mobile: string;
  nickname: string;
  avatar: string;
  role: string;
  isAnchor: boolean;
  bannedAt: Date | null;
  banReason: string | null;
  createdAt: Date;
}) => ({
  id: u.id,
  country_code: u.countryCode,
  mobile: u.mobile,
  user_nickname: u.nickname,
  avatar: u.avatar,
  role: u.role,
  is_anchor: u.isAnchor ? 1 : 0,
  banned: u.bannedAt ? 1 : 0,
  ban_reason: u.banReason,
  created_at: u.createdAt.toISOString(),
});

/** Administrators' user management: `/api/admin/users...` through the edge. */
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionsService,
    private readonly events: EventBus,
    private readonly profiles: ProfileCache,
  ) {}

  @Endpoint({ summary: 'List and search users by id, mobile or nickname', auth: 'admin', input: SearchInput, output: pageOf(AdminUserOutput) })
  @Get()
  async list(@Input() input: z.output<typeof SearchInput>) {
    const keyword = input.keyword;
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
      this.prisma.user.findMany({ where, orderBy: { id: 'desc' }, skip: (input.page - 1) * input.limit, take: input.limit }),
      this.prisma.user.count({ where }),
    ]);
    return { list: rows.map(present), total, page: input.page, limit: input.limit };
  }

  @Endpoint({ summary: 'Ban a user: their sessions end at once (code 700)', auth: 'admin', input: BanInput, output: AdminUserOutput })
  @Post(':id/ban')
  async ban(@Input() input: z.output<typeof BanInput>, @CurrentUser() admin: AuthUser) {
    if (input.id === admin.id) throw AppError.fail('validation.invalid', { field: 'id' });
    const user = await this.update(input.id, { bannedAt: new Date(), banReason: input.reason });
    await this.sessions.revokeAllOf(input.id, 'ban');
    await this.events.publish('user.banned', { userId: input.id });
    return withMessage('account.banned_done', present(user));
  }

  @Endpoint({ summary: 'Lift a ban', auth: 'admin', input: IdInput, output: AdminUserOutput })
  @Post(':id/unban')
  async unban(@Input() input: z.output<typeof IdInput>) {
    return withMessage('account.unbanned_done', present(await this.update(input.id, { bannedAt: null, banReason: null })));
  }

  @Endpoint({ summary: 'Grant or withdraw streamer status', auth: 'admin', input: AnchorInput, output: AdminUserOutput })
  @Post(':id/anchor')
  async anchor(@Input() input: z.output<typeof AnchorInput>) {
    return present(await this.update(input.id, { isAnchor: input.is_anchor }));
  }

  private async update(id: number, data: { bannedAt?: Date | null; banReason?: string | null; isAnchor?: boolean }) {
    const { count } = await this.prisma.user.updateMany({ where: { id }, data });
    if (count === 0) throw AppError.fail('account.user_not_found');
    await this.profiles.changed(id);
    return this.prisma.user.findUniqueOrThrow({ where: { id } });
  }
}
