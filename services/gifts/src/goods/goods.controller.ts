import { Controller, Post } from '@nestjs/common';
import { AuthUser, Ctx, CurrentUser, Endpoint, Input, pageOf, RequestContext, withMessage } from '@arena/shared';
import { z } from 'zod';
import { ExchangeInput, ExchangeOutput, ExchangeRecordOutput, GoodsOutput, RecordsInput } from './goods.schemas';
import { GoodsService } from './goods.service';

@Controller('goods')
export class GoodsController {
  constructor(private readonly goods: GoodsService) {}

  @Endpoint({
    summary: 'The goods on offer: name in the caller language, price in diamonds, stock left (goods/goodsList)',
    output: z.array(GoodsOutput),
  })
  @Post()
  list(@Ctx() ctx: RequestContext) {
    return this.goods.list(ctx.lang);
  }

  @Endpoint({
    summary: 'Exchange diamonds for goods, once per request key; stock never oversold (goods/exchange)',
    auth: 'user',
    input: ExchangeInput,
    output: ExchangeOutput,
  })
  @Post('exchange')
  async exchange(@CurrentUser() user: AuthUser, @Input() input: ExchangeInput, @Ctx() ctx: RequestContext) {
    return withMessage('gifts.exchanged', await this.goods.exchange(user.id, input, ctx.lang));
  }

  @Endpoint({
    summary: "The caller's exchanges of the last 3 months, newest first (goods/exchangeRecords)",
    auth: 'user',
    input: RecordsInput,
    output: pageOf(ExchangeRecordOutput),
  })
  @Post('exchanges')
  records(@CurrentUser() user: AuthUser, @Input() input: z.output<typeof RecordsInput>, @Ctx() ctx: RequestContext) {
    return this.goods.records(user.id, input.page, input.limit, ctx.lang);
  }
}
