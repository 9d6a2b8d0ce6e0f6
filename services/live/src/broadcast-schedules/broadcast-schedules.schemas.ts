import { z } from 'zod';
import { fields } from '@arena/shared';

/** A schedule is announced for the coming 60 days at most. */
export const SCHEDULE_HORIZON_DAYS = 60;

export const ScheduleInput = z.object({
  title: fields.text(100),
  /** ISO 8601 time or ms since epoch. */
  starts_at: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.union([z.number().int(), z.iso.datetime({ offset: true })]).transform((v) => new Date(v)),
  ),
  match_id: fields.id().optional(),
});
export const DeleteInput = z.object({ id: fields.id() });

export const ScheduleOutput = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  match_id: z.number().int().nullable(),
  reservations: z.number().int(),
});
