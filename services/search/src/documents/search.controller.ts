import { Controller, Get } from '@nestjs/common';
import { Ctx, Endpoint, Input, RequestContext } from '@arena/shared';
import { SearchInput, SearchOutput } from './search.schemas';
import { SearchService } from './search.service';

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
  search(@Input() input: SearchInput, @Ctx() ctx: RequestContext) {
    return this.searchService.search(input, ctx.lang);
  }
}
