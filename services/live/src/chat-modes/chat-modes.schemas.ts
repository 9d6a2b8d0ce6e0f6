import { z } from 'zod';
import { fields } from '@arena/shared';

/** Slow mode up to 10 minutes between messages; followers-only up to 30 days of following. */
export const MAX_SLOW_SECONDS = 600;
export const MAX_FOLLOWERS_MINUTES = 30 * 24 * 60;

export const RoomInput = z.object({ room_id: fields.id() });
/** Only the modes sent change; the others keep their value. */
export const ChatModesInput = RoomInput.extend({
  slow_seconds: fields.int(0, MAX_SLOW_SECONDS).optional(),
  followers_only: fields.bool().optional(),
  followers_min_minutes: fields.int(0, MAX_FOLLOWERS_MINUTES).optional(),
  fans_only: fields.bool().optional(),
  emote_only: fields.bool().optional(),
});

export const ChatModesOutput = z.object({
  room_id: z.number().int(),
  slow_seconds: z.number().int(),
  followers_only: z.boolean(),
  followers_min_minutes: z.number().int(),
  fans_only: z.boolean(),
  emote_only: z.boolean(),
});
