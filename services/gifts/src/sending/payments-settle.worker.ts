import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { GuardsService } from '../guards/guards.service';
import { GiftSettling } from './gift-settling';
import { PAYMENTS_SETTLE_SWEEP } from './payments-settle.job';

/** Runs the settling sweep of unfinished payments (gift sends, nobility purchases) in this instance. */
@Injectable()
export class PaymentsSettleWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly sends: GiftSettling,
    private readonly guards: GuardsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(PAYMENTS_SETTLE_SWEEP, async () => {
      await this.sends.settlePending();
      await this.guards.settlePending();
    });
    await this.jobs.every(PAYMENTS_SETTLE_SWEEP, 'sweep', giftsConfig().settling.everyMs, {});
  }
}
