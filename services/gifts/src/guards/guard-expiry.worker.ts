import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { GUARD_EXPIRY, GUARD_EXPIRY_SWEEP, GUARD_SWEEP_EVERY_MS } from './guard-expiry.job';
import { GuardsService } from './guards.service';

/** Runs the nobility expiry jobs in this instance. */
@Injectable()
export class GuardExpiryWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly guards: GuardsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(GUARD_EXPIRY, ({ userId, version }) => this.guards.expire(userId, version));
    this.jobs.work(GUARD_EXPIRY_SWEEP, () => this.guards.expireOverdue());
    await this.jobs.every(GUARD_EXPIRY_SWEEP, 'sweep', GUARD_SWEEP_EVERY_MS, {});
  }
}
