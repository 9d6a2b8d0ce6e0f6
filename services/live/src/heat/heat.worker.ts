import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { liveConfig } from '../live.config';
import { HEAT_RECOMPUTE } from './heat.job';
import { HeatService } from './heat.service';

/** Runs the heat recomputation in this instance. */
@Injectable()
export class HeatWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly heat: HeatService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(HEAT_RECOMPUTE, () => this.heat.recompute());
    await this.jobs.every(HEAT_RECOMPUTE, 'heat', liveConfig().heatEveryMs, {});
  }
}
