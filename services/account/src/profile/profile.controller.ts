import { Controller, Get, Post } from '@nestjs/common';
import { AppError, AuthUser, Ctx, CurrentUser, Endpoint, fields, Input, loadConfig, PrismaService, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { FileStorage } from '../uploads/file-storage';
import { UsersService } from '../users/users.service';
import { StoredUserOutput } from './profile.schemas';
import { ProfileCache } from './profile-cache';
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
    private readonly prisma: PrismaService,
    private readonly users: UsersService,
    private readonly profiles: ProfileService,
    private readonly storage: FileStorage,
    private readonly cache: ProfileCache,
  ) {}

  @Endpoint({ summary: 'The logged-in user (Member/info)', auth: 'user', output: StoredUserOutput })
  @Get()
  async get(@CurrentUser() auth: AuthUser, @Ctx() ctx: RequestContext) {
    return this.profiles.storedUserOf(auth.id, { token: ctx.token ?? '', sessionId: auth.sessionId });
  }

  @Endpoint({ summary: 'Change nickname and/or avatar (member/updateInfo)', auth: 'user', input: UpdateInput, output: StoredUserOutput })
  @Post('update')
  async update(@Input() input: z.output<typeof UpdateInput>, @CurrentUser() auth: AuthUser, @Ctx() ctx: RequestContext) {
    if (input.avatar !== undefined && !(await this.isOfferedAvatar(input.avatar))) throw AppError.fail('account.avatar_invalid');
    if (input.user_nickname !== undefined && /[<>]/.test(input.user_nickname)) throw AppError.fail('validation.invalid', { field: 'user_nickname' });
    const user = await this.prisma.user.update({
      where: { id: auth.id },
      data: { nickname: input.user_nickname, avatar: input.avatar },
    });
    await this.cache.changed(auth.id);
    return withMessage('account.profile_updated', await this.profiles.storedUser(user, { token: ctx.token ?? '', sessionId: auth.sessionId }));
  }

  /** An avatar is one of the seeded set or an image that really was uploaded to our own storage. */
  private async isOfferedAvatar(url: string): Promise<boolean> {
    if (await this.prisma.avatar.findUnique({ where: { url } })) return true;
    const prefix = `${loadConfig().uploadsPublicPath}/`;
    if (!url.startsWith(prefix)) return false;
    const key = url.slice(prefix.length);
    return /^[\w\-/]+\.(png|jpg|gif|webp)$/.test(key) && !key.includes('..') && this.storage.exists(key);
  }
}
