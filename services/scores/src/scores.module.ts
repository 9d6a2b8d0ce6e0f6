import { Module } from '@nestjs/common';
import { CoreModule, registerMessages } from '@arena/shared';
import { AdminMatchesController } from './admin/admin-matches.controller';
import { HotMatchController } from './matches/hot-match.controller';
import { LibraryController } from './library/library.controller';
import { LibraryRepository } from './library/library.repository';
import { LibraryService } from './library/library.service';
import { MatchFactsInternalController } from './matches/match-facts-internal.controller';
import { MatchDetails } from './matches/match-details';
import { MatchEventsRepository } from './matches/match-events.repository';
import { MatchPublisher } from './matches/match-publisher';
import { MatchRecords } from './matches/match-records';
import { MatchRecordsController } from './matches/match-records.controller';
import { MatchListCache } from './matches/match-list-cache';
import { MatchStatsRepository } from './matches/match-stats.repository';
import { MatchWriter } from './matches/match-writer';
import { MatchesRepository } from './matches/matches.repository';
import { MatchesService } from './matches/matches.service';
import { ScoresController } from './matches/scores.controller';
import { Standings } from './matches/standings';
import { BigMatchPreviews } from './previews/big-match-previews';
import { MatchPreviews } from './previews/match-previews.service';
import { PreviewsController } from './previews/previews.controller';
import { PreviewsRepository } from './previews/previews.repository';
import { ReplayProvider } from './replay/replay.provider';
import { ReplayWorker } from './replay/replay.worker';
import { SCORES_MESSAGES } from './scores.messages';
import { SeasonsRepository } from './seasons/seasons.repository';
import { SearchDocumentsController } from './search-documents/search-documents.controller';
import { SearchDocumentsRepository } from './search-documents/search-documents.repository';
import { SearchDocumentsService } from './search-documents/search-documents.service';

registerMessages(SCORES_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [
    SearchDocumentsController,
    HotMatchController,
    ScoresController,
    LibraryController,
    PreviewsController,
    AdminMatchesController,
    MatchRecordsController,
    MatchFactsInternalController,
  ],
  providers: [
    SearchDocumentsService,
    SearchDocumentsRepository,
    MatchesService,
    MatchListCache,
    LibraryService,
    MatchDetails,
    MatchWriter,
    MatchPublisher,
    MatchRecords,
    Standings,
    ReplayProvider,
    ReplayWorker,
    MatchesRepository,
    MatchEventsRepository,
    MatchStatsRepository,
    LibraryRepository,
    SeasonsRepository,
    MatchPreviews,
    BigMatchPreviews,
    PreviewsRepository,
  ],
})
export class ScoresModule {}
