import { Injectable } from '@nestjs/common';
import { Lang } from '@arena/shared';
import { giftView } from '../catalogue/catalogue.service';
import { GiftView } from '../catalogue/catalogue.schemas';
import { BackpackRepository } from './backpack.repository';

/** Gifts a user owns without paying (seed, rewards); sending them costs no diamonds. */
@Injectable()
export class BackpackService {
  constructor(private readonly backpack: BackpackRepository) {}

  async list(userId: number, lang: Lang): Promise<{ gift: GiftView; quantity: number }[]> {
    const rows = await this.backpack.listHeld(userId);
    return rows.map((r) => ({ gift: giftView(r.gift, lang), quantity: r.quantity }));
  }
}
