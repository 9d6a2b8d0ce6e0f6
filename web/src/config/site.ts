import type { Lang } from '../i18n/langs';

/**
 * The site's name and logo are build-time defaults, one per language, which `VITE_SITE_NAME`
 * overrides when a deployment brands the site. The app QR codes' targets are site settings the
 * administrators edit (GET /api/site-settings, features/app-download/qr-targets.ts).
 */
const DEFAULT_SITE_NAME: Record<Lang, string> = { zh: 'Arena Live', en: 'Arena Live', vi: 'Arena Live' };

export function siteName(lang: Lang): string {
  return import.meta.env.VITE_SITE_NAME || DEFAULT_SITE_NAME[lang];
}

export const COPYRIGHT_YEARS = '2024-2025';
