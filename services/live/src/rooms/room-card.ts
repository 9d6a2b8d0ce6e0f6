import { Lang, translate } from '@arena/shared';
import { z } from 'zod';
import type { LiveCategory, Room } from '@arena/shared';
import { liveSnapshotUrl } from '../playback/playback-addresses';
import { heatText } from './heat-text';

/** A room as every list shows it. */
export const RoomCard = z.object({
  id: z.number().int().describe('room id'),
  anchor_id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  title: z.string(),
  cover: z.string(),
  snapshot: z
    .string()
    .describe(
      'a recent frame of the live video (JPEG, renewed every 30-60 s) while on the air and once one exists, else empty (show the cover)',
    ),
  type: z.number().int(),
  type_name: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string(),
  is_live: z.union([z.literal(0), z.literal(1)]),
  live_since: z.string().nullable(),
  heat: z.number().int(),
  heat_text: z.string(),
  online: z.number().int(),
});
export type RoomCard = z.output<typeof RoomCard>;

export type RoomWithCategory = Room & { category: LiveCategory | null };

export const categoryName = (category: LiveCategory, lang: Lang): string =>
  ({ zh: category.nameZh, en: category.nameEn, vi: category.nameVi })[lang];

/** `snapshotAt`: when the media service last took a frame of the room's live video (none yet: undefined). */
export function toRoomCard(room: RoomWithCategory, lang: Lang, online: number, snapshotAt?: number): RoomCard {
  return {
    id: room.id,
    anchor_id: room.streamerId,
    user_nickname: room.streamerNickname,
    avatar: room.streamerAvatar,
    title: room.title,
    cover: room.cover,
    snapshot: room.liveSince && snapshotAt ? `${liveSnapshotUrl(room.id)}?t=${snapshotAt}` : '',
    type: room.type,
    type_name: translate(`live.type.${room.type}`, lang),
    category_id: room.categoryId,
    category_name: room.category ? categoryName(room.category, lang) : '',
    is_live: room.liveSince ? 1 : 0,
    live_since: room.liveSince?.toISOString() ?? null,
    heat: room.heat,
    heat_text: heatText(room.heat),
    online,
  };
}
