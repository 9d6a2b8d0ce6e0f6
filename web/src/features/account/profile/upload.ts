import { api } from '../../../api/api';

/** Covers and avatars: png/jpg up to 5M (spec section 5). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export function checkAvatarFile(file: File): 'fileType' | 'fileSize' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'fileType';
  if (file.size > IMAGE_MAX_BYTES) return 'fileSize';
  return null;
}

/**
 * Member/getQiniuToken, then a multipart POST (token, kind, then file) to the upload endpoint
 * (`/api/upload`, which the grant's upload_url names).
 */
export async function uploadFile(file: File, kind: 'avatar' | 'cover' | 'post' | 'image' | 'file'): Promise<string> {
  const grant = await api.post('/api/Member/getQiniuToken');
  const form = new FormData();
  form.append('token', grant.token);
  form.append('kind', kind);
  form.append('file', file);
  const { url } = await api.postForm('/api/upload', form);
  return url;
}
