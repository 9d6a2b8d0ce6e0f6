import { Controller, Post } from '@nestjs/common';
import { Endpoint, fields, Input } from '@arena/shared';
import { z } from 'zod';
import { RANKING_PERIODS, RoomRankingService } from './room-ranking.service';

const RankingInput = z.object({
  room_id: fields.id(),
  period: z.enum(RANKING_PERIODS).default('broadcast'),
  limit: fields.limit(100, 20),
});
const ContributorOutput = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  user_nickname: z.string(),
  avatar: z.string(),
  diamonds: z.string(),
});

@Controller('rooms')
export class RoomRankingController {
  constructor(private readonly ranking: RoomRankingService) {}

  @Endpoint({
    summary:
      'Contribution ranking of a room: diamonds given in this broadcast, the last 7 or 30 days (Live_streaming/roomRanking)',
    input: RankingInput,
    output: z.array(ContributorOutput),
  })
  @Post('ranking')
  list(@Input() input: z.output<typeof RankingInput>) {
    return this.ranking.ranking(input.room_id, input.period, input.limit);
  }
}
