import { liveRoomGroupId } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { Lang, ServiceClient } from '@arena/shared';

export type RestrictionKind = 'mute' | 'shield';

export interface ChatRestriction {
  userId: string;
  kind: RestrictionKind;
  /** ms since epoch, null until lifted. */
  until: number | null;
}

/**
 * Mutes and shields live where the chat enforces them, in the realtime service's table (its
 * internal `/im/restrictions`); a room's chat group is `room_<id>`.
 */
@Injectable()
export class ChatRestrictions {
  constructor(private readonly services: ServiceClient) {}

  set(roomId: number, userId: number, kind: RestrictionKind, seconds: number | undefined, lang: Lang): Promise<ChatRestriction> {
    return this.services.call('realtime', 'POST', '/im/restrictions', { groupId: liveRoomGroupId(roomId), userId, kind, seconds }, { lang });
  }

  async lift(roomId: number, userId: number, kind: RestrictionKind, lang: Lang): Promise<void> {
    await this.services.call('realtime', 'POST', '/im/restrictions/lift', { groupId: liveRoomGroupId(roomId), userId, kind }, { lang });
  }

  /** The room's active mutes and shields. */
  active(roomId: number, lang: Lang): Promise<ChatRestriction[]> {
    return this.services.call('realtime', 'GET', `/im/restrictions?groupId=${liveRoomGroupId(roomId)}`, undefined, { lang });
  }
}
