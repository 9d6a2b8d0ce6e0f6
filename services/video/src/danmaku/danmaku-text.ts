import { AppError } from '@arena/shared';

/**
 * A danmaku is one line flying over the picture: the ends trimmed and any run of whitespace holding a
 * line break made one space. Refused with the live danmaku's own messages when nothing is left or it
 * is longer than `max` characters (an emoji counts as one).
 */
export function danmakuLine(text: string, max: number): string {
  const line = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  if (!line) throw AppError.fail('video.danmaku_empty');
  if ([...line].length > max) throw AppError.fail('video.danmaku_too_long', { max });
  return line;
}
