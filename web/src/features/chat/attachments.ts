import type { ImMessageBody } from '@arena/protocol';
import { uploadFile } from '../account/profile/upload';

/** Images the chat shows inline (the upload service's `image` kind); anything else goes as a file. */
const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** The upload service's limits for chat images and chat files (it checks them again, by content). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export type AttachmentProblem = 'imageTooBig' | 'fileTooBig';

export function isInlineImage(file: File): boolean {
  return INLINE_IMAGE_TYPES.includes(file.type);
}

export function checkAttachment(file: File): AttachmentProblem | null {
  if (isInlineImage(file)) return file.size > CHAT_IMAGE_MAX_BYTES ? 'imageTooBig' : null;
  return file.size > CHAT_FILE_MAX_BYTES ? 'fileTooBig' : null;
}

/** The picture's own size, so the thread reserves its box before it loads. */
async function imageSize(file: File): Promise<{ width?: number; height?: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/** Uploads a pasted, dropped or chosen file and returns the message body that shows it. */
export async function attachmentBody(file: File): Promise<ImMessageBody> {
  if (isInlineImage(file)) {
    const [url, size] = await Promise.all([uploadFile(file, 'image'), imageSize(file)]);
    return { type: 'image', image: { url, ...size } };
  }
  const url = await uploadFile(file, 'file');
  return { type: 'file', file: { url, name: file.name || 'file', size: file.size } };
}

/** The files of a paste or a drop (a paste of plain text has none). */
export function filesOf(data: DataTransfer | null): File[] {
  return data ? [...data.files] : [];
}
