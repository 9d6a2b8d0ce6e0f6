import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs, LocalDiskStore, ServiceClient } from '@arena/shared';
import { liveContracts } from '@arena/contracts';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaConfig } from '../media.config';
import { RECORDING_RETENTION, RETENTION_EVERY_MS } from './retention.job';

/** Deletes recordings past their retention (the folder's age), then unlists them in the live service. */
@Injectable()
export class RetentionWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly jobs: Jobs,
    private readonly services: ServiceClient,
    private readonly files: LocalDiskStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(RECORDING_RETENTION, () => this.sweep());
    await this.jobs.every(RECORDING_RETENTION, 'retention', RETENTION_EVERY_MS, {});
  }

  /** Answers the broadcasts whose recordings it deleted. */
  async sweep(now = Date.now()): Promise<number[]> {
    const { recordingRetentionDays } = mediaConfig();
    if (recordingRetentionDays === 0) return [];
    const root = this.files.pathOf('vod');
    const folders = await readdir(root).catch(() => [] as string[]);
    const deleted: number[] = [];
    for (const folder of folders.filter((name) => /^\d+$/.test(name))) {
      const { mtimeMs } = await stat(path.join(root, folder));
      if (now - mtimeMs < recordingRetentionDays * 86_400_000) continue;
      await this.services.call(liveContracts.recordingRemoved, { broadcast_id: Number(folder) });
      await this.files.remove(`vod/${folder}`);
      deleted.push(Number(folder));
    }
    if (deleted.length) this.logger.log(`Deleted ${deleted.length} recording(s) past ${recordingRetentionDays} days`);
    return deleted;
  }
}
