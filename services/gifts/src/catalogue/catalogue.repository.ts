import { Injectable } from '@nestjs/common';
import { Db, Gift, PrismaService } from '@arena/shared';

/** `gifts.gifts`: the gift catalogue as senders and visitors read it. */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every gift, the disabled ones too, in the order the catalogue shows them. */
  listGifts(db: Db = this.prisma): Promise<Gift[]> {
    return db.gift.findMany({ orderBy: [{ tier: 'asc' }, { sort: 'asc' }, { diamonds: 'asc' }, { id: 'asc' }] });
  }
}
