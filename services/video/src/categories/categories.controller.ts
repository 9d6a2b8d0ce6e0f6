import { Controller, Get, Post } from '@nestjs/common';
import {
  AuthUser,
  Ctx,
  CurrentUser,
  Endpoint,
  fields,
  Input,
  OptionalUser,
  RequestContext,
  withMessage,
} from '@arena/shared';
import { z } from 'zod';
import { CategoriesService } from './categories.service';

const flag = z.union([z.literal(0), z.literal(1)]);
const CategoryOutput = z.object({
  id: z.number().int(),
  name: z.string().describe("In the caller's language"),
  icon: z.string(),
  recommended: flag,
  videos: z.number().int(),
  is_mine: flag.describe("In the caller's own categories (always 0 for a visitor)"),
});
const SearchInput = z.object({ keyword: fields.text(20) });
const ToggleInput = z.object({ classification_id: fields.id() });

/** Video categories (Videoclassification, videocclassification/*). */
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Endpoint({
    summary: 'Every video category in order, with its number of videos (Videoclassification)',
    output: z.array(CategoryOutput),
  })
  @Get()
  all(@OptionalUser() user: AuthUser | undefined, @Ctx() ctx: RequestContext) {
    return this.categories.list({}, ctx.lang, user?.id);
  }

  @Endpoint({ summary: 'The recommended categories (videocclassification/recommend)', output: z.array(CategoryOutput) })
  @Get('recommended')
  recommended(@OptionalUser() user: AuthUser | undefined, @Ctx() ctx: RequestContext) {
    return this.categories.list({ recommended: true }, ctx.lang, user?.id);
  }

  @Endpoint({
    summary: "Every category, marked when it is one of the caller's own (videocclassification/allList)",
    output: z.array(CategoryOutput),
  })
  @Get('all')
  allMarked(@OptionalUser() user: AuthUser | undefined, @Ctx() ctx: RequestContext) {
    return this.categories.list({}, ctx.lang, user?.id);
  }

  @Endpoint({
    summary: 'Categories whose name (in any language) contains the keyword (videocclassification/search)',
    input: SearchInput,
    output: z.array(CategoryOutput),
  })
  @Get('search')
  search(
    @Input() input: z.output<typeof SearchInput>,
    @OptionalUser() user: AuthUser | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    return this.categories.search(input.keyword, ctx.lang, user?.id);
  }

  @Endpoint({
    summary: "The caller's own categories (videocclassification/myClassification)",
    auth: 'user',
    output: z.array(CategoryOutput),
  })
  @Post('mine')
  mine(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    return this.categories.mine(user.id, ctx.lang);
  }

  @Endpoint({
    summary:
      "Add a category to the caller's own, or remove it when it is there (videocclassification/addMyclassification)",
    auth: 'user',
    input: ToggleInput,
    output: z.object({ classification_id: z.number().int(), is_mine: flag }),
  })
  @Post('mine/toggle')
  async toggle(@Input() input: z.output<typeof ToggleInput>, @CurrentUser() user: AuthUser) {
    const mine = await this.categories.toggleMine(user.id, input.classification_id);
    return withMessage(mine ? 'video.category_added' : 'video.category_removed', {
      classification_id: input.classification_id,
      is_mine: mine,
    });
  }
}
