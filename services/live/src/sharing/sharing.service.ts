import { Injectable } from '@nestjs/common';
import { AppError, EventBus } from '@arena/shared';
import { liveConfig } from '../live.config';
import { SharingRepository } from './sharing.repository';

/** A shared room link; sharing counts for the daily share task (activity hears `content.shared`). */
@Injectable()
export class SharingService {
  constructor(
    private readonly sharing: SharingRepository,
    private readonly events: EventBus,
  ) {}

  async share(userId: number, roomId: number) {
    const room = await this.sharing.findRoom(roomId);
    if (!room || room.sealedAt) throw AppError.fail('live.room_not_found');
    await this.events.publish('content.shared', { userId, target: `room:${room.id}` });
    return {
      url: `${liveConfig().publicBaseUrl}/live?id=${room.id}`,
      title: room.title,
      cover: room.cover,
      user_nickname: room.streamerNickname,
    };
  }
}
