/**
 * What may be uploaded, by purpose: the spec's covers, avatars and post images (png/jpg, 5M), chat images,
 * videos (50M), and files sent in private messages (documents, archives and media, 20M).
 */
export const UPLOAD_KINDS = {
  avatar: { types: ['png', 'jpg'], maxBytes: 5 * 1024 * 1024 },
  cover: { types: ['png', 'jpg'], maxBytes: 5 * 1024 * 1024 },
  /** Community post images (the spec: png/jpg, up to 5M each). */
  post: { types: ['png', 'jpg'], maxBytes: 5 * 1024 * 1024 },
  image: { types: ['png', 'jpg', 'gif', 'webp'], maxBytes: 5 * 1024 * 1024 },
  video: { types: ['mp4', 'webm'], maxBytes: 50 * 1024 * 1024 },
  file: { types: ['pdf', 'zip', 'png', 'jpg', 'gif', 'webp', 'mp4', 'webm'], maxBytes: 20 * 1024 * 1024 },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const MAX_UPLOAD_BYTES = UPLOAD_KINDS.video.maxBytes;

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function sniffType(head: Buffer): string | undefined {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  return undefined;
}

export const formatBytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}M`;
