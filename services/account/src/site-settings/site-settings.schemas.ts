import { z } from 'zod';

/**
 * The site settings administrators may change (spec: site settings). The QR codes of the download
 * popover and page lead to these addresses; without a setting they lead to the site's own install
 * guide, `/downLoad?os=android|ios`, as the site builds it on its own origin.
 */
export const SITE_SETTING_KEYS = ['android_qr_code', 'ios_qr_code'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export const QR_TARGET_MAX = 500;

/** An absolute http(s) address, or a path of the site itself (`/downLoad?os=ios`). */
export function isQrTarget(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** A target, or null (or an empty string) to go back to the site's own install guide. */
const QrTarget = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
  z.string().max(QR_TARGET_MAX).refine(isQrTarget, { message: 'account.qr_target_invalid' }).nullable(),
);

export const SiteSettingsInput = z
  .object({ android_qr_code: QrTarget.optional(), ios_qr_code: QrTarget.optional() })
  .strict()
  .refine((input) => SITE_SETTING_KEYS.some((key) => input[key] !== undefined), {
    message: 'account.site_settings_empty',
  });
export type SiteSettingsInput = z.output<typeof SiteSettingsInput>;

export const SiteSettingsOutput = z.object({
  android_qr_code: z
    .string()
    .nullable()
    .describe("Where the Android QR code leads; null: the site's own /downLoad?os=android"),
  ios_qr_code: z.string().nullable().describe("Where the iOS QR code leads; null: the site's own /downLoad?os=ios"),
});
export type SiteSettingsOutput = z.output<typeof SiteSettingsOutput>;

export const AdminSiteSettingsOutput = SiteSettingsOutput.extend({
  updated_at: z.string().nullable().describe('When an administrator last changed a setting (ISO time), null if never'),
});
