import { Controller, Get } from '@nestjs/common';
import { AuthUser, Ctx, Endpoint, Input, OptionalUser, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { MatchIdInput } from '../matches/matches.schemas';
import { MatchPreviews } from './match-previews.service';
import { PreviewOutput } from './previews.schemas';

/** The intelligence centre's read of a match (/foresight). */
@Controller('scores')
export class PreviewsController {
  constructor(private readonly previews: MatchPreviews) {}

  @Endpoint({
    summary:
      "A match's preview: each team's last five results, their last meetings, their table places and squad notes",
    input: MatchIdInput,
    output: PreviewOutput,
  })
  @Get('preview')
  preview(@Input() input: z.output<typeof MatchIdInput>, @Ctx() ctx: RequestContext, @OptionalUser() user?: AuthUser) {
    return this.previews.of(input.match_id, ctx.lang, user?.id);
  }
}
