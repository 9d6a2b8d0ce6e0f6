import { fromEnv } from '@arena/shared';

/** Account settings read at each use (tests switch them); the shared ones are in loadConfig(). */
export interface AccountConfig {
  /** A new login ends the older sessions of the same device type (they get 50012). */
  singleSessionPerDevice: boolean;
  /**
   * Code requests one address may make per hour that are refused because the number is (or is not)
   * registered: each such answer tells whether a number has an account, so probing is bounded.
   */
  registrationProbesPerIpPerHour: number;
}

export function accountConfig(): AccountConfig {
  return {
    singleSessionPerDevice: fromEnv.boolean('SINGLE_SESSION_PER_DEVICE', false),
    registrationProbesPerIpPerHour: fromEnv.number('CODE_PROBE_LIMIT_IP_PER_HOUR', 10, { min: 1, integer: true }),
  };
}
