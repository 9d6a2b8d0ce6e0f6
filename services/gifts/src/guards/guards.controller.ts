import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, OptionalUser, RequestContext, withMessage } from '@arena/shared';
import { GuardBuyInput, GuardBuyOutput, GuardListOutput } from './guards.schemas';
import { GuardsService } from './guards.service';

@Controller('guards')
export class GuardsController {
  constructor(private readonly guards: GuardsService) {}

  @Endpoint({
    summary:
      "The guard/nobility tiers with their monthly price and privileges, and the caller's current tier when logged in (Guard/getList)",
    output: GuardListOutput,
  })
  @Post()
  async list(@OptionalUser() user: AuthUser | undefined, @Ctx() ctx: RequestContext) {
    const [list, membership] = await Promise.all([
      this.guards.tiers(ctx.lang),
      user ? this.guards.membershipView(user.id, ctx.lang) : null,
    ]);
    return { list, membership, horn_price: this.guards.hornPrice };
  }

  @Endpoint({
    summary:
      'Buy a guard/nobility tier for 1 to 12 months: the same tier extends it, a higher one replaces it (guard_user/buy)',
    auth: 'user',
    input: GuardBuyInput,
    output: GuardBuyOutput,
  })
  @Post('buy')
  async buy(@CurrentUser() user: AuthUser, @Input() input: GuardBuyInput, @Ctx() ctx: RequestContext) {
    return withMessage('gifts.guard_bought', await this.guards.buy(user.id, input, ctx.lang));
  }
}
