import { Controller, Get } from '@nestjs/common';
import { AuthUser, Ctx, Endpoint, Input, OptionalUser, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { CompetitionInput } from '../matches/matches.schemas';
import { ScorerOutput, TeamDetailOutput, TeamInput, TeamOutput } from './library.schemas';
import { LibraryService } from './library.service';

/** The data library's reads: teams, a team's squad and matches, the top scorers. */
@Controller('scores')
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Endpoint({
    summary: 'The teams of a competition',
    auth: 'open',
    input: CompetitionInput,
    output: z.object({ list: z.array(TeamOutput) }),
  })
  @Get('teams')
  async teams(@Input() input: z.output<typeof CompetitionInput>, @Ctx() ctx: RequestContext) {
    return { list: await this.library.teams(input.competition_id, ctx.lang) };
  }

  @Endpoint({
    summary: "A team: its squad with each player's goals (or points) and cards, its last and next matches",
    input: TeamInput,
    output: TeamDetailOutput,
  })
  @Get('team')
  team(@Input() input: z.output<typeof TeamInput>, @Ctx() ctx: RequestContext, @OptionalUser() user?: AuthUser) {
    return this.library.team(input.team_id, ctx.lang, user?.id);
  }

  @Endpoint({
    summary: "A competition's top scorers (goals; points in basketball), at most 20",
    auth: 'open',
    input: CompetitionInput,
    output: z.object({ list: z.array(ScorerOutput) }),
  })
  @Get('top-scorers')
  async topScorers(@Input() input: z.output<typeof CompetitionInput>, @Ctx() ctx: RequestContext) {
    return { list: await this.library.topScorers(input.competition_id, ctx.lang) };
  }
}
