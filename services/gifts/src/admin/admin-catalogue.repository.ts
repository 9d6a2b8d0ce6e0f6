import { Injectable } from '@nestjs/common';
import { PaidDanmakuStyle, Db, Gift, Goods, Prisma, PrismaService } from '@arena/shared';

/** The catalogues administrators edit: `gifts.gifts`, `gifts.barrage_styles` and `gifts.goods`, every row of them. */
@Injectable()
export class AdminCatalogueRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Locks a row of a catalogue's table (a constant, never input) until the transaction ends. */
  async lock(table: string, id: number, db: Db = this.prisma): Promise<void> {
    await db.$queryRaw`SELECT id FROM ${Prisma.raw(table)} WHERE id = ${id} FOR UPDATE`;
  }

  listGifts(db: Db = this.prisma): Promise<Gift[]> {
    return db.gift.findMany({ orderBy: [{ tier: 'asc' }, { sort: 'asc' }, { id: 'asc' }] });
  }

  findGift(id: number, db: Db = this.prisma): Promise<Gift | null> {
    return db.gift.findUnique({ where: { id } });
  }

  createGift(data: Prisma.GiftCreateInput, db: Db = this.prisma): Promise<Gift> {
    return db.gift.create({ data });
  }

  updateGift(id: number, data: Prisma.GiftUpdateInput, db: Db = this.prisma): Promise<Gift> {
    return db.gift.update({ where: { id }, data });
  }

  listPaidDanmakuStyles(db: Db = this.prisma): Promise<PaidDanmakuStyle[]> {
    return db.paidDanmakuStyle.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  findPaidDanmakuStyle(id: number, db: Db = this.prisma): Promise<PaidDanmakuStyle | null> {
    return db.paidDanmakuStyle.findUnique({ where: { id } });
  }

  createPaidDanmakuStyle(data: Prisma.PaidDanmakuStyleCreateInput, db: Db = this.prisma): Promise<PaidDanmakuStyle> {
    return db.paidDanmakuStyle.create({ data });
  }

  updatePaidDanmakuStyle(
    id: number,
    data: Prisma.PaidDanmakuStyleUpdateInput,
    db: Db = this.prisma,
  ): Promise<PaidDanmakuStyle> {
    return db.paidDanmakuStyle.update({ where: { id }, data });
  }

  listGoods(db: Db = this.prisma): Promise<Goods[]> {
    return db.goods.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  findGoods(id: number, db: Db = this.prisma): Promise<Goods | null> {
    return db.goods.findUnique({ where: { id } });
  }

  createGoods(data: Prisma.GoodsCreateInput, db: Db = this.prisma): Promise<Goods> {
    return db.goods.create({ data });
  }

  updateGoods(id: number, data: Prisma.GoodsUpdateInput, db: Db = this.prisma): Promise<Goods> {
    return db.goods.update({ where: { id }, data });
  }
}
