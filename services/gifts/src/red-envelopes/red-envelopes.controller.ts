import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { RedEnvelopeIdInput, RedEnvelopeInfo, RedEnvelopeInput, RedEnvelopeReceived } from './red-envelopes.schemas';
import { RedEnvelopesService } from './red-envelopes.service';

@Controller('red-envelopes')
export class RedEnvelopesController {
  constructor(private readonly envelopes: RedEnvelopesService) {}

  @Endpoint({
    summary: 'Put N diamonds into K red envelopes in a room; the room is told to raise the pop-up (Redenvelope/insert)',
    auth: 'user',
    input: RedEnvelopeInput,
    output: RedEnvelopeInfo,
  })
  @Post()
  async insert(
    @Input() input: z.output<typeof RedEnvelopeInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage('gifts.red_envelope_sent', await this.envelopes.insert(user, input, ctx.lang));
  }

  @Endpoint({
    summary: 'A red envelope: what is left, who grabbed how much, what the caller got (Redenvelope/getRedInfo)',
    auth: 'user',
    input: RedEnvelopeIdInput,
    output: RedEnvelopeInfo,
  })
  @Post('info')
  info(@Input() input: z.output<typeof RedEnvelopeIdInput>, @CurrentUser() user: AuthUser) {
    return this.envelopes.info(input.id, user.id);
  }

  @Endpoint({
    summary: 'Grab one share of a red envelope, once per user (Redenvelope/receiveRed)',
    auth: 'user',
    input: RedEnvelopeIdInput,
    output: RedEnvelopeReceived,
  })
  @Post('receive')
  async receive(
    @Input() input: z.output<typeof RedEnvelopeIdInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    return withMessage('gifts.red_envelope_received', await this.envelopes.receive(user, input.id, ctx.lang));
  }
}
