import { randomBytes, randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppError, Db, Jobs, Transactions } from '@arena/shared';
import { LedgerService } from '../ledger/ledger.service';
import { yuanText } from '../ledger/money';
import { PaymentNotice, PaymentProvider } from '../payments/payment-provider';
import { SandboxPaymentProvider } from '../payments/sandbox-payment.provider';
import { walletConfig } from '../wallet.config';
import { RECHARGE_EXPIRY } from './recharge-expiry.job';
import { RechargeOrdersRepository } from './recharge-orders.repository';
import { RechargePackagesRepository } from './recharge-packages.repository';

/** The spec's payment method is "a wallet": type 1 is the (sandbox) wallet provider. */
export const PAY_TYPES = { '1': 'sandbox' } as const;
export type PayType = keyof typeof PAY_TYPES;

export type CallbackOutcome =
  'credited' | 'credited_late' | 'duplicate' | 'cancelled' | 'bad_amount' | 'unknown_order' | 'ignored';

const orderNumber = () =>
  `R${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

/**
 * Recharge orders: created for a package, credited exactly once by the provider's callback, expired
 * when still pending RECHARGE_ORDER_TTL_SECONDS after their creation (recharge-expiry.job.ts).
 */
@Injectable()
export class RechargeOrdersService {
  private readonly logger = new Logger('RechargeOrders');
  private readonly providers: Map<string, PaymentProvider>;

  constructor(
    private readonly orders: RechargeOrdersRepository,
    private readonly packages: RechargePackagesRepository,
    private readonly transactions: Transactions,
    private readonly ledger: LedgerService,
    private readonly jobs: Jobs,
    sandbox: SandboxPaymentProvider,
  ) {
    this.providers = new Map([[sandbox.name, sandbox]]);
  }

  async create(userId: number, packageId: number, payType: PayType) {
    const pack = await this.packages.findEnabled(packageId);
    if (!pack) throw AppError.fail('wallet.package_not_found');
    const provider = this.provider(PAY_TYPES[payType]);
    const order = await this.orders.create({
      orderNo: orderNumber(),
      payToken: randomBytes(16).toString('hex'),
      userId,
      packageId: pack.id,
      coin: pack.coin,
      give: pack.give,
      money: pack.money,
      provider: provider.name,
    });
    try {
      await this.jobs.add(
        RECHARGE_EXPIRY,
        { orderId: order.id },
        { id: `order-${order.id}`, delayMs: walletConfig().rechargeOrderTtlMs },
      );
    } catch (error) {
      // The periodic sweep expires the order anyway; the payer should not be refused for this.
      this.logger.error(`could not schedule the expiry of order ${order.orderNo}: ${String(error)}`);
    }
    return {
      order_no: order.orderNo,
      url: `${walletConfig().publicBaseUrl}${provider.checkoutPath(order)}`,
      money: yuanText(order.money),
      coin: order.coin,
      give: order.give,
    };
  }

  /**
   * A provider's callback. Whatever their number or order, an order is credited once: the order
   * row is flipped to paid and the diamonds moved (idempotency key `recharge:<order>`) in one
   * transaction. A callback whose signature fails is refused before anything is stored; what is
   * kept of the others is the signed notice, so its size is bounded whatever the caller sent.
   */
  async handleCallback(
    providerName: string,
    payload: Record<string, unknown>,
  ): Promise<{ order_no: string; status: string }> {
    const provider = this.provider(providerName);
    const orderNo = typeof payload.order_no === 'string' ? payload.order_no.slice(0, 64) : '';
    const notice = provider.verify(payload);
    if (!notice) {
      this.logger.warn(
        `payment callback refused: bad signature (provider ${provider.name}, order ${JSON.stringify(orderNo)})`,
      );
      throw AppError.fail('wallet.payment_signature_invalid');
    }
    const order = await this.orders.findByOrderNo(notice.orderNo);
    if (!order) {
      await this.record(provider.name, orderNo, 'unknown_order', notice);
      throw AppError.fail('wallet.order_not_found');
    }
    if (notice.amount !== yuanText(order.money) || order.provider !== provider.name) {
      await this.record(provider.name, orderNo, 'bad_amount', notice);
      throw AppError.fail('wallet.payment_amount_mismatch');
    }
    if (notice.status === 'cancelled') {
      const count = await this.orders.cancelPending(order.id);
      await this.record(provider.name, orderNo, count ? 'cancelled' : 'ignored', notice);
      return { order_no: order.orderNo, status: count ? 'cancelled' : order.status };
    }
    const outcome = await this.transactions.run(async (tx) => {
      // Money the payer really paid is credited even if the order was cancelled or expired here
      // (the payer saw a checkout page before it expired): the order becomes paid, noted as late.
      const flipped = await this.orders.markPaid(order.id, notice.tradeNo, new Date(), tx);
      if (flipped === 0) return 'duplicate' as const;
      const credit = await this.ledger.transfer(
        {
          key: `recharge:${order.orderNo}`,
          from: { system: 'diamond.recharge' },
          to: { userId: order.userId, kind: 'diamond' },
          amountCents: (order.coin + order.give) * 100,
          reason: 'recharge',
          memo: order.orderNo,
        },
        tx,
      );
      await this.record(provider.name, orderNo, order.status === 'pending' ? 'credited' : 'credited_late', notice, tx);
      return credit;
    });
    if (outcome === 'duplicate') await this.record(provider.name, orderNo, 'duplicate', notice);
    else await this.ledger.announce(outcome);
    return { order_no: order.orderNo, status: 'paid' };
  }

  /** The order a payment page was opened for: its number and the token only that page knows. */
  async byPayToken(orderNo: string, token: string) {
    const order = await this.orders.findByOrderNo(orderNo);
    if (!order || order.payToken !== token) throw AppError.fail('wallet.order_not_found');
    return order;
  }

  /** The order's expiry job, run the TTL after its creation: a still pending order expires. */
  async expire(orderId: number): Promise<boolean> {
    return (await this.orders.expirePending(orderId)) > 0;
  }

  /** The sweep: every pending order older than the TTL expires; answers how many did. */
  async expireOverdue(): Promise<number> {
    const createdBefore = new Date(Date.now() - walletConfig().rechargeOrderTtlMs);
    return this.orders.expirePendingCreatedBefore(createdBefore);
  }

  private provider(name: string): PaymentProvider {
    const provider = this.providers.get(name);
    if (!provider?.enabled) throw AppError.fail('wallet.payment_provider_unknown');
    return provider;
  }

  private async record(
    provider: string,
    orderNo: string,
    outcome: CallbackOutcome,
    notice: PaymentNotice,
    tx?: Db,
  ): Promise<void> {
    if (outcome === 'bad_amount' || outcome === 'unknown_order' || outcome === 'credited_late')
      this.logger.warn(
        `payment callback ${outcome === 'credited_late' ? 'credited after the order closed' : `refused: ${outcome}`} (provider ${provider}, order ${orderNo || '?'})`,
      );
    const stored = {
      order_no: notice.orderNo.slice(0, 64),
      trade_no: notice.tradeNo.slice(0, 64),
      amount: notice.amount.slice(0, 16),
      status: notice.status,
    };
    await this.orders.recordCallback({ provider, orderNo, outcome, payload: stored }, tx);
  }
}
