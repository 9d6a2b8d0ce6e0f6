import { Controller, Post } from '@nestjs/common';
import {
  AppError,
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  Input,
  OptionalUser,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { ModerationService } from './moderation.service';
import { RestrictionOutput, StatusInput, TabooInput, TargetInput, UserStatusOutput } from './moderation.schemas';

type TabooInput = z.output<typeof TabooInput>;
type TargetInput = z.output<typeof TargetInput>;

/** Taboo, shield and their lifting in a room, by its streamer, its staff or an administrator. */
@Controller('moderation')
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Endpoint({
    summary: 'Mute a user in a room for `seconds` (none or 0: until lifted) (Live/setTaboo)',
    auth: 'room-staff',
    input: TabooInput,
    output: RestrictionOutput,
  })
  @Post('taboo')
  async taboo(@Input() input: TabooInput, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage(
      'live.taboo_done',
      await this.moderation.restrict(user, input.room_id, input.uid, 'mute', input.seconds || undefined, ctx.lang),
    );
  }

  @Endpoint({
    summary: 'Lift a mute (RoomManage/relieveTaboo)',
    auth: 'room-staff',
    input: TargetInput,
    output: RestrictionOutput,
  })
  @Post('taboo/lift')
  async relieveTaboo(@Input() input: TargetInput, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage(
      'live.taboo_lifted',
      await this.moderation.lift(user, input.room_id, input.uid, 'mute', ctx.lang),
    );
  }

  @Endpoint({
    summary: 'Shield a user in a room: they cannot post until lifted',
    auth: 'room-staff',
    input: TargetInput,
    output: RestrictionOutput,
  })
  @Post('shield')
  async shield(@Input() input: TargetInput, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage(
      'live.shield_done',
      await this.moderation.restrict(user, input.room_id, input.uid, 'shield', undefined, ctx.lang),
    );
  }

  @Endpoint({ summary: 'Lift a shield', auth: 'room-staff', input: TargetInput, output: RestrictionOutput })
  @Post('shield/lift')
  async relieveShield(@Input() input: TargetInput, @CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return withMessage(
      'live.shield_lifted',
      await this.moderation.lift(user, input.room_id, input.uid, 'shield', ctx.lang),
    );
  }

  @Endpoint({
    summary:
      "A user's role, mute and shield in a room: the caller's (a visitor's is a viewer's, uid 0), or `uid`'s for those who may moderate (Live/getUserStatus)",
    input: StatusInput,
    output: UserStatusOutput,
  })
  @Post('user-status')
  async userStatus(
    @Input() input: z.output<typeof StatusInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    if (!user) {
      // The live page asks before anyone logs in: a visitor only watches.
      if (input.uid !== undefined) throw AppError.fail('auth.login_required');
      return this.moderation.visitorStatus(input.room_id);
    }
    if (input.uid === undefined || input.uid === user.id)
      return this.moderation.status(input.room_id, user.id, user.role, ctx.lang);
    // Another user's standing is for the room's moderators only.
    const mine = await this.moderation.status(input.room_id, user.id, user.role, ctx.lang);
    if (!mine.can_moderate) throw AppError.fail('live.not_allowed_moderate');
    return this.moderation.status(input.room_id, input.uid, undefined, ctx.lang);
  }
}
