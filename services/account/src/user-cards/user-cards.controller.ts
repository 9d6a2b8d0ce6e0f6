import { Controller, Get } from '@nestjs/common';
import { accountContracts } from '@arena/contracts';
import { AppError, AuthUser, Ctx, Endpoint, fields, Input, OptionalUser, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { StoredUserOutput } from '../profile/profile.schemas';
import { ProfileService } from '../profile/profile.service';
import { UserCardsService } from './user-cards.service';

const CardInput = z.object({ id: fields.id().optional() });

/**
 * User/getUserInfo: with `id`, anyone's public card (the persona page); without it, the caller's own
 * stored user, as Member/info answers. A card never shows a mobile number.
 */
@Controller('user-cards')
export class UserCardsController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly cards: UserCardsService,
  ) {}

  @Endpoint({
    summary: "A user's public card by id, or the caller's own profile (User/getUserInfo)",
    input: CardInput,
    // Without an id the caller's own stored user (as Member/info), with one that user's public card.
    output: z.union([StoredUserOutput, accountContracts.UserCardOutput]),
  })
  @Get()
  async get(
    @Input() input: z.output<typeof CardInput>,
    @OptionalUser() viewer: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    if (input.id === undefined) {
      if (!viewer) throw AppError.fail('auth.login_required');
      return this.profiles.storedUserOf(viewer.id, { token: ctx.token ?? '', sessionId: viewer.sessionId });
    }
    return this.cards.card(input.id, viewer?.id);
  }
}
