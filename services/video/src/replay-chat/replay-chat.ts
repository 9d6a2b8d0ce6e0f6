import { Injectable } from '@nestjs/common';
import { giftsContracts, realtimeContracts } from '@arena/contracts';
import { liveRoomGroupId } from '@arena/protocol';
import { Prisma, ServiceClient } from '@arena/shared';

/** Lines a replay keeps at most: a very busy broadcast keeps its first ones. */
const MAX_LINES = 20_000;

/** What a broadcast's replay shows beside it: when into the recording, who, and what. */
export type ReplayLineInput = Omit<Prisma.ReplayLineCreateManyInput, 'videoId'>;

/**
 * Collects a finished broadcast's room chat (realtime) and gifts (gifts) by their time into the
 * recording, which starts with the broadcast (a push starts both).
 */
@Injectable()
export class ReplayChat {
  constructor(private readonly services: ServiceClient) {}

  async of(broadcast: { room_id: number; started_at: string; ended_at: string | null }): Promise<ReplayLineInput[]> {
    const from = Date.parse(broadcast.started_at);
    const to = broadcast.ended_at ? Date.parse(broadcast.ended_at) : Date.now();
    const [texts, gifts] = await Promise.all([
      this.services.call(realtimeContracts.chatHistory, {
        groupId: liveRoomGroupId(broadcast.room_id),
        from,
        to,
        limit: MAX_LINES,
      }),
      this.services.call(giftsContracts.roomGiftHistory, { room_id: broadcast.room_id, from, to, limit: MAX_LINES }),
    ]);
    const lines: ReplayLineInput[] = [
      ...texts.map((line) => ({
        atMs: line.at - from,
        kind: 'chat',
        senderId: line.sender_id,
        nickname: line.nickname.slice(0, 40),
        text: line.text,
      })),
      ...gifts.map((gift) => ({
        atMs: gift.at - from,
        kind: 'gift',
        senderId: String(gift.sender_id),
        nickname: gift.nickname.slice(0, 40),
        giftCode: gift.gift_code,
        giftNames: gift.gift_names,
        giftImage: gift.gift_image,
        giftCount: gift.count,
      })),
    ];
    return lines.sort((a, b) => a.atMs - b.atMs).slice(0, MAX_LINES);
  }
}
