import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { RED_ENVELOPE_EXPIRY, RED_ENVELOPE_EXPIRY_SWEEP, SWEEP_EVERY_MS } from './red-envelope-expiry.job';
import { RedEnvelopesService } from './red-envelopes.service';

/** Runs the red envelopes' expiry jobs in this instance. */
@Injectable()
export class RedEnvelopeExpiryWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly envelopes: RedEnvelopesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(RED_ENVELOPE_EXPIRY, ({ envelopeId }) => this.envelopes.expire(envelopeId));
    this.jobs.work(RED_ENVELOPE_EXPIRY_SWEEP, () => this.envelopes.expireOverdue());
    await this.jobs.every(RED_ENVELOPE_EXPIRY_SWEEP, 'sweep', SWEEP_EVERY_MS, {});
  }
}
