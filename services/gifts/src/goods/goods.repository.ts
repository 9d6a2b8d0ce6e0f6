import { Injectable } from '@nestjs/common';
import { Db, Goods, GoodsExchange, PrismaService } from '@arena/shared';

/** An exchange as its claim writes it. */
export interface NewExchange {
  requestKey: string;
  userId: number;
  goodsId: number;
  quantity: number;
  diamonds: number;
}

/** The paid exchanges a user's records show: theirs, completed, made since a day. */
const records = (userId: number, since: Date) => ({ userId, status: 'completed' as const, createdAt: { gte: since } });

/** `gifts.goods` (with their stock) and the exchanges that take it, `gifts.goods_exchanges` (one per request key). */
@Injectable()
export class GoodsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The goods offered, in the order they are shown. */
  listEnabled(db: Db = this.prisma): Promise<Goods[]> {
    return db.goods.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  findById(id: number, db: Db = this.prisma): Promise<Goods | null> {
    return db.goods.findUnique({ where: { id } });
  }

  findByIdOrThrow(id: number, db: Db = this.prisma): Promise<Goods> {
    return db.goods.findUniqueOrThrow({ where: { id } });
  }

  /** The stock left (null: unlimited). */
  async stockOf(id: number, db: Db = this.prisma): Promise<number | null> {
    return (await db.goods.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;
  }

  /**
   * Takes `quantity` of the stock if the goods are offered and have that many, by one conditional
   * update, which also locks the goods row until the transaction ends; answers whether it did.
   */
  async takeStock(goodsId: number, quantity: number, db: Db = this.prisma): Promise<boolean> {
    const taken = await db.$executeRaw`
      UPDATE gifts.goods SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - ${quantity} END, updated_at = now()
      WHERE id = ${goodsId} AND enabled AND (stock IS NULL OR stock >= ${quantity})`;
    return taken > 0;
  }

  /** Gives stock back (goods with a stock only). */
  async returnStock(goodsId: number, quantity: number, db: Db = this.prisma): Promise<void> {
    await db.$executeRaw`UPDATE gifts.goods SET stock = stock + ${quantity}, updated_at = now() WHERE id = ${goodsId} AND stock IS NOT NULL`;
  }

  /** Claims an exchange under its request key; answers whether it was claimed now (false: the key was used before). */
  async claimExchange(exchange: NewExchange, db: Db = this.prisma): Promise<boolean> {
    const created = await db.goodsExchange.createMany({ data: [exchange], skipDuplicates: true });
    return created.count > 0;
  }

  findExchangeByRequestKeyOrThrow(requestKey: string, db: Db = this.prisma): Promise<GoodsExchange> {
    return db.goodsExchange.findUniqueOrThrow({ where: { requestKey } });
  }

  /** How many of the goods the user's exchanges (any status) hold. */
  async exchangedQuantity(userId: number, goodsId: number, db: Db = this.prisma): Promise<number> {
    const mine = await db.goodsExchange.aggregate({ where: { userId, goodsId }, _sum: { quantity: true } });
    return mine._sum.quantity ?? 0;
  }

  /** Marks a pending exchange completed with its payment. */
  async completeExchange(id: number, transferId: string, db: Db = this.prisma): Promise<void> {
    await db.goodsExchange.updateMany({ where: { id, status: 'pending' }, data: { status: 'completed', transferId } });
  }

  /** Deletes a pending exchange; answers what it held (none when it was not pending). */
  deletePendingExchange(id: number, db: Db = this.prisma): Promise<{ goods_id: number; quantity: number }[]> {
    return db.$queryRaw<{ goods_id: number; quantity: number }[]>`
      DELETE FROM gifts.goods_exchanges WHERE id = ${id} AND status = 'pending' RETURNING goods_id, quantity`;
  }

  /** Exchanges still pending since before `before`, oldest first, with their goods' code. */
  listPendingSince(
    before: Date,
    take: number,
    db: Db = this.prisma,
  ): Promise<(GoodsExchange & { goods: { code: string } })[]> {
    return db.goodsExchange.findMany({
      where: { status: 'pending', createdAt: { lt: before } },
      include: { goods: { select: { code: true } } },
      orderBy: { id: 'asc' },
      take,
    });
  }

  /** A page of the user's paid exchanges made since `since`, newest first, with their goods. */
  listRecords(
    userId: number,
    since: Date,
    skip: number,
    take: number,
    db: Db = this.prisma,
  ): Promise<(GoodsExchange & { goods: Goods })[]> {
    return db.goodsExchange.findMany({
      where: records(userId, since),
      include: { goods: true },
      orderBy: { id: 'desc' },
      skip,
      take,
    });
  }

  countRecords(userId: number, since: Date, db: Db = this.prisma): Promise<number> {
    return db.goodsExchange.count({ where: records(userId, since) });
  }
}
