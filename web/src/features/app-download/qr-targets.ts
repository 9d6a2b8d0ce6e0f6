import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';

export const APP_PLATFORMS = ['android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export function isAppPlatform(value: unknown): value is AppPlatform {
  return typeof value === 'string' && (APP_PLATFORMS as readonly string[]).includes(value);
}

/** The site's own install guide for a phone, on the origin the page was opened from. */
export function installGuideUrl(platform: AppPlatform, origin: string): string {
  return `${origin}/downLoad?os=${platform}`;
}

/** Where a QR code leads: the administrators' target (a path of the site is made absolute), else the install guide. */
export function qrTarget(platform: AppPlatform, configured: string | null | undefined, origin: string): string {
  if (!configured) return installGuideUrl(platform, origin);
  return configured.startsWith('/') ? `${origin}${configured}` : configured;
}

/**
 * The targets of the Android and iOS QR codes (site settings, GET /api/site-settings); null while
 * they are read. A failed read falls back to the install guide, which always exists.
 */
export function useQrTargets(): Record<AppPlatform, string> | null {
  const settings = useQuery({
    queryKey: ['site-settings'],
    queryFn: () => api.get('/api/site-settings', undefined, { silent: true }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  if (settings.isPending) return null;
  const origin = window.location.origin;
  return {
    android: qrTarget('android', settings.data?.android_qr_code, origin),
    ios: qrTarget('ios', settings.data?.ios_qr_code, origin),
  };
}
