import { z } from 'zod';
import { fields, PageInput } from '@arena/shared';

/** A badge name is short enough to sit beside a nickname in the danmaku list. */
export const BADGE_NAME_MAX = 6;

export const StreamerInput = z.object({ anchor_id: fields.id() });
export const BadgeNameInput = z.object({ badge_name: fields.text(BADGE_NAME_MAX) });
export const WearInput = StreamerInput.extend({ wear: fields.bool().default(true) });
export const MembersInput = PageInput.extend({ anchor_id: fields.id().optional() });
export const GroupsInput = PageInput;
export const MembershipInput = z.object({ anchor_id: fields.id(), user_id: fields.id() });

export const FanGroupOutput = z.object({
  anchor_id: z.number().int(),
  room_id: z.number().int(),
  anchor_nickname: z.string(),
  badge_name: z.string(),
  members: z.number().int(),
  /** Whether the caller is in the group, and wears its badge (false for visitors). */
  joined: z.boolean(),
  wearing: z.boolean(),
});
export const FanOutput = z.object({
  uid: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  wearing: z.boolean(),
  joined_at: z.string(),
});
export const BadgeOutput = z.object({
  anchor_id: z.number().int(),
  anchor_nickname: z.string(),
  badge_name: z.string(),
  wearing: z.boolean(),
});
export const MembershipOutput = z.object({ member: z.boolean(), wearing: z.boolean(), badge_name: z.string() });
