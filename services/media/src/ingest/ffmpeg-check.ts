import { Injectable, Logger } from '@nestjs/common';
import { ffmpegAvailable } from '@arena/shared';
import { mediaConfig } from '../media.config';

/**
 * Whether ffmpeg runs here. Without it the service still takes pushes and serves HTTP-FLV, but
 * makes neither HLS nor recordings: it says so once, with what to install.
 */
@Injectable()
export class FfmpegCheck {
  private answer?: Promise<boolean>;

  available(): Promise<boolean> {
    this.answer ??= ffmpegAvailable(mediaConfig().ffmpegPath).then((found) => {
      if (!found)
        new Logger('Media').warn(
          'ffmpeg was not found (FFMPEG_PATH): no HLS and no recordings until it is installed (Debian: apt-get install ffmpeg)',
        );
      return found;
    });
    return this.answer;
  }
}
