import { Controller, Get, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AuthUser, Ctx, Endpoint, Input, OptionalUser, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import {
  KeywordInput,
  MatchFilterInput,
  MatchIdInput,
  MatchListOutput,
  MatchRowOutput,
  SnapshotOutput,
  SportInput,
} from './matches.schemas';
import { MatchesService } from './matches.service';
import { MatchDetails } from './match-details';
import { answerPage } from './public-page';

/** The catalogue's match rows: hot_match/*, universal/getHot, api/hot_match/initial_list, api/Search/match. */
@Controller('hot-match')
export class HotMatchController {
  constructor(
    private readonly matches: MatchesService,
    private readonly details: MatchDetails,
  ) {}

  @Endpoint({
    summary: 'All matches by sport, status, competition and day, paged (hot_match/all_match)',
    input: MatchFilterInput,
    output: pageOf(MatchRowOutput),
  })
  @Post('all')
  async all(
    @Input() input: z.output<typeof MatchFilterInput>,
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
    @OptionalUser() user?: AuthUser,
  ) {
    return answerPage(reply, await this.matches.page(input, ctx.lang, user?.id));
  }

  @Endpoint({ summary: "One match's row (hot_match/msgGetSimple)", input: MatchIdInput, output: MatchRowOutput })
  @Post('simple')
  simple(@Input() input: z.output<typeof MatchIdInput>, @Ctx() ctx: RequestContext, @OptionalUser() user?: AuthUser) {
    return this.details.row(input.match_id, ctx.lang, user?.id);
  }

  @Endpoint({
    summary: 'Recommended matches: live and next, hot ones first (hot_match/recommend)',
    input: SportInput,
    output: MatchListOutput,
  })
  @Post('recommend')
  async recommend(
    @Input() input: z.output<typeof SportInput>,
    @Ctx() ctx: RequestContext,
    @OptionalUser() user?: AuthUser,
  ) {
    const list = await this.matches.current(input.sport ? { sport: input.sport } : {}, ctx.lang, user?.id, 20);
    return { list: [...list.filter((m) => m.hot), ...list.filter((m) => !m.hot)] };
  }

  @Endpoint({ summary: 'Hot matches for the home page strip (universal/getHot)', output: MatchListOutput })
  @Post('hot')
  async hot(@Ctx() ctx: RequestContext, @OptionalUser() user?: AuthUser) {
    return { list: await this.matches.current({ hot: true }, ctx.lang, user?.id, 10) };
  }

  @Endpoint({
    summary:
      'Snapshot of the index: live and next matches of a sport with their sequence numbers (api/hot_match/initial_list)',
    input: SportInput,
    output: SnapshotOutput,
  })
  @Get('initial')
  async initial(
    @Input() input: z.output<typeof SportInput>,
    @Ctx() ctx: RequestContext,
    @OptionalUser() user?: AuthUser,
  ) {
    return {
      list: await this.matches.current(input.sport ? { sport: input.sport } : {}, ctx.lang, user?.id, 100),
      server_time: new Date().toISOString(),
    };
  }

  @Endpoint({
    summary: 'Matches by team or competition name, from yesterday on (api/Search/match)',
    input: KeywordInput,
    output: MatchListOutput,
  })
  @Get('search')
  async search(
    @Input() input: z.output<typeof KeywordInput>,
    @Ctx() ctx: RequestContext,
    @OptionalUser() user?: AuthUser,
  ) {
    return { list: await this.matches.search(input.keyword, ctx.lang, user?.id) };
  }
}
