import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { z } from 'zod';
import {
  AdminBannerOutput,
  BannerIdInput,
  CreateBannerInput,
  EditBannerInput,
  OrderInput,
} from './admin-banners.schemas';
import { AdminBannersService } from './admin-banners.service';

/** Administrators' carousel (`/api/admin/banners`); every change is in the audit log. */
@Controller('admin/banners')
export class AdminBannersController {
  constructor(private readonly banners: AdminBannersService) {}

  @Endpoint({
    summary: 'Every banner, enabled or not, in the carousel order (administrators)',
    auth: 'admin',
    output: z.array(AdminBannerOutput),
  })
  @Get()
  list() {
    return this.banners.list();
  }

  @Endpoint({
    summary: 'Add a banner (last in the carousel) in zh, en and vi (administrators)',
    auth: 'admin',
    input: CreateBannerInput,
    output: AdminBannerOutput,
  })
  @Post()
  async create(@Input() input: z.output<typeof CreateBannerInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.banner_saved', await this.banners.create(admin.id, input));
  }

  @Endpoint({
    summary: 'Change a banner (administrators)',
    auth: 'admin',
    input: EditBannerInput,
    output: AdminBannerOutput,
  })
  @Post('edit')
  async edit(@Input() input: z.output<typeof EditBannerInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.banner_saved', await this.banners.edit(admin.id, input));
  }

  @Endpoint({
    summary: 'Put banners in order: the ids given first (administrators)',
    auth: 'admin',
    input: OrderInput,
    output: z.array(AdminBannerOutput),
  })
  @Post('order')
  async order(@Input() input: z.output<typeof OrderInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.banner_saved', await this.banners.order(admin.id, input.ids));
  }

  @Endpoint({
    summary: 'Show a banner in the carousel (administrators)',
    auth: 'admin',
    input: BannerIdInput,
    output: AdminBannerOutput,
  })
  @Post('enable')
  async enable(@Input() input: z.output<typeof BannerIdInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.banner_saved', await this.banners.setEnabled(admin.id, input.id, true));
  }

  @Endpoint({
    summary: 'Take a banner out of the carousel (administrators)',
    auth: 'admin',
    input: BannerIdInput,
    output: AdminBannerOutput,
  })
  @Post('disable')
  async disable(@Input() input: z.output<typeof BannerIdInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.banner_saved', await this.banners.setEnabled(admin.id, input.id, false));
  }
}
