import { Controller, Get, Post } from '@nestjs/common';
import {
  AppError,
  AuthUser,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  PageInput,
  pageOf,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { AdminUserOutput } from './admin-users.schemas';
import { AdminUsersService } from './admin-users.service';

const SearchInput = PageInput.extend({ keyword: fields.optionalText(32) });
const IdInput = z.object({ id: fields.id() });
const BanInput = IdInput.extend({ reason: fields.text(200) });
const StreamerInput = IdInput.extend({ is_anchor: fields.bool() });

const present = (u: {
  id: number;
  countryCode: string;
  mobile: string;
  nickname: string;
  avatar: string;
  role: string;
  isStreamer: boolean;
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
  is_anchor: u.isStreamer ? 1 : 0,
  banned: u.bannedAt ? 1 : 0,
  ban_reason: u.banReason,
  created_at: u.createdAt.toISOString(),
});

/** Administrators' user management: `/api/admin/users...` through the edge. */
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Endpoint({
    summary: 'List and search users by id, mobile or nickname',
    auth: 'admin',
    input: SearchInput,
    output: pageOf(AdminUserOutput),
  })
  @Get()
  async list(@Input() input: z.output<typeof SearchInput>) {
    const { rows, total } = await this.users.search(input.keyword, input);
    return { list: rows.map(present), total, page: input.page, limit: input.limit };
  }

  @Endpoint({
    summary: 'Ban a user: their sessions end at once (code 700)',
    auth: 'admin',
    input: BanInput,
    output: AdminUserOutput,
  })
  @Post(':id/ban')
  async ban(@Input() input: z.output<typeof BanInput>, @CurrentUser() admin: AuthUser) {
    if (input.id === admin.id) throw AppError.fail('validation.invalid', { field: 'id' });
    return withMessage('account.banned_done', present(await this.users.ban(input.id, input.reason)));
  }

  @Endpoint({ summary: 'Lift a ban', auth: 'admin', input: IdInput, output: AdminUserOutput })
  @Post(':id/unban')
  async unban(@Input() input: z.output<typeof IdInput>) {
    return withMessage('account.unbanned_done', present(await this.users.unban(input.id)));
  }

  @Endpoint({
    summary: 'Grant or withdraw streamer status',
    auth: 'admin',
    input: StreamerInput,
    output: AdminUserOutput,
  })
  @Post(':id/anchor')
  async streamer(@Input() input: z.output<typeof StreamerInput>) {
    return present(await this.users.setStreamer(input.id, input.is_anchor));
  }
}
