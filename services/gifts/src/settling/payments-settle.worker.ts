import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { PAYMENTS_SETTLE_SWEEP } from './payments-settle.job';
import { PaymentsSettling } from './payments-settling';
import { settlingConfig } from './settling.config';

/** Runs the settling sweep of unfinished payments (every kind registered with `SettlementRegistry`) in this instance. */
@Injectable()
export class PaymentsSettleWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly settling: PaymentsSettling,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(PAYMENTS_SETTLE_SWEEP, () => this.settling.settleAll());
    await this.jobs.every(PAYMENTS_SETTLE_SWEEP, 'sweep', settlingConfig().everyMs, {});
  }
}
