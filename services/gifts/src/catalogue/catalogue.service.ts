import { Injectable } from '@nestjs/common';
import { AppError, Gift, Lang } from '@arena/shared';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueRepository } from './catalogue.repository';
import { GiftView } from './catalogue.schemas';
import { localizedName } from './localized-name';

export function giftView(gift: Gift, lang: Lang): GiftView {
  return {
    id: gift.id,
    code: gift.code,
    name: localizedName(gift, lang),
    tier: gift.tier,
    diamonds: gift.diamonds,
    image: gift.image,
    animation: gift.animation,
  };
}

/** The gift catalogue: what is offered, cheapest tier first; read from this process's copy. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly cache: CatalogueCache,
  ) {}

  async list(lang: Lang): Promise<GiftView[]> {
    return (await this.gifts()).filter((g) => g.enabled).map((g) => giftView(g, lang));
  }

  /** An offered gift, or `gifts.gift_not_found`. */
  async offered(giftId: number): Promise<Gift> {
    const gift = (await this.gifts()).find((g) => g.id === giftId);
    if (!gift || !gift.enabled) throw AppError.fail('gifts.gift_not_found');
    return gift;
  }

  /** Every gift, the disabled ones too (a few dozen rows), in the order the catalogue shows them. */
  private gifts(): Promise<readonly Gift[]> {
    return this.cache.get('gifts', () => this.catalogue.listGifts());
  }
}
