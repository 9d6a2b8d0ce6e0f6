import type { Readable } from 'node:stream';
import sharp from 'sharp';

/**
 * A picture's thumbnail: WebP, at most 480 px wide (never enlarged), kept beside the original under
 * its key plus this suffix. Lists and feeds show it; the original opens on demand.
 */
export const THUMBNAIL_SUFFIX = '.w480.webp';
const THUMBNAIL_WIDTH = 480;

/** The originals a thumbnail is made of: raster pictures (SVG draws sharp at any size; a GIF moves). */
const RASTER = new Set(['png', 'jpg', 'webp']);

export const hasThumbnail = (type: string) => RASTER.has(type);

/** The original's key of a thumbnail's key, or undefined when the key names no thumbnail. */
export function originalOf(key: string): string | undefined {
  if (!key.endsWith(THUMBNAIL_SUFFIX)) return undefined;
  const original = key.slice(0, -THUMBNAIL_SUFFIX.length);
  return hasThumbnail(original.split('.').pop() ?? '') ? original : undefined;
}

/**
 * The thumbnail of a picture, turned upright by its EXIF orientation. Throws when the content is not
 * a picture sharp can decode whole (a truncated or corrupted file behind a valid header).
 */
export async function makeThumbnail(content: Buffer): Promise<Buffer> {
  return sharp(content, { failOn: 'error' })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
