import path from 'node:path';
import { fromEnv } from '@arena/shared';

/** Edge settings read at each use (tests switch them); rate limits and proxies are in loadConfig(). */
export interface EdgeConfig {
  /** The built site the edge serves (`web/dist` of this checkout unless SITE_DIR says otherwise). */
  siteDir: string;
}

export function edgeConfig(): EdgeConfig {
  return { siteDir: fromEnv.string('SITE_DIR', path.resolve(__dirname, '../../../web/dist')) };
}
