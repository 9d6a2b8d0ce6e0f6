import type { Lang } from '../i18n/langs';

/**
 * Site settings (site_name, logo, QR codes) are not served by any service yet: these build-time
 * defaults stand in, one per language, and `VITE_SITE_NAME` overrides them when a deployment
 * brands the site. When a settings endpoint lands, its answer replaces them here only.
 */
const DEFAULT_SITE_NAME: Record<Lang, string> = { zh: 'Arena Live', en: 'Arena Live', vi: 'Arena Live' };

export function siteName(lang: Lang): string {
  return import.meta.env.VITE_SITE_NAME || DEFAULT_SITE_NAME[lang];
}

/** QR codes of the apps; empty until site settings exist, and the popover says so. */
export const APP_QR_CODES: { android?: string; ios?: string } = {};

export const COPYRIGHT_YEARS = '2024-2025';
