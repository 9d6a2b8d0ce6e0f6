import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RechargeOrder } from '@arena/shared';
import { walletConfig } from '../wallet.config';
import { PaymentNotice, PaymentProvider } from './payment-provider';

const SIGNED_FIELDS = ['order_no', 'trade_no', 'amount', 'status'] as const;
export type SandboxNotification = Record<(typeof SIGNED_FIELDS)[number] | 'sign', string>;

/** The built-in provider: a page we serve plays the payer, notifications are HMAC-signed. */
@Injectable()
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox';

  checkoutPath(order: RechargeOrder): string {
    return `/api/pay/sandbox/${order.orderNo}?token=${order.payToken}`;
  }

  /** What the provider sends when the payer confirmed (status paid) or cancelled. */
  notification(
    fields: Omit<SandboxNotification, 'sign'>,
    secret = walletConfig().paySandbox.secret,
  ): SandboxNotification {
    return { ...fields, sign: signature(fields, secret) };
  }

  /** Off in production unless enabled: a switched-off sandbox takes no orders and believes no callback. */
  get enabled(): boolean {
    return walletConfig().paySandbox.enabled;
  }

  verify(payload: Record<string, unknown>): PaymentNotice | undefined {
    if (!this.enabled) return undefined;
    const values = SIGNED_FIELDS.map((name) => payload[name]);
    if (values.some((value) => typeof value !== 'string') || typeof payload.sign !== 'string') return undefined;
    const fields = Object.fromEntries(SIGNED_FIELDS.map((name) => [name, payload[name] as string])) as Omit<
      SandboxNotification,
      'sign'
    >;
    const expected = Buffer.from(signature(fields, walletConfig().paySandbox.secret));
    const given = Buffer.from(payload.sign);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (fields.status !== 'paid' && fields.status !== 'cancelled') return undefined;
    return { orderNo: fields.order_no, tradeNo: fields.trade_no, amount: fields.amount, status: fields.status };
  }
}

function signature(fields: Omit<SandboxNotification, 'sign'>, secret: string): string {
  const canonical = SIGNED_FIELDS.map((name) => `${name}=${fields[name]}`).join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}
