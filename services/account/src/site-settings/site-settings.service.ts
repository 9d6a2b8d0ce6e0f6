import { Injectable } from '@nestjs/common';
import { SiteSettingsRepository } from './site-settings.repository';
import { SITE_SETTING_KEYS, SiteSettingKey, SiteSettingsInput, SiteSettingsOutput } from './site-settings.schemas';

/** The administrators' site settings: a row per key that was set; a missing row is the default (null). */
@Injectable()
export class SiteSettingsService {
  constructor(private readonly settings: SiteSettingsRepository) {}

  async read(): Promise<SiteSettingsOutput & { updated_at: string | null }> {
    const rows = await this.settings.listByKeys(SITE_SETTING_KEYS);
    const value = (key: SiteSettingKey) => rows.find((row) => row.key === key)?.value ?? null;
    const updated = rows.reduce<Date | null>(
      (latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt),
      null,
    );
    return {
      android_qr_code: value('android_qr_code'),
      ios_qr_code: value('ios_qr_code'),
      updated_at: updated?.toISOString() ?? null,
    };
  }

  /** Sets the keys given (null deletes the row: back to the default), in one transaction. */
  async update(input: SiteSettingsInput, adminId: number) {
    const values = SITE_SETTING_KEYS.flatMap((key): [SiteSettingKey, string | null][] => {
      const value = input[key];
      return value === undefined ? [] : [[key, value]];
    });
    await this.settings.save(values, adminId);
    return this.read();
  }
}
