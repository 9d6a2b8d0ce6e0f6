import { fromEnv } from '@arena/shared';

/** Activity settings with their documented defaults (docs/services/activity.md); env overrides them. */
export interface ActivityConfig {
  /** Where a "day" starts and ends for sign-ins and daily tasks. */
  timeZone: string;
  /** Diamonds an inviter earns per registered invitee. */
  shareRewardDiamonds: number;
  /** The activity centre page (Activity_Config/getActivityUrl); not ACTIVITY_URL, which locates the service. */
  activityUrl: string;
}

export function activityConfig(): ActivityConfig {
  const timeZone = fromEnv.string('ACTIVITY_TIME_ZONE', 'Asia/Shanghai');
  // Throws a RangeError at start-up for a zone the runtime does not know.
  new Intl.DateTimeFormat('en-CA', { timeZone });
  return {
    timeZone,
    shareRewardDiamonds: fromEnv.number('SHARE_REWARD_DIAMONDS', 20, { min: 0, integer: true }),
    activityUrl: fromEnv.string('ACTIVITY_CENTRE_URL', '/activity'),
  };
}
