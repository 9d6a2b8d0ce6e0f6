import { Upload } from 'tus-js-client';

/** Where videos are uploaded (the tus protocol, resumable: a dropped connection picks up where it stopped). */
const ENDPOINT = '/api/video/uploads';
/** Each request carries at most this much: short requests, and a resume loses little. */
const CHUNK_BYTES = 5 * 1024 * 1024;

export interface UploadCallbacks {
  onProgress: (fraction: number) => void;
}

/** A refusal's message (the envelope the service answers), or undefined for a network failure. */
function refusalOf(error: Error): string | undefined {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody();
  try {
    const envelope = body ? (JSON.parse(body) as { code?: number; msg?: string }) : undefined;
    return envelope?.code === 1 && envelope.msg ? envelope.msg : undefined;
  } catch {
    return undefined;
  }
}

export class UploadRefused extends Error {}

/**
 * Uploads a file as the logged-in user and resolves with the upload's id (what Video_user/insert
 * takes). Rejects with UploadRefused carrying the service's reason in the page's language, or with
 * the client's own error for a connection that never came back.
 */
export function uploadVideo(
  file: File,
  auth: { token: string; lang: string },
  callbacks: UploadCallbacks,
): { done: Promise<string>; abort: () => void } {
  let upload: Upload | undefined;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      headers: { token: auth.token, lang: auth.lang },
      metadata: { filename: file.name, filetype: file.type },
      // A page reopened with the same file resumes it (tus-js-client remembers it in localStorage).
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => callbacks.onProgress(total ? sent / total : 0),
      onError: (error) => {
        const refusal = refusalOf(error);
        reject(refusal ? new UploadRefused(refusal) : error);
      },
      onSuccess: () => resolve(upload!.url!.split('/').pop()!),
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload!.resumeFromPreviousUpload(previous[0]);
      upload!.start();
    });
  });
  return { done, abort: () => void upload?.abort(true) };
}
