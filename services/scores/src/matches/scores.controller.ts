import { Controller, Get, Post, Res } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, OptionalUser, pageOf, RequestContext } from '@arena/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MatchDetails } from './match-details';
import {
  CollectInput,
  CollectOutput,
  CompetitionInput,
  CompetitionOutput,
  MatchDetailOutput,
  MatchFilterInput,
  MatchIdInput,
  MatchListOutput,
  MatchRowOutput,
  SeasonOutput,
  SportInput,
  StandingOutput,
  StandingsInput,
} from './matches.schemas';
import { MatchesService } from './matches.service';
import { answerPage } from './public-page';
import { Standings } from './standings';

/** What the score pages read: lists, a match's snapshot, competitions, standings, favourites. */
@Controller('scores')
export class ScoresController {
  constructor(
    private readonly matches: MatchesService,
    private readonly details: MatchDetails,
    private readonly standings: Standings,
  ) {}

  @Endpoint({
    summary: 'Matches by sport, status, competition and day, paged',
    input: MatchFilterInput,
    output: pageOf(MatchRowOutput),
  })
  @Get('matches')
  async list(
    @Input() input: z.output<typeof MatchFilterInput>,
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
    @OptionalUser() user?: AuthUser,
  ) {
    return answerPage(reply, await this.matches.page(input, ctx.lang, user?.id));
  }

  @Endpoint({
    summary:
      "A match's snapshot: row, events with sequence numbers, squads (a page that missed a sequence number resyncs here)",
    input: MatchIdInput,
    output: MatchDetailOutput,
  })
  @Get('match')
  match(@Input() input: z.output<typeof MatchIdInput>, @Ctx() ctx: RequestContext, @OptionalUser() user?: AuthUser) {
    return this.details.detail(input.match_id, ctx.lang, user?.id);
  }

  @Endpoint({
    summary: 'Competitions of a sport',
    auth: 'open',
    input: SportInput,
    output: z.object({ list: z.array(CompetitionOutput) }),
  })
  @Get('competitions')
  async competitions(@Input() input: z.output<typeof SportInput>, @Ctx() ctx: RequestContext) {
    return { list: await this.matches.competitions(input.sport, ctx.lang) };
  }

  @Endpoint({
    summary: "A competition's seasons with matches, newest first",
    auth: 'open',
    input: CompetitionInput,
    output: z.object({ list: z.array(SeasonOutput) }),
  })
  @Get('seasons')
  async seasons(@Input() input: z.output<typeof CompetitionInput>) {
    return { list: await this.matches.seasons(input.competition_id) };
  }

  @Endpoint({
    summary:
      "A season's table of a competition (the current season unless season_id names one) from its finished matches",
    auth: 'open',
    input: StandingsInput,
    output: z.object({ season: z.string(), list: z.array(StandingOutput) }),
  })
  @Get('standings')
  async table(@Input() input: z.output<typeof StandingsInput>, @Ctx() ctx: RequestContext) {
    return this.standings.of(input.competition_id, ctx.lang, input.season_id);
  }

  @Endpoint({ summary: "The caller's favourite matches", auth: 'user', output: MatchListOutput })
  @Get('favourites')
  async favourites(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return { list: await this.matches.favourites(user.id, ctx.lang) };
  }

  @Endpoint({
    summary: 'Star or unstar a match (Basketballuser/collect; collect 1 or 0)',
    auth: 'user',
    input: CollectInput,
    output: CollectOutput,
  })
  @Post('collect')
  async collect(
    @Input() input: z.output<typeof CollectInput>,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: RequestContext,
  ) {
    await this.details.row(input.match_id, ctx.lang);
    return this.matches.collect(user.id, input.match_id, input.collect === 1);
  }
}
