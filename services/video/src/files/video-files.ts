import { Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { videoConfig } from '../video.config';

/** Where a video's own files and the shared clip library live on disk. */
@Injectable()
export class VideoFiles {
  private readonly config = videoConfig();

  /** The folder of one video's own files (`own/<name>`). */
  ownDir(name: string): string {
    return path.join(this.config.videoDir, name);
  }

  libraryDir(clip: string): string {
    return path.join(this.config.libraryDir, clip);
  }

  async remove(name: string): Promise<void> {
    if (!/^[\w-]+$/.test(name)) return;
    await rm(this.ownDir(name), { recursive: true, force: true });
  }
}
