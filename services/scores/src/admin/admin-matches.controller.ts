import { Controller, Post } from '@nestjs/common';
import { AppError, Ctx, Endpoint, fields, Input, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { MatchDetails } from '../matches/match-details';
import { MatchPublisher } from '../matches/match-publisher';
import { MatchWriter } from '../matches/match-writer';
import { EVENT_TYPES, MatchDetailOutput, sportField, statKeyField } from '../matches/matches.schemas';

const side = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(['home', 'away'], { message: 'scores.side_invalid' }).optional(),
);
const eventType = z.enum(EVENT_TYPES, { message: 'scores.event_type_invalid' });
const minute = fields.int(0, 200);

const CreateInput = z.object({
  sport: sportField(),
  competition_id: fields.id(),
  home_team_id: fields.id(),
  away_team_id: fields.id(),
  start_time: z.string().refine((t) => !Number.isNaN(Date.parse(t)), 'scores.start_time_invalid'),
});
const PushInput = z.object({
  match_id: fields.id(),
  type: eventType,
  side,
  minute,
  player_name: fields.optionalText(64),
  points: fields.int(1, 3).optional(),
  period: fields.int(0, 10).optional(),
});
const CorrectInput = z.object({
  match_id: fields.id(),
  seq: fields.int(1),
  type: eventType.optional(),
  side,
  minute: minute.optional(),
  player_name: fields.optionalText(64),
});
const StatsInput = z.object({
  match_id: fields.id(),
  period: fields.int(1, 4).describe('Half (football, 1-2) or quarter (basketball, 1-4)'),
  stats: z
    .array(z.object({ key: statKeyField(), home: fields.int(0, 9999), away: fields.int(0, 9999) }))
    .min(1)
    .max(20)
    .describe(
      'Statistics the provider keeps (possession in %, home + away = 100; shots_on_target ≤ shots), not those counted from events',
    ),
});

/** Administrators create matches, push their events, correct them and set statistics; every open page hears of it. */
@Controller('admin/scores')
export class AdminMatchesController {
  constructor(
    private readonly writer: MatchWriter,
    private readonly publisher: MatchPublisher,
    private readonly details: MatchDetails,
  ) {}

  @Endpoint({
    summary: "Create a match (played by administrators' pushes, not the replay)",
    auth: 'admin',
    input: CreateInput,
    output: MatchDetailOutput,
  })
  @Post('matches')
  async create(@Input() input: z.output<typeof CreateInput>, @Ctx() ctx: RequestContext) {
    const matchId = await this.writer.create(
      input.sport,
      input.competition_id,
      input.home_team_id,
      input.away_team_id,
      new Date(input.start_time),
    );
    return this.details.detail(matchId, ctx.lang);
  }

  @Endpoint({
    summary: "Push an event: it takes the match's next sequence number; minute and status only move forward",
    auth: 'admin',
    input: PushInput,
    output: MatchDetailOutput,
  })
  @Post('events')
  async push(@Input() input: z.output<typeof PushInput>, @Ctx() ctx: RequestContext) {
    if (input.type !== 'period' && !input.side) throw AppError.fail('scores.side_invalid');
    const result = await this.writer.record(input.match_id, [
      {
        minute: input.minute,
        type: input.type,
        side: input.type === 'period' ? null : (input.side ?? null),
        playerName: input.player_name ?? '',
        points: input.points ?? (input.type === 'points' ? 2 : 0),
        period: input.period ?? 0,
      },
    ]);
    await this.publisher.changed(input.match_id, result.events, result);
    return this.details.detail(input.match_id, ctx.lang);
  }

  @Endpoint({
    summary:
      'Correct a recorded event (by its sequence number): totals are recomputed and the match takes the next sequence number',
    auth: 'admin',
    input: CorrectInput,
    output: MatchDetailOutput,
  })
  @Post('corrections')
  async correct(@Input() input: z.output<typeof CorrectInput>, @Ctx() ctx: RequestContext) {
    await this.writer.correct(input.match_id, input.seq, {
      type: input.type,
      side: input.side,
      minute: input.minute,
      playerName: input.player_name,
    });
    await this.publisher.changed(input.match_id, []);
    return this.details.detail(input.match_id, ctx.lang);
  }

  @Endpoint({
    summary:
      "Set or correct a match's statistics of one period (kept as set; the provider no longer moves them): the match takes the next sequence number",
    auth: 'admin',
    input: StatsInput,
    output: MatchDetailOutput,
  })
  @Post('stats')
  async stats(@Input() input: z.output<typeof StatsInput>, @Ctx() ctx: RequestContext) {
    await this.writer.setStats(input.match_id, input.period, input.stats);
    await this.publisher.changed(input.match_id, []);
    return this.details.detail(input.match_id, ctx.lang);
  }
}
