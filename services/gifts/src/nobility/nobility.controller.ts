import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, OptionalUser, RequestContext, withMessage } from '@arena/shared';
import { NobilityBuyInput, NobilityBuyOutput, NobilityListOutput } from './nobility.schemas';
import { NobilityService } from './nobility.service';

@Controller('nobility')
export class NobilityController {
  constructor(private readonly nobility: NobilityService) {}

  @Endpoint({
    summary:
      "The guard/nobility tiers with their monthly price and privileges, and the caller's current tier when logged in (Guard/getList)",
    output: NobilityListOutput,
  })
  @Post()
  async list(@OptionalUser() user: AuthUser | undefined, @Ctx() ctx: RequestContext) {
    const [list, membership] = await Promise.all([
      this.nobility.tiers(ctx.lang),
      user ? this.nobility.membershipView(user.id, ctx.lang) : null,
    ]);
    return { list, membership, horn_price: this.nobility.hornPrice };
  }

  @Endpoint({
    summary:
      'Buy a guard/nobility tier for 1 to 12 months: the same tier extends it, a higher one replaces it (guard_user/buy)',
    auth: 'user',
    input: NobilityBuyInput,
    output: NobilityBuyOutput,
  })
  @Post('buy')
  async buy(@CurrentUser() user: AuthUser, @Input() input: NobilityBuyInput, @Ctx() ctx: RequestContext) {
    return withMessage('gifts.nobility_bought', await this.nobility.buy(user.id, input, ctx.lang));
  }
}
