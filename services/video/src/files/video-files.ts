import { Injectable } from '@nestjs/common';
import { LocalDiskStore } from '@arena/shared';
import { videoConfig } from '../video.config';

/**
 * A video's own files (`<folder>/poster.jpg`, its HLS) and the shared clip library the seeded
 * videos play: two stores, folders that the replicas share in the cluster (k8s/services/video.yaml).
 */
@Injectable()
export class VideoFiles {
  readonly own = new LocalDiskStore(videoConfig().videoDir);
  readonly library = new LocalDiskStore(videoConfig().libraryDir);

  /** Deletes a video's own folder. */
  async remove(folder: string): Promise<void> {
    if (/^[\w-]+$/.test(folder)) await this.own.remove(folder);
  }
}
