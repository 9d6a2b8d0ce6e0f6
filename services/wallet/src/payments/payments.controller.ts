import { Controller, Get, Post, Res } from '@nestjs/common';
import { ErrorCode } from '@arena/protocol';
import {
  AppError,
  Ctx,
  Endpoint,
  fields,
  HTML_PAGE,
  Input,
  Lang,
  LANGS,
  RequestContext,
  ServiceClient,
} from '@arena/shared';
import { FastifyReply } from 'fastify';
import { z } from 'zod';
import { yuanText } from '../ledger/money';
import { RechargeOrdersService } from '../recharge/recharge-orders.service';
import { checkoutPage, resultPage } from './sandbox-pay-page';
import { SandboxPaymentProvider } from './sandbox-payment.provider';

const PageInput = z.object({
  orderNo: fields.text(32),
  token: fields.text(64),
  lang: z.enum(LANGS).optional().catch(undefined),
});
const CallbackInput = z.object({ provider: fields.text(16) }).passthrough();

/**
 * Served through the edge under /api/pay: the sandbox wallet's pages (which play the payer and
 * the provider) and the callback URL every provider notifies.
 */
@Controller('pay')
export class PaymentsController {
  constructor(
    private readonly orders: RechargeOrdersService,
    private readonly sandbox: SandboxPaymentProvider,
    private readonly services: ServiceClient,
  ) {}

  @Endpoint({ summary: 'Sandbox wallet checkout page (HTML)', input: PageInput, output: HTML_PAGE })
  @Get('sandbox/:orderNo')
  async page(@Input() input: z.output<typeof PageInput>, @Ctx() ctx: RequestContext, @Res() reply: FastifyReply) {
    const lang = input.lang ?? ctx.lang;
    const order = await this.orderFor(input.orderNo, input.token);
    await html(reply, checkoutPage(order, lang));
  }

  @Endpoint({
    summary: 'Sandbox wallet: the payer confirms; the provider notifies (HTML)',
    input: PageInput,
    output: HTML_PAGE,
  })
  @Post('sandbox/:orderNo/confirm')
  confirm(@Input() input: z.output<typeof PageInput>, @Ctx() ctx: RequestContext, @Res() reply: FastifyReply) {
    return this.decide(input, input.lang ?? ctx.lang, 'paid', reply);
  }

  @Endpoint({
    summary: 'Sandbox wallet: the payer cancels; the provider notifies (HTML)',
    input: PageInput,
    output: HTML_PAGE,
  })
  @Post('sandbox/:orderNo/cancel')
  cancel(@Input() input: z.output<typeof PageInput>, @Ctx() ctx: RequestContext, @Res() reply: FastifyReply) {
    return this.decide(input, input.lang ?? ctx.lang, 'cancelled', reply);
  }

  @Endpoint({
    summary: 'Payment provider callback (signed notification)',
    input: CallbackInput,
    output: z.object({ order_no: z.string(), status: z.string() }),
  })
  @Post('notify/:provider')
  callback(@Input() input: z.output<typeof CallbackInput>) {
    const { provider, ...payload } = input;
    return this.orders.handleCallback(provider, payload);
  }

  private async decide(
    input: z.output<typeof PageInput>,
    lang: Lang,
    status: 'paid' | 'cancelled',
    reply: FastifyReply,
  ) {
    const order = await this.orderFor(input.orderNo, input.token);
    if (order.status !== 'pending') return html(reply, resultPage(lang, `wallet.pay_page.status_${order.status}`));
    // Acting as the provider: a signed notification to our own callback URL, as a real one would.
    const notification = this.sandbox.notification({
      order_no: order.orderNo,
      trade_no: `SBX${Date.now()}${order.id}`,
      amount: yuanText(order.money),
      status,
    });
    await this.services.send('wallet', 'POST', '/pay/notify/sandbox', notification);
    return html(reply, resultPage(lang, `wallet.pay_page.status_${status}`));
  }

  private async orderFor(orderNo: string, token: string) {
    // A switched-off sandbox has no pages: nobody may credit themselves in production.
    if (!this.sandbox.enabled) throw new AppError('common.not_found', {}, ErrorCode.NOT_FOUND, 404);
    return this.orders.byPayToken(orderNo, token);
  }
}

function html(reply: FastifyReply, body: string) {
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
