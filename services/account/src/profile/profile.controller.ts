import { Controller, Get, Header, Post } from '@nestjs/common';
import {
  AppError,
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  RequestContext,
  USER_CACHE_HEADER,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { StoredUserOutput } from './profile.schemas';
import { ProfileUpdatesService } from './profile-updates.service';
import { ProfileService } from './profile.service';

const UpdateInput = z
  .object({
    user_nickname: fields.text(16, 2).optional(),
    avatar: fields.text(300, 1).optional(),
  })
  .strict();

/** How long the edge may repeat a session's Member/info while nothing it shows changes (the days since joining move once a day). */
const MEMBER_INFO_EDGE_SECONDS = 10;

@Controller('profile')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly updates: ProfileUpdatesService,
  ) {}

  /** Every change of what it shows moves the user's version (ProfileChanges.changed), which retires the edge's copy. */
  @Endpoint({ summary: 'The logged-in user (Member/info)', auth: 'user', output: StoredUserOutput })
  @Header(USER_CACHE_HEADER, String(MEMBER_INFO_EDGE_SECONDS))
  @Get()
  async get(@CurrentUser() auth: AuthUser, @Ctx() ctx: RequestContext) {
    return this.profiles.storedUserOf(auth.id, { token: ctx.token ?? '', sessionId: auth.sessionId });
  }

  @Endpoint({
    summary: 'Change nickname and/or avatar (member/updateInfo)',
    auth: 'user',
    input: UpdateInput,
    output: StoredUserOutput,
  })
  @Post('update')
  async update(
    @Input() input: z.output<typeof UpdateInput>,
    @CurrentUser() auth: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    if (input.user_nickname !== undefined && /[<>]/.test(input.user_nickname))
      throw AppError.fail('validation.invalid', { field: 'user_nickname' });
    const user = await this.updates.update(auth.id, { nickname: input.user_nickname, avatar: input.avatar });
    return withMessage(
      'account.profile_updated',
      await this.profiles.storedUser(user, { token: ctx.token ?? '', sessionId: auth.sessionId }),
    );
  }
}
