import { Controller, Get, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, Endpoint, Input, pageOf, withMessage } from '@arena/shared';
import { z } from 'zod';
import {
  AdminArticleOutput,
  AdminListInput,
  CreateArticleInput,
  EditArticleInput,
  RepublishInput,
  UnpublishInput,
} from './admin-articles.schemas';
import { AdminArticlesService } from './admin-articles.service';

/** Administrators' news desk (`/api/admin/articles`); every change is in the audit log. */
@Controller('admin/articles')
export class AdminArticlesController {
  constructor(private readonly articles: AdminArticlesService) {}

  @Endpoint({
    summary: 'Every article whatever its state (published, scheduled, unpublished), newest first (administrators)',
    auth: 'admin',
    input: AdminListInput,
    output: pageOf(AdminArticleOutput),
  })
  @Get()
  list(@Input() input: z.output<typeof AdminListInput>) {
    return this.articles.list({ category: input.category, state: input.state }, input);
  }

  @Endpoint({
    summary: 'Write an article in zh, en and vi; a future publish_at schedules it (administrators)',
    auth: 'admin',
    input: CreateArticleInput,
    output: AdminArticleOutput,
  })
  @Post()
  async create(@Input() input: z.output<typeof CreateArticleInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.article_saved', await this.articles.create(admin.id, input));
  }

  @Endpoint({
    summary: 'Change an article: the fields given (administrators)',
    auth: 'admin',
    input: EditArticleInput,
    output: AdminArticleOutput,
  })
  @Post('edit')
  async edit(@Input() input: z.output<typeof EditArticleInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.article_saved', await this.articles.edit(admin.id, input));
  }

  @Endpoint({
    summary: 'Take an article down: off the lists and its page (administrators)',
    auth: 'admin',
    input: UnpublishInput,
    output: AdminArticleOutput,
  })
  @Post('unpublish')
  async unpublish(@Input() input: z.output<typeof UnpublishInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.article_unpublished', await this.articles.unpublish(admin.id, input));
  }

  @Endpoint({
    summary: 'Put an unpublished article back, now or at publish_at (administrators)',
    auth: 'admin',
    input: RepublishInput,
    output: AdminArticleOutput,
  })
  @Post('republish')
  async republish(@Input() input: z.output<typeof RepublishInput>, @CurrentUser() admin: AuthUser) {
    return withMessage('community.article_saved', await this.articles.republish(admin.id, input));
  }
}
