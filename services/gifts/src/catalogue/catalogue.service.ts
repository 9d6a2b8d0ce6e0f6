import { Injectable } from '@nestjs/common';
import { AppError, Gift, Lang, PrismaService } from '@arena/shared';
import { GiftView } from './catalogue.schemas';
import { localizedName } from './localized-name';

export function giftView(gift: Gift, lang: Lang): GiftView {
  return { id: gift.id, code: gift.code, name: localizedName(gift, lang), tier: gift.tier, diamonds: gift.diamonds, image: gift.image, animation: gift.animation };
}

/** The gift catalogue: what is offered, cheapest tier first. */
@Injectable()
export class CatalogueService {
  constructor(private readonly prisma: PrismaService) {}

  async list(lang: Lang): Promise<GiftView[]> {
    const gifts = await this.prisma.gift.findMany({ where: { enabled: true }, orderBy: [{ tier: 'asc' }, { sort: 'asc' }, { diamonds: 'asc' }, { id: 'asc' }] });
    return gifts.map((g) => giftView(g, lang));
  }

  /** An offered gift, or `gifts.gift_not_found`. */
  async offered(giftId: number): Promise<Gift> {
    const gift = await this.prisma.gift.findUnique({ where: { id: giftId } });
    if (!gift || !gift.enabled) throw AppError.fail('gifts.gift_not_found');
    return gift;
  }
}
