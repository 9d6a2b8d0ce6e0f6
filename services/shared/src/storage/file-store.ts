import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

/** A stored file as players and pages fetch it. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where a service keeps the files it serves (uploads, live playlists and recordings, videos), by
 * key (`live/12/index.m3u8`). Services read and write through this, never through paths of their
 * own; the one store so far is a folder (`LocalDiskStore`): local disk on one machine, a
 * ReadWriteMany volume shared by the replicas in the cluster (k8s/services/*.yaml). An object store
 * (S3) would implement the same; ffmpeg, which writes live HLS as it goes, needs the folder.
 */
export abstract class FileStore {
  abstract put(key: string, content: Buffer): Promise<void>;
  /** The file's content and size; undefined when there is none or it is empty (a playlist being replaced). */
  abstract get(key: string): Promise<StoredFile | undefined>;
  /** The file's size in bytes, undefined when there is no such file. */
  abstract size(key: string): Promise<number | undefined>;
  /** Deletes a file or a folder of files (nothing there is not an error). */
  abstract remove(key: string): Promise<void>;

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }
}

/** Files in a folder: local disk, or a volume every replica mounts. */
export class LocalDiskStore extends FileStore {
  readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    // Opened before it is answered: a file removed or replaced meanwhile (a live folder cleared, a
    // snapshot renewed) is either missing here or read whole as it was, never an error mid-answer.
    const handle = await open(this.pathOf(key), 'r').catch(() => undefined);
    if (!handle) return undefined;
    const info = await handle.stat().catch(() => undefined);
    if (!info?.isFile() || info.size === 0) {
      await handle.close();
      return undefined;
    }
    // Read up to the size seen: a file growing meanwhile is served as it was.
    return { stream: handle.createReadStream({ end: info.size - 1 }), size: info.size };
  }

  async size(key: string): Promise<number | undefined> {
    const info = await stat(this.pathOf(key)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { recursive: true, force: true });
  }

  /** The key's place in the folder (for ffmpeg, which writes there itself); keys never leave the root, whatever `..` they hold. */
  pathOf(key: string): string {
    const path = resolve(this.root, normalize(key).replace(/^(\.\.(\/|\\|$))+/, ''));
    if (path !== this.root && !path.startsWith(this.root + sep)) throw new Error('path outside storage');
    return path;
  }
}
