import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { NOBILITY_EXPIRY, NOBILITY_EXPIRY_SWEEP, NOBILITY_SWEEP_EVERY_MS } from './nobility-expiry.job';
import { NobilityService } from './nobility.service';

/** Runs the nobility expiry jobs in this instance. */
@Injectable()
export class NobilityExpiryWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly nobility: NobilityService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(NOBILITY_EXPIRY, ({ userId, version }) => this.nobility.expire(userId, version));
    this.jobs.work(NOBILITY_EXPIRY_SWEEP, () => this.nobility.expireOverdue());
    await this.jobs.every(NOBILITY_EXPIRY_SWEEP, 'sweep', NOBILITY_SWEEP_EVERY_MS, {});
  }
}
