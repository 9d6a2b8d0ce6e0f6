import { Controller, Get, Post } from '@nestjs/common';
import { AppError, AuthUser, Ctx, CurrentUser, Endpoint, fields, Input, RequestContext, withMessage } from '@arena/shared';
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

@Controller('profile')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly updates: ProfileUpdatesService,
  ) {}

  @Endpoint({ summary: 'The logged-in user (Member/info)', auth: 'user', output: StoredUserOutput })
  @Get()
  async get(@CurrentUser() auth: AuthUser, @Ctx() ctx: RequestContext) {
    return this.profiles.storedUserOf(auth.id, { token: ctx.token ?? '', sessionId: auth.sessionId });
  }

  @Endpoint({ summary: 'Change nickname and/or avatar (member/updateInfo)', auth: 'user', input: UpdateInput, output: StoredUserOutput })
  @Post('update')
  async update(@Input() input: z.output<typeof UpdateInput>, @CurrentUser() auth: AuthUser, @Ctx() ctx: RequestContext) {
    if (input.user_nickname !== undefined && /[<>]/.test(input.user_nickname)) throw AppError.fail('validation.invalid', { field: 'user_nickname' });
    const user = await this.updates.update(auth.id, { nickname: input.user_nickname, avatar: input.avatar });
    return withMessage('account.profile_updated', await this.profiles.storedUser(user, { token: ctx.token ?? '', sessionId: auth.sessionId }));
  }
}
