import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { AdminMatchesController } from './admin/admin-matches.controller';
import { HotMatchController } from './matches/hot-match.controller';
import { LibraryController } from './library/library.controller';
import { LibraryService } from './library/library.service';
import { MatchDetails } from './matches/match-details';
import { MatchPublisher } from './matches/match-publisher';
import { MatchListCache } from './matches/match-list-cache';
import { MatchWriter } from './matches/match-writer';
import { MatchesService } from './matches/matches.service';
import { ScoresController } from './matches/scores.controller';
import { Standings } from './matches/standings';
import { ReplayProvider } from './replay/replay.provider';
import { ReplayWorker } from './replay/replay.worker';
import { SCORES_MESSAGES } from './scores.messages';

registerMessages(SCORES_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [HotMatchController, ScoresController, LibraryController, AdminMatchesController],
  providers: [MatchesService, MatchListCache, LibraryService, MatchDetails, MatchWriter, MatchPublisher, Standings, ReplayProvider, ReplayWorker],
})
export class ScoresModule {}
