import { Controller, Get, Header } from '@nestjs/common';
import { Ctx, Endpoint, Input, RequestContext } from '@arena/shared';
import { SearchInput, SearchOutput } from './search.schemas';
import { SearchService } from './search.service';

/**
 * The same for every caller of a language: the edge repeats an answer for 2 s (and up to 2 s more
 * while one request refreshes it), so a crowd asking the same words costs one query every 2 s. The
 * index's freshness rule (decision 057): a change is searchable once its event is consumed (well
 * under a second) and the edge's copy of that query runs out, so within 5 s at the outside.
 */
const SEARCH_ANSWER = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';

/** `GET /api/search?q=&kind=&page=`: one search over every kind (decision 048). */
@Controller('search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Endpoint({
    summary:
      'Streamers, rooms, matches, teams, posts, news and videos matching the words (Chinese by word, Vietnamese without diacritics, English by stem, the last word as a prefix), best first, with the matched words marked',
    input: SearchInput,
    output: SearchOutput,
  })
  @Get()
  @Header('Cache-Control', SEARCH_ANSWER)
  search(@Input() input: SearchInput, @Ctx() ctx: RequestContext) {
    return this.searchService.search(input, ctx.lang);
  }
}
