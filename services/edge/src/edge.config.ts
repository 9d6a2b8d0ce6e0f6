import path from 'node:path';
import { fromEnv } from '@arena/shared';

/** Edge settings read at each use (tests switch them); rate limits and proxies are in loadConfig(). */
export interface EdgeConfig {
  /** The built site the edge serves (`web/dist` of this checkout unless SITE_DIR says otherwise). */
  siteDir: string;
  /** The site's server render of the first screens (/main, the score lists) (`web/dist-ssr`, SITE_SSR_DIR); without it index.html is served. */
  siteRenderDir: string;
  /** How long a first screen waits for its answers and render before index.html goes instead. */
  firstScreenTimeoutMs: number;
  /** How long a rendered first screen is repeated (the public lists it shows are public that long too). */
  firstScreenKeepMs: number;
}

export function edgeConfig(): EdgeConfig {
  return {
    siteDir: fromEnv.string('SITE_DIR', path.resolve(__dirname, '../../../web/dist')),
    siteRenderDir: fromEnv.string('SITE_SSR_DIR', path.resolve(__dirname, '../../../web/dist-ssr')),
    firstScreenTimeoutMs: fromEnv.number('FIRST_SCREEN_TIMEOUT_MS', 500, { min: 0, max: 10_000, integer: true }),
    firstScreenKeepMs: fromEnv.number('FIRST_SCREEN_KEEP_MS', 1000, { min: 0, max: 60_000, integer: true }),
  };
}
