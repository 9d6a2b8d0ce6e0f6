import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, withMessage } from '@arena/shared';
import { AdminSiteSettingsOutput, SiteSettingsInput, SiteSettingsOutput } from './site-settings.schemas';
import { SiteSettingsService } from './site-settings.service';

/** The site settings every page may read (`GET /api/site-settings`): where the app QR codes lead. */
@Controller('site-settings')
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Endpoint({ summary: 'Site settings the site reads: the targets of the app QR codes', output: SiteSettingsOutput })
  @Get()
  async read() {
    const { android_qr_code, ios_qr_code } = await this.settings.read();
    return { android_qr_code, ios_qr_code };
  }
}

/** Administrators change them (`/api/admin/site-settings`). */
@Controller('admin/site-settings')
export class AdminSiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Endpoint({
    summary: 'The site settings with when they last changed',
    auth: 'admin',
    output: AdminSiteSettingsOutput,
  })
  @Get()
  read() {
    return this.settings.read();
  }

  @Endpoint({
    summary:
      'Change site settings: each QR target is an http(s) address or a path of the site; null or empty goes back to the default',
    auth: 'admin',
    input: SiteSettingsInput,
    output: AdminSiteSettingsOutput,
  })
  @Post()
  async update(@Input() input: SiteSettingsInput, @CurrentUser() admin: AuthUser) {
    return withMessage('account.site_settings_saved', await this.settings.update(input, admin.id));
  }
}
