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
  const timeZone = process.env.ACTIVITY_TIME_ZONE || 'Asia/Shanghai';
  // Throws a RangeError at start-up for a zone the runtime does not know.
  new Intl.DateTimeFormat('en-CA', { timeZone });
  const share = Number(process.env.SHARE_REWARD_DIAMONDS || 20);
  if (!Number.isInteger(share) || share < 0) throw new Error('SHARE_REWARD_DIAMONDS must be a whole number of diamonds');
  return { timeZone, shareRewardDiamonds: share, activityUrl: process.env.ACTIVITY_CENTRE_URL || '/activity' };
}
