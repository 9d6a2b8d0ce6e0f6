import { Injectable } from '@nestjs/common';
import { AppError, totalSeconds } from '@arena/shared';
import { CategoriesRepository } from '../categories/categories.repository';
import { CATEGORY_OF_ROOM_TYPE } from '../replays/room-type-category';
import { clipsConfig } from './clips.config';
import { readPlaylist } from './playlist-reader';

/** What a clip of a live broadcast is cut from: its recording as written so far, and its room's category. */
@Injectable()
export class ClipSources {
  private readonly mediaUrl = clipsConfig().mediaUrl;

  constructor(private readonly categories: CategoriesRepository) {}

  /** The recording the media service writes as the broadcast goes, as players address it. */
  recordingOf(broadcastId: number): string {
    return `${this.mediaUrl}/vod/${broadcastId}/index.m3u8`;
  }

  /** Seconds of the recording written so far (its complete segments); none yet is `clip.no_video_yet`. */
  async writtenSeconds(playlist: string): Promise<number> {
    const read = await readPlaylist(playlist).catch(() => undefined);
    if (!read?.segments.length) throw AppError.fail('clip.no_video_yet');
    return totalSeconds(read.segments);
  }

  /** The video category of a room's type (as its replays have). */
  async categoryOfRoomType(roomType: number): Promise<number> {
    const category = await this.categories.findByCode(CATEGORY_OF_ROOM_TYPE[roomType] ?? 'other');
    if (!category) throw new Error('the video categories are not seeded');
    return category.id;
  }
}
