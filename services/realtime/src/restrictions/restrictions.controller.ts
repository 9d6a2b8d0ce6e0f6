import { Controller, Get, Post } from '@nestjs/common';
import { Endpoint, Input } from '@arena/shared';
import { z } from 'zod';
import { RestrictionsService } from './restrictions.service';

const Target = z.object({
  groupId: z.string().trim().min(1).max(64),
  userId: z.union([z.number().int().min(1), z.string().trim().regex(/^(\d+|guest_\d+)$/)]).transform(String),
  kind: z.enum(['mute', 'shield']),
});
const SetInput = Target.extend({ seconds: z.coerce.number().int().min(0).max(10 * 365 * 24 * 3600).optional() });
const GroupInput = z.object({ groupId: z.string().trim().min(1).max(64) });
const RestrictionOutput = z.object({ groupId: z.string(), userId: z.string(), kind: z.enum(['mute', 'shield']), until: z.number().nullable().describe('ms since epoch; null until lifted') });
type SetInput = z.output<typeof SetInput>;
type Target = z.output<typeof Target>;
type GroupInput = z.output<typeof GroupInput>;

/** Internal: the live service mutes (taboo), shields and lifts; the chat then refuses the user. */
@Controller('im/restrictions')
export class RestrictionsController {
  constructor(private readonly restrictions: RestrictionsService) {}

  @Endpoint({ summary: 'Mute (kind mute, optional seconds; 0 or none until lifted) or shield a user in a group', auth: 'internal', input: SetInput, output: RestrictionOutput })
  @Post()
  set(@Input() input: SetInput) {
    return this.restrictions.set(input.groupId, input.userId, input.kind, input.seconds || undefined);
  }

  @Endpoint({ summary: 'Lift a mute (relieveTaboo) or a shield', auth: 'internal', input: Target, output: z.null() })
  @Post('lift')
  async lift(@Input() input: Target) {
    await this.restrictions.lift(input.groupId, input.userId, input.kind);
    return null;
  }

  @Endpoint({ summary: 'Active mutes and shields of a group', auth: 'internal', input: GroupInput, output: z.array(RestrictionOutput) })
  @Get()
  list(@Input() input: GroupInput) {
    return this.restrictions.active(input.groupId);
  }
}
