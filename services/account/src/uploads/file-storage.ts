import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { loadConfig } from '@arena/shared';

/** Where uploaded files are kept. Local disk by default; an object store would implement the same. */
export abstract class FileStorage {
  abstract put(key: string, content: Buffer): Promise<void>;
  /** The file's stream and size, or undefined when there is no such file. */
  abstract get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  abstract exists(key: string): Promise<boolean>;
  /** The file's size in bytes, or undefined when there is no such file. */
  abstract size(key: string): Promise<number | undefined>;
}

@Injectable()
export class LocalDiskStorage extends FileStorage {
  private readonly root = resolve(loadConfig().uploadsDir);

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }

  async exists(key: string): Promise<boolean> {
    return Boolean((await stat(this.pathOf(key)).catch(() => undefined))?.isFile());
  }

  async size(key: string): Promise<number | undefined> {
    const info = await stat(this.pathOf(key)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  }

  async get(key: string) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size };
  }

  /** Keys never leave the storage root, whatever `..` they contain. */
  private pathOf(key: string): string {
    const path = resolve(this.root, normalize(key).replace(/^(\.\.(\/|\\|$))+/, ''));
    if (path !== this.root && !path.startsWith(this.root + sep)) throw new Error('path outside storage');
    return join(path);
  }
}
