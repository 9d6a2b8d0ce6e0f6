import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, RequestContext, withMessage } from '@arena/shared';
import { HornInput, HornOutput } from './horn.schemas';
import { HornService } from './horn.service';

@Controller('horn')
export class HornController {
  constructor(private readonly horns: HornService) {}

  @Endpoint({
    summary:
      "Send a horn message to every visitor's page: free within a noble's monthly quota, else paid in diamonds (Member/sneHorn)",
    auth: 'user',
    input: HornInput,
    output: HornOutput,
  })
  @Post()
  async send(@CurrentUser() user: AuthUser, @Input() input: HornInput, @Ctx() ctx: RequestContext) {
    return withMessage('gifts.horn_sent', await this.horns.send(user.id, input, ctx.lang));
  }
}
