import { Controller, Get, Header, Post } from '@nestjs/common';
import { Ctx, Endpoint, fields, Input, pageOf, RequestContext } from '@arena/shared';
import { z } from 'zod';
import { PUBLIC_LIST } from '../public-list';
import { ARTICLE_CATEGORIES, ArticleCard, ArticleOutput } from './articles.schemas';
import { ArticlesService } from './articles.service';

const ListInput = z.object({
  category: z.enum(ARTICLE_CATEGORIES).optional().describe('Every category when absent'),
  page: fields.page(),
  limit: fields.limit(50, 10),
});
const ReadInput = z.object({ id: fields.id() });

@Controller()
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Endpoint({
    summary: 'News, newest first, by category: football, basketball, other sports, platform (Portal_post/getList2)',
    input: ListInput,
    output: pageOf(ArticleCard),
  })
  @Post('articles/list')
  @Header('Cache-Control', PUBLIC_LIST)
  list(@Input() input: z.output<typeof ListInput>, @Ctx() ctx: RequestContext) {
    return this.articles.list(input.category, input, ctx.lang);
  }

  @Endpoint({
    summary:
      'One news article with its body (the /detail page; outside the catalogue, at /api/community/articles/info)',
    input: ReadInput,
    output: ArticleOutput,
  })
  @Get('community/articles/info')
  read(@Input() input: z.output<typeof ReadInput>, @Ctx() ctx: RequestContext) {
    return this.articles.read(input.id, ctx.lang);
  }
}
