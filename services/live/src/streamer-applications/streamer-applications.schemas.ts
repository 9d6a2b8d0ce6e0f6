import { z } from 'zod';
import { fields, PageInput } from '@arena/shared';

/** Spec 5: real name, ID number and a contact are required, the inviter is optional, the experience answer at least 15 characters. */
export const ApplyInput = z.object({
  real_name: fields.text(32, 2),
  id_number: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string().regex(/^(\d{17}[\dX]|\d{9}|\d{12})$/, 'live.id_number_invalid'),
  ),
  contact: fields.text(64, 5),
  inviter: fields.optionalText(64),
  experience: fields.text(500, 15),
});
export const ListInput = PageInput.extend({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const DecideInput = z.object({ id: fields.id() });
export const RejectInput = DecideInput.extend({ reason: fields.text(200) });

export const ApplicationOutput = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  real_name: z.string(),
  /** Masked but for the last four characters, except for administrators. */
  id_number: z.string(),
  contact: z.string(),
  inviter: z.string(),
  experience: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  room_id: z.number().int().nullable(),
});
export const MineOutput = ApplicationOutput.nullable();
