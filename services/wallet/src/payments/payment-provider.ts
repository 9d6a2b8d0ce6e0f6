import { RechargeOrder } from '@arena/shared';

/** What a provider tells us about an order once its signature checked out. */
export interface PaymentNotice {
  orderNo: string;
  tradeNo: string;
  /** Yuan paid, two decimals. */
  amount: string;
  status: 'paid' | 'cancelled';
}

/**
 * A payment provider: where the payer is sent to pay, and how its signed callbacks are read.
 * The sandbox is the one implementation; a real wallet provider implements the same three calls.
 */
export abstract class PaymentProvider {
  abstract readonly name: string;
  /** Whether this deployment offers the provider to payers. */
  abstract readonly enabled: boolean;
  /** The page (relative to the public base URL) where the payer confirms or cancels. */
  abstract checkoutPath(order: RechargeOrder): string;
  /** The notice of a genuine callback; undefined when the signature or the shape is wrong. */
  abstract verify(payload: Record<string, unknown>): PaymentNotice | undefined;
}
