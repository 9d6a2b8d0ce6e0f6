import { Controller, Get } from '@nestjs/common';
import { AppError, AuthUser, Ctx, Endpoint, fields, Input, OptionalUser, PrismaService, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { LevelsService } from '../levels/levels.service';
import { StoredUserOutput } from '../profile/profile.schemas';
import { ProfileService } from '../profile/profile.service';
import { UsersService } from '../users/users.service';
import { UserCardOutput } from './user-card.schemas';

const CardInput = z.object({ id: fields.id().optional() });

/**
 * User/getUserInfo: with `id`, anyone's public card (the persona page); without it, the caller's own
 * stored user, as Member/info answers. A card never shows a mobile number.
 */
@Controller('user-cards')
export class UserCardsController {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UsersService,
    private readonly profiles: ProfileService,
    private readonly levels: LevelsService,
  ) {}

  @Endpoint({
    summary: "A user's public card by id, or the caller's own profile (User/getUserInfo)", input: CardInput,
    // Without an id the caller's own stored user (as Member/info), with one that user's public card.
    output: z.union([StoredUserOutput, UserCardOutput]),
  })
  @Get()
  async get(@Input() input: z.output<typeof CardInput>, @OptionalUser() viewer: AuthUser | undefined, @Ctx() ctx: RequestContext) {
    if (input.id === undefined) {
      if (!viewer) throw AppError.fail('auth.login_required');
      return this.profiles.storedUserOf(viewer.id, { token: ctx.token ?? '', sessionId: viewer.sessionId });
    }
    const user = await this.users.get(input.id);
    const [level, fans, follows, attention] = await Promise.all([
      this.levels.wealthProgress(Number(user.wealthExp)),
      this.prisma.follow.count({ where: { anchorId: user.id } }),
      this.prisma.follow.count({ where: { followerId: user.id } }),
      viewer ? this.prisma.follow.count({ where: { followerId: viewer.id, anchorId: user.id } }) : 0,
    ]);
    return {
      id: user.id,
      user_nickname: user.nickname,
      avatar: user.avatar,
      userlevel: level.level,
      is_anchor: user.isAnchor ? 1 : 0,
      fans,
      follows,
      is_attention: attention > 0 ? 1 : 0,
      create_time_str: String(Math.floor((Date.now() - user.createdAt.getTime()) / 86_400_000) + 1),
    } satisfies z.output<typeof UserCardOutput>;
  }
}
