/** The streamer-list categories of `/anchor?type=` (spec section 2). */
export const SPORT_CATEGORIES = [
  { type: 0, label: 'categories.recommended', icon: '★' },
  { type: 1, label: 'categories.football', icon: '⚽' },
  { type: 2, label: 'categories.basketball', icon: '🏀' },
  { type: 3, label: 'categories.esports', icon: '🎮' },
  { type: 4, label: 'categories.tennis', icon: '🎾' },
  { type: 5, label: 'categories.badminton', icon: '🏸' },
  { type: 6, label: 'categories.other', icon: '🏅' },
] as const;
