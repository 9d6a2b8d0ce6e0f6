import { fromEnv, serviceUrl } from '@arena/shared';

/** Account settings read at each use (tests switch them); the shared ones are in loadConfig(). */
export interface AccountConfig {
  /** A new login ends the older sessions of the same device type (they get 50012). */
  singleSessionPerDevice: boolean;
  /**
   * Code requests one address may make per hour that are refused because the number is (or is not)
   * registered: each such answer tells whether a number has an account, so probing is bounded.
   */
  registrationProbesPerIpPerHour: number;
  /**
   * The site's public address, which a phone's camera opens from the login QR: PUBLIC_BASE_URL, else
   * the edge's own address (what `npm start` serves the site on; set PUBLIC_BASE_URL in production).
   */
  siteUrl: string;
}

export function accountConfig(): AccountConfig {
  return {
    singleSessionPerDevice: fromEnv.boolean('SINGLE_SESSION_PER_DEVICE', false),
    registrationProbesPerIpPerHour: fromEnv.number('CODE_PROBE_LIMIT_IP_PER_HOUR', 10, { min: 1, integer: true }),
    siteUrl: (fromEnv.string('PUBLIC_BASE_URL', '') || serviceUrl('edge')).replace(/\/$/, ''),
  };
}
