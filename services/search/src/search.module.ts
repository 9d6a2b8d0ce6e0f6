import { Module } from '@nestjs/common';
import { CoreModule, processedEventsPruning, registerMessages } from '@arena/shared';
import { DocumentsRepository } from './documents/documents.repository';
import { SearchController } from './documents/search.controller';
import { SearchService } from './documents/search.service';
import { IndexBackfill } from './indexing/index-backfill';
import { IndexRefresh } from './indexing/index-refresh';
import { SearchEventsConsumer } from './indexing/search-events.consumer';
import { SEARCH_MESSAGES } from './search.messages';

registerMessages(SEARCH_MESSAGES);

@Module({
  imports: [CoreModule],
  controllers: [SearchController],
  providers: [
    DocumentsRepository,
    SearchService,
    IndexRefresh,
    IndexBackfill,
    SearchEventsConsumer,
    processedEventsPruning('search'),
  ],
})
export class SearchModule {}
