/**
 * The /anchor page's types (spec 2): 0 is the recommended list across every sport; 1..6 are the
 * sports a room belongs to. Type 3 (card and electronic games) also has custom categories.
 */
export const RECOMMENDED = 0;
export const ROOM_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_SLUGS: Record<RoomType, string> = {
  1: 'football',
  2: 'basketball',
  3: 'games',
  4: 'tennis',
  5: 'badminton',
  6: 'other',
};
