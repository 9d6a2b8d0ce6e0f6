import { Injectable } from '@nestjs/common';
import { Lang, PrismaService } from '@arena/shared';
import { giftView } from '../catalogue/catalogue.service';
import { GiftView } from '../catalogue/catalogue.schemas';

/** Gifts a user owns without paying (seed, rewards); sending them costs no diamonds. */
@Injectable()
export class BackpackService {
  constructor(private readonly prisma: PrismaService) {}

  async list(userId: number, lang: Lang): Promise<{ gift: GiftView; quantity: number }[]> {
    const rows = await this.prisma.backpackGift.findMany({ where: { userId, quantity: { gt: 0 }, gift: { enabled: true } }, include: { gift: true }, orderBy: [{ gift: { tier: 'asc' } }, { giftId: 'asc' }] });
    return rows.map((r) => ({ gift: giftView(r.gift, lang), quantity: r.quantity }));
  }
}
