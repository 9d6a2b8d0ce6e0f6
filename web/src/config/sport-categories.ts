import type { IconName } from '../ui/Icon';

/** The streamer-list categories of `/anchor?type=` (spec section 2). */
export const SPORT_CATEGORIES = [
  { type: 0, label: 'categories.recommended', icon: 'star' },
  { type: 1, label: 'categories.football', icon: 'football' },
  { type: 2, label: 'categories.basketball', icon: 'basketball' },
  { type: 3, label: 'categories.esports', icon: 'esports' },
  { type: 4, label: 'categories.tennis', icon: 'tennis' },
  { type: 5, label: 'categories.badminton', icon: 'badminton' },
  { type: 6, label: 'categories.other', icon: 'medal' },
] as const satisfies readonly { type: number; label: string; icon: IconName }[];
