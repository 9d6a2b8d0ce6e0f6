import { liveRoomGroupId } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { AppError, AuthUser, countRoomOnline, Lang, readLiveSnapshots, RedisService } from '@arena/shared';
import { FollowsService } from '../follows/follows.service';
import { liveFlvUrl, liveRewindUrl, liveStreamUrl } from '../playback/playback-addresses';
import { toRoomCard } from '../rooms/room-card';
import { WatchingService } from '../watching/watching.service';
import { RoomInfoRepository } from './room-info.repository';

/** One room as the live page shows it; reading it is entering (or staying in) the room. */
@Injectable()
export class RoomInfoService {
  constructor(
    private readonly rooms: RoomInfoRepository,
    private readonly redis: RedisService,
    private readonly follows: FollowsService,
    private readonly watching: WatchingService,
  ) {}

  async info(where: { id: number } | { streamerId: number }, viewer: AuthUser | undefined, lang: Lang) {
    const room = await this.rooms.find(where);
    if (!room || room.sealedAt) throw AppError.fail('live.room_not_found');
    const [[online], [snapshotAt], following] = await Promise.all([
      countRoomOnline(this.redis, [room.id]),
      readLiveSnapshots(this.redis, [room.id]),
      viewer ? this.follows.isFollowing(viewer.id, room.streamerId) : false,
      viewer ? this.watching.viewed(viewer.id, room) : undefined,
    ]);
    return {
      ...toRoomCard(room, lang, online, snapshotAt),
      placard: room.placard,
      group_id: liveRoomGroupId(room.id),
      broadcast_id: room.broadcasts[0]?.id ?? null,
      is_attention: following ? 1 : 0,
      is_self: viewer?.id === room.streamerId ? 1 : 0,
      play_url: room.liveSince ? liveStreamUrl(room.id) : '',
      flv_url: room.liveSince ? liveFlvUrl(room.id) : '',
      dvr_url: room.liveSince ? liveRewindUrl(room.id) : '',
      has_video: Boolean(room.liveSince && room.broadcasts[0]?.pushed),
    } as const;
  }
}
