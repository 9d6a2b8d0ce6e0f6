import { Injectable } from '@nestjs/common';
import { BackpackGift, Db, Gift, PrismaService } from '@arena/shared';

/** `gifts.backpack_gifts`: gifts a user owns without paying, per user and gift. */
@Injectable()
export class BackpackRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** What the user holds of the gifts still offered, with each gift, cheapest tier first. */
  listHeld(userId: number, db: Db = this.prisma): Promise<(BackpackGift & { gift: Gift })[]> {
    return db.backpackGift.findMany({
      where: { userId, quantity: { gt: 0 }, gift: { enabled: true } },
      include: { gift: true },
      orderBy: [{ gift: { tier: 'asc' } }, { giftId: 'asc' }],
    });
  }

  /** Takes `count` of a gift from the user's backpack if it holds that many; answers whether it did. */
  async take(userId: number, giftId: number, count: number, db: Db = this.prisma): Promise<boolean> {
    const taken = await db.backpackGift.updateMany({
      where: { userId, giftId, quantity: { gte: count } },
      data: { quantity: { decrement: count } },
    });
    return taken.count > 0;
  }
}
