import { liveRoomGroupId } from '@arena/protocol';
import { Injectable } from '@nestjs/common';
import { ContractOutput, Lang, ServiceClient } from '@arena/shared';
import { realtimeContracts } from '@arena/contracts';

export type RestrictionKind = 'mute' | 'shield';
export type ChatRestriction = ContractOutput<typeof realtimeContracts.restrict>;

/**
 * Mutes and shields live where the chat enforces them, in the realtime service's table
 * (`realtimeContracts`); a room's chat group is `room_<id>`.
 */
@Injectable()
export class ChatRestrictions {
  constructor(private readonly services: ServiceClient) {}

  set(
    roomId: number,
    userId: number,
    kind: RestrictionKind,
    seconds: number | undefined,
    lang: Lang,
  ): Promise<ChatRestriction> {
    return this.services.call(
      realtimeContracts.restrict,
      { groupId: liveRoomGroupId(roomId), userId, kind, seconds },
      { lang },
    );
  }

  async lift(roomId: number, userId: number, kind: RestrictionKind, lang: Lang): Promise<void> {
    await this.services.call(
      realtimeContracts.liftRestriction,
      { groupId: liveRoomGroupId(roomId), userId, kind },
      { lang },
    );
  }

  /** The room's active mutes and shields. */
  active(roomId: number, lang: Lang): Promise<ChatRestriction[]> {
    return this.services.call(realtimeContracts.restrictions, { groupId: liveRoomGroupId(roomId) }, { lang });
  }
}
