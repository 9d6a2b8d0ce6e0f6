import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService, RechargeOrder } from '@arena/shared';

/** A new order: the package's terms as they are now, kept for the order's life. */
export interface NewOrder {
  orderNo: string;
  payToken: string;
  userId: number;
  packageId: number;
  coin: number;
  give: number;
  money: Prisma.Decimal;
  provider: string;
}

/** `wallet.recharge_orders` and their audit trail, `wallet.payment_callbacks`. */
@Injectable()
export class RechargeOrdersRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(order: NewOrder, db: Db = this.prisma): Promise<RechargeOrder> {
    return db.rechargeOrder.create({ data: order });
  }

  findByOrderNo(orderNo: string, db: Db = this.prisma): Promise<RechargeOrder | null> {
    return db.rechargeOrder.findUnique({ where: { orderNo } });
  }

  /** Cancels the order if still pending; answers whether it did (1 or 0). */
  async cancelPending(id: number, db: Db = this.prisma): Promise<number> {
    const { count } = await db.rechargeOrder.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'cancelled' },
    });
    return count;
  }

  /** Flips the order to paid unless it is already; answers whether it did (1 or 0). */
  async markPaid(id: number, providerTradeNo: string, paidAt: Date, db: Db = this.prisma): Promise<number> {
    const { count } = await db.rechargeOrder.updateMany({
      where: { id, status: { not: 'paid' } },
      data: { status: 'paid', paidAt, providerTradeNo },
    });
    return count;
  }

  /** Expires the order if still pending; answers whether it did (1 or 0). */
  async expirePending(id: number, db: Db = this.prisma): Promise<number> {
    const { count } = await db.rechargeOrder.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'expired' },
    });
    return count;
  }

  /** Expires every order still pending that was created at or before `createdBefore`; answers how many. */
  async expirePendingCreatedBefore(createdBefore: Date, db: Db = this.prisma): Promise<number> {
    const { count } = await db.rechargeOrder.updateMany({
      where: { status: 'pending', createdAt: { lte: createdBefore } },
      data: { status: 'expired' },
    });
    return count;
  }

  /** A provider's notification and what was done about it. */
  async recordCallback(
    callback: { provider: string; orderNo: string; outcome: string; payload: Prisma.InputJsonObject },
    db: Db = this.prisma,
  ): Promise<void> {
    await db.paymentCallback.create({ data: callback });
  }
}
