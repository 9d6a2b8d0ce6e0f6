import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { BarrageService } from '../barrage/barrage.service';
import { GuardsService } from '../guards/guards.service';
import { HornService } from '../horn/horn.service';
import { GiftSettling } from '../sending/gift-settling';
import { PAYMENTS_SETTLE_SWEEP } from './payments-settle.job';

/** Runs the settling sweep of unfinished payments (gift sends, nobility purchases, horns, paid danmaku) in this instance. */
@Injectable()
export class PaymentsSettleWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly sends: GiftSettling,
    private readonly guards: GuardsService,
    private readonly horns: HornService,
    private readonly barrages: BarrageService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(PAYMENTS_SETTLE_SWEEP, async () => {
      // Each kind on its own: one failing (its rows, a service down) does not hold the others back.
      const settled = await Promise.allSettled([this.sends.settlePending(), this.guards.settlePending(), this.horns.settlePending(), this.barrages.settlePending()]);
      const failures = settled.filter((result) => result.status === 'rejected').map((result) => result.reason as unknown);
      if (failures.length > 0) throw new AggregateError(failures, 'Some unfinished payments could not be settled');
    });
    await this.jobs.every(PAYMENTS_SETTLE_SWEEP, 'sweep', giftsConfig().settling.everyMs, {});
  }
}
