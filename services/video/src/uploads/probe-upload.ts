import { execFile } from 'node:child_process';
import { z } from 'zod';

/** What ffprobe found in an uploaded file that is a video the site takes (kept with the upload once read). */
export const ProbedVideo = z.object({
  container: z.enum(['mp4', 'webm']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  durationSeconds: z.number().positive(),
  hasAudio: z.boolean(),
});
export type ProbedVideo = z.infer<typeof ProbedVideo>;

/** Why an upload is refused: the key of the message the uploader reads. */
export class RefusedUpload extends Error {
  constructor(readonly messageKey: 'video.upload_not_video' | 'video.upload_truncated') {
    super(messageKey);
  }
}

interface ProbeOutput {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    nb_frames?: string;
    nb_read_packets?: string;
  }[];
  format?: { format_name?: string; duration?: string };
}

const WEBM_VIDEO_CODECS = new Set(['vp8', 'vp9', 'av1']);

/**
 * Reads an uploaded file with ffprobe, by its content (never its name): an mp4/mov or a webm with a
 * video stream. Every packet is read (demuxed, not decoded: well under a second for 50 MB), so a file
 * cut short is found even when its index at the start still announces the whole length.
 */
export function probeUpload(ffprobePath: string, file: string): Promise<ProbedVideo> {
  return new Promise((resolve, reject) => {
    execFile(
      ffprobePath,
      [
        '-v',
        'error',
        '-count_packets',
        '-show_entries',
        'format=format_name,duration:stream=codec_type,codec_name,width,height,nb_frames,nb_read_packets',
        '-of',
        'json',
        file,
      ],
      { timeout: 60_000, maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && (error as { killed?: boolean }).killed) return reject(new Error(`ffprobe timed out on ${file}`));
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return reject(error);
        let output: ProbeOutput;
        try {
          output = JSON.parse(stdout || '{}') as ProbeOutput;
        } catch {
          return reject(new RefusedUpload('video.upload_not_video'));
        }
        try {
          resolve(judge(output, Boolean(error), stderr));
        } catch (refused) {
          reject(refused as Error);
        }
      },
    );
  });
}

function judge(output: ProbeOutput, failed: boolean, stderr: string): ProbedVideo {
  const formats = (output.format?.format_name ?? '').split(',');
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  const container =
    formats.includes('mp4') || formats.includes('mov') ? 'mp4' : formats.includes('webm') ? 'webm' : undefined;
  if (failed || !container) throw new RefusedUpload('video.upload_not_video');
  // An mp4 whose index (at its end) was cut off has no streams at all.
  if (!video)
    throw new RefusedUpload(
      container === 'mp4' && streams.length === 0 ? 'video.upload_truncated' : 'video.upload_not_video',
    );
  // A Matroska file is a WebM only with WebM's codecs.
  if (container === 'webm' && !WEBM_VIDEO_CODECS.has(video.codec_name ?? ''))
    throw new RefusedUpload('video.upload_not_video');
  const cutShort = streams.some((stream) => Number(stream.nb_read_packets) < Number(stream.nb_frames));
  if (cutShort || /partial file|Invalid data/i.test(stderr)) throw new RefusedUpload('video.upload_truncated');
  const durationSeconds = Number.parseFloat(output.format?.duration ?? '');
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new RefusedUpload('video.upload_not_video');
  return {
    container,
    width: video.width!,
    height: video.height!,
    durationSeconds,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}
