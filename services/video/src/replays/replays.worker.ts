import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { MAKE_REPLAY } from './replay.job';
import { ReplaysService } from './replays.service';

/** Runs the replay jobs in this instance. */
@Injectable()
export class ReplaysWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly replays: ReplaysService,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.work(MAKE_REPLAY, async ({ broadcastId }) => {
      await this.replays.make(broadcastId);
    });
  }

  /** Schedules the replay of a broadcast (a second call for the same broadcast adds nothing). */
  schedule(broadcastId: number): Promise<void> {
    // The recording is final a moment after the broadcast ends: the first try waits that long.
    return this.jobs
      .add(MAKE_REPLAY, { broadcastId }, { id: `replay-${broadcastId}`, delayMs: 2000 })
      .then(() => undefined);
  }
}
