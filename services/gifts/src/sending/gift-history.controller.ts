import { Controller } from '@nestjs/common';
import { giftsContracts } from '@arena/contracts';
import { Input, Serves, ServedInput } from '@arena/shared';
import { SenderCards } from '../senders/sender-cards';
import { GiftSendsRepository } from './gift-sends.repository';

/** For the video service, which keeps a broadcast's gifts beside its replay. */
@Controller()
export class GiftHistoryController {
  constructor(
    private readonly sends: GiftSendsRepository,
    private readonly senders: SenderCards,
  ) {}

  @Serves(giftsContracts.roomGiftHistory)
  async history(@Input() input: ServedInput<typeof giftsContracts.roomGiftHistory>) {
    const rows = await this.sends.inRoomBetween(input.room_id, new Date(input.from), new Date(input.to), input.limit);
    const names = new Map<number, string>();
    for (const userId of new Set(rows.map((row) => row.userId))) {
      // A sender whose account is gone is still a line of the broadcast.
      const card = await this.senders.of(userId).catch(() => undefined);
      names.set(userId, card?.user_nickname ?? String(userId));
    }
    return rows.map((row) => ({
      sender_id: row.userId,
      nickname: names.get(row.userId) as string,
      gift_code: row.gift.code,
      gift_names: { zh: row.gift.nameZh, en: row.gift.nameEn, vi: row.gift.nameVi },
      gift_image: row.gift.image,
      count: row.count,
      at: row.createdAt.getTime(),
    }));
  }
}
