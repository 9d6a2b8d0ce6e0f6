/** The /anchor room types (1 football ... 6 other) and the video category of their replays and clips. */
export const CATEGORY_OF_ROOM_TYPE: Record<number, string> = {
  1: 'football',
  2: 'basketball',
  3: 'esports',
  4: 'tennis',
  5: 'badminton',
  6: 'other',
};
