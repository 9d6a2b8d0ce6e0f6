import { crc32, deflateSync } from 'node:zlib';

/**
 * Real pictures for upload tests, made here rather than kept as files: the upload endpoint decodes
 * every png/jpg whole (a thumbnail is made of it), so a valid header before zeros is refused.
 * `bytes` pads a picture to an exact size with data a decoder skips.
 */
export function png({
  width = 16,
  height = 12,
  rgb = [200, 120, 40],
  bytes,
}: { width?: number; height?: number; rgb?: [number, number, number]; bytes?: number } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const start = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
  ]);
  const end = chunk('IEND', Buffer.alloc(0));
  if (bytes === undefined) return Buffer.concat([start, end]);
  // A private ancillary chunk (lower-case first letter): decoders skip what they do not know.
  const padding = bytes - start.length - end.length - 12;
  if (padding < 0) throw new Error(`a ${width}x${height} PNG needs more than ${bytes} bytes`);
  return Buffer.concat([start, chunk('paDd', Buffer.alloc(padding, 7)), end]);
}

/** An 8x8 JPEG (made once with sharp). */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKABiz//2Q==',
  'base64',
);

export function jpg({ bytes }: { bytes?: number } = {}): Buffer {
  if (bytes === undefined) return JPEG;
  // Comment segments (FF FE, a length, up to 65,533 bytes each) after the start-of-image marker.
  const segments: Buffer[] = [];
  for (let left = bytes - JPEG.length; left > 0;) {
    const size = Math.min(left, 65_537);
    if (size < 4) throw new Error(`a JPEG cannot be padded by ${size} bytes`);
    const segment = Buffer.alloc(size, 0x20);
    segment.set([0xff, 0xfe]);
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    left -= size;
  }
  return Buffer.concat([JPEG.subarray(0, 2), ...segments, JPEG.subarray(2)]);
}
