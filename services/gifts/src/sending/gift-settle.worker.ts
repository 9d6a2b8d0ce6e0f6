import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { GIFT_SETTLE_SWEEP } from './gift-settle.job';
import { GiftSettling } from './gift-settling';

/** Runs the unpaid sends' settling sweep in this instance. */
@Injectable()
export class GiftSettleWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly settling: GiftSettling,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(GIFT_SETTLE_SWEEP, () => this.settling.settlePending());
    await this.jobs.every(GIFT_SETTLE_SWEEP, 'sweep', giftsConfig().sends.settleEveryMs, {});
  }
}
