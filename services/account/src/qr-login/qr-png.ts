import { crc32, deflateSync } from 'node:zlib';
import { create } from 'qrcode';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A QR code as a PNG data URL: black and white at one bit per pixel, `scale` pixels per module and
 * `margin` modules of quiet zone. Written directly rather than through the library's PNG renderer,
 * which spends tens of milliseconds per image, on an endpoint every visitor's login dialog calls.
 */
export function qrPngDataUrl(text: string, scale = 6, margin = 2): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + margin * 2) * scale;
  const rowBytes = Math.ceil(side / 8);
  // Each scanline: filter type 0, then the pixels; a 1 bit is white.
  const raw = Buffer.alloc((rowBytes + 1) * side);
  for (let y = 0; y < side; y++) {
    const moduleRow = Math.floor(y / scale) - margin;
    const offset = y * (rowBytes + 1) + 1;
    for (let x = 0; x < side; x++) {
      const moduleCol = Math.floor(x / scale) - margin;
      const inside = moduleRow >= 0 && moduleCol >= 0 && moduleRow < modules.size && moduleCol < modules.size;
      if (!inside || !modules.get(moduleRow, moduleCol)) raw[offset + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const png = Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
