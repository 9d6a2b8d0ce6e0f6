import { fromEnv } from '@arena/shared';

/** Account settings read at each use (tests switch them); the shared ones are in loadConfig(). */
export interface AccountConfig {
  /** A new login ends the older sessions of the same device type (they get 50012). */
  singleSessionPerDevice: boolean;
}

export function accountConfig(): AccountConfig {
  return { singleSessionPerDevice: fromEnv.boolean('SINGLE_SESSION_PER_DEVICE', false) };
}
