import { z } from 'zod';
import { characters, fields } from '@arena/shared';
import { ROOM_TYPES } from '../rooms/room-types';

/** Spec 5: the announcement (placard) is at most 50 characters. */
export const PLACARD_MAX = 50;

/** A cover is a png or jpg the uploads endpoint stored (kind cover: at most 5M). */
const cover = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(300)
    .regex(/^\/uploads\/[\w./-]+\.(png|jpg)$/, 'live.cover_invalid')
    .optional(),
);

export const TitleInput = z.object({ title: fields.text(100) });
export const PlacardInput = z.object({ placard: characters(PLACARD_MAX) });
export const RoomSettingsInput = z.object({
  title: fields.optionalText(100),
  type: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.union(ROOM_TYPES.map((t) => z.literal(t))).optional(),
  ),
  category_id: fields.id().nullable().optional(),
  cover,
  placard: PlacardInput.shape.placard.optional(),
});
export const PlacardQuery = z.object({ room_id: fields.id() });

export const PlacardOutput = z.object({ room_id: z.number().int(), placard: z.string() });
export const RoomSettingsOutput = z.object({
  room_id: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  category_id: z.number().int().nullable(),
  cover: z.string(),
  placard: z.string(),
  live: z.boolean(),
  sealed: z.boolean(),
});
