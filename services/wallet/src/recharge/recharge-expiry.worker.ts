import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { RECHARGE_EXPIRY, RECHARGE_EXPIRY_SWEEP, SWEEP_EVERY_MS } from './recharge-expiry.job';
import { RechargeOrdersService } from './recharge-orders.service';

/** Runs the wallet's expiry jobs in this instance. */
@Injectable()
export class RechargeExpiryWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly orders: RechargeOrdersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(RECHARGE_EXPIRY, ({ orderId }) => this.orders.expire(orderId));
    this.jobs.work(RECHARGE_EXPIRY_SWEEP, () => this.orders.expireOverdue());
    await this.jobs.every(RECHARGE_EXPIRY_SWEEP, 'sweep', SWEEP_EVERY_MS, {});
  }
}
