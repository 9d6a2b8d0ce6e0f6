import { Injectable } from '@nestjs/common';
import { AppError, BarrageStyle, Gift, Goods, Prisma, PrismaService } from '@arena/shared';
import { z } from 'zod';
import {
  AdminBarrageStyleOutput,
  AdminGiftOutput,
  AdminGoodsOutput,
  AuditTarget,
  BarrageStyleCreateInput,
  BarrageStyleUpdateInput,
  GiftCreateInput,
  GiftUpdateInput,
  GoodsCreateInput,
  GoodsUpdateInput,
} from './admin.schemas';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { GiftsAuditLog } from './gifts-audit-log.service';

type Tx = Prisma.TransactionClient;

/** One administered catalogue: how its rows are read, written and shown (the audit log keeps what is shown). */
interface Catalogue<Row extends { id: number }, View, Create, Patch> {
  target: AuditTarget;
  /** Its table, locked while a row changes (a constant, never input). */
  table: string;
  missing: string;
  all(tx: Tx): Promise<Row[]>;
  find(tx: Tx, id: number): Promise<Row | null>;
  create(tx: Tx, input: Create): Promise<Row>;
  update(tx: Tx, id: number, input: Patch): Promise<Row>;
  view(row: Row): View;
}

type GiftView = z.output<typeof AdminGiftOutput>;
type StyleView = z.output<typeof AdminBarrageStyleOutput>;
type GoodsView = z.output<typeof AdminGoodsOutput>;
type Patch<T> = Omit<T, 'id'>;

const giftView = (g: Gift): GiftView => ({
  id: g.id, code: g.code, name_zh: g.nameZh, name_en: g.nameEn, name_vi: g.nameVi, tier: g.tier, diamonds: g.diamonds,
  image: g.image, animation: g.animation, sort: g.sort, enabled: g.enabled,
});
const giftData = (i: Partial<z.output<typeof GiftCreateInput>>) => ({
  nameZh: i.name_zh, nameEn: i.name_en, nameVi: i.name_vi, tier: i.tier, diamonds: i.diamonds, image: i.image, animation: i.animation, sort: i.sort, enabled: i.enabled,
});
const GIFTS: Catalogue<Gift, GiftView, z.output<typeof GiftCreateInput>, Patch<z.output<typeof GiftUpdateInput>>> = {
  target: 'gift',
  table: '"gifts"."gifts"',
  missing: 'gifts.gift_missing',
  all: (tx) => tx.gift.findMany({ orderBy: [{ tier: 'asc' }, { sort: 'asc' }, { id: 'asc' }] }),
  find: (tx, id) => tx.gift.findUnique({ where: { id } }),
  create: (tx, i) =>
    tx.gift.create({ data: { ...giftData(i), code: i.code, nameZh: i.name_zh, nameEn: i.name_en, nameVi: i.name_vi, tier: i.tier, diamonds: i.diamonds, image: i.image ?? `/gifts/${i.code}.svg`, animation: i.animation ?? `/gifts/${i.code}-anim.svg` } }),
  update: (tx, id, i) => tx.gift.update({ where: { id }, data: giftData(i) }),
  view: giftView,
};

const styleView = (s: BarrageStyle): StyleView => ({
  id: s.id, code: s.code, name_zh: s.nameZh, name_en: s.nameEn, name_vi: s.nameVi, diamonds: s.diamonds, color: s.color, effect: s.effect, sort: s.sort, enabled: s.enabled,
});
const styleData = (i: Partial<z.output<typeof BarrageStyleCreateInput>>) => ({
  nameZh: i.name_zh, nameEn: i.name_en, nameVi: i.name_vi, diamonds: i.diamonds, color: i.color, effect: i.effect, sort: i.sort, enabled: i.enabled,
});
const STYLES: Catalogue<BarrageStyle, StyleView, z.output<typeof BarrageStyleCreateInput>, Patch<z.output<typeof BarrageStyleUpdateInput>>> = {
  target: 'barrage_style',
  table: '"gifts"."barrage_styles"',
  missing: 'gifts.barrage_style_missing',
  all: (tx) => tx.barrageStyle.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
  find: (tx, id) => tx.barrageStyle.findUnique({ where: { id } }),
  create: (tx, i) => tx.barrageStyle.create({ data: { ...styleData(i), code: i.code, nameZh: i.name_zh, nameEn: i.name_en, nameVi: i.name_vi, diamonds: i.diamonds, color: i.color, effect: i.effect } }),
  update: (tx, id, i) => tx.barrageStyle.update({ where: { id }, data: styleData(i) }),
  view: styleView,
};

const goodsView = (g: Goods): GoodsView => ({
  id: g.id, code: g.code, name_zh: g.nameZh, name_en: g.nameEn, name_vi: g.nameVi, description_zh: g.descriptionZh, description_en: g.descriptionEn,
  description_vi: g.descriptionVi, image: g.image, diamonds: g.diamonds, stock: g.stock, per_user_limit: g.perUserLimit, sort: g.sort, enabled: g.enabled,
});
const goodsData = (i: Partial<z.output<typeof GoodsCreateInput>>) => ({
  nameZh: i.name_zh, nameEn: i.name_en, nameVi: i.name_vi, descriptionZh: i.description_zh, descriptionEn: i.description_en, descriptionVi: i.description_vi,
  image: i.image, diamonds: i.diamonds, stock: i.stock, perUserLimit: i.per_user_limit, sort: i.sort, enabled: i.enabled,
});
const GOODS: Catalogue<Goods, GoodsView, z.output<typeof GoodsCreateInput>, Patch<z.output<typeof GoodsUpdateInput>>> = {
  target: 'goods',
  table: '"gifts"."goods"',
  missing: 'gifts.goods_missing',
  all: (tx) => tx.goods.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] }),
  find: (tx, id) => tx.goods.findUnique({ where: { id } }),
  create: (tx, i) => tx.goods.create({ data: { ...goodsData(i), code: i.code, nameZh: i.name_zh, nameEn: i.name_en, nameVi: i.name_vi, diamonds: i.diamonds, image: i.image ?? `/goods/${i.code}.svg` } }),
  update: (tx, id, i) => tx.goods.update({ where: { id }, data: goodsData(i) }),
  view: goodsView,
};

export const CATALOGUES = { gifts: GIFTS, barrageStyles: STYLES, goods: GOODS };

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Administrators' changes to the catalogues (gifts, paid danmaku styles, goods): each change and its
 * audit entry (the row as shown before and after) commit together, the row locked meanwhile so two
 * administrators' changes are logged in the order they happened. A change that changes nothing is not logged.
 */
@Injectable()
export class AdminCatalogueService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: GiftsAuditLog,
    private readonly cache: CatalogueCache,
  ) {}

  async list<Row extends { id: number }, View>(catalogue: Catalogue<Row, View, unknown, unknown>): Promise<View[]> {
    return (await catalogue.all(this.prisma)).map((row) => catalogue.view(row));
  }

  async create<Row extends { id: number }, View extends Record<string, unknown>, Create>(catalogue: Catalogue<Row, View, Create, unknown>, adminId: number, input: Create): Promise<View> {
    try {
      const created = await this.prisma.$transaction(async (tx) => {
        const row = await catalogue.create(tx, input);
        const after = catalogue.view(row);
        await this.audit.write({ adminId, action: 'create', targetType: catalogue.target, targetId: row.id, before: null, after }, tx);
        return after;
      });
      await this.cache.invalidate();
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fail('gifts.code_taken');
      throw error;
    }
  }

  update<Row extends { id: number }, View extends Record<string, unknown>, P>(catalogue: Catalogue<Row, View, unknown, P>, adminId: number, id: number, patch: P): Promise<View> {
    return this.change(catalogue, adminId, id, 'update', patch);
  }

  /** Takes the row off the offer (`enabled: false`); rows are never deleted: sends and exchanges point at them. */
  disable<Row extends { id: number }, View extends Record<string, unknown>, P>(catalogue: Catalogue<Row, View, unknown, P>, adminId: number, id: number): Promise<View> {
    return this.change(catalogue, adminId, id, 'disable', { enabled: false } as P);
  }

  private async change<Row extends { id: number }, View extends Record<string, unknown>, P>(
    catalogue: Catalogue<Row, View, unknown, P>,
    adminId: number,
    id: number,
    action: 'update' | 'disable',
    patch: P,
  ): Promise<View> {
    const changed = await this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM ${Prisma.raw(catalogue.table)} WHERE id = ${id} FOR UPDATE`;
      const current = await catalogue.find(tx, id);
      if (!current) throw AppError.fail(catalogue.missing);
      const before = catalogue.view(current);
      const after = catalogue.view(await catalogue.update(tx, id, patch));
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.audit.write({ adminId, action, targetType: catalogue.target, targetId: id, before, after }, tx);
      }
      return after;
    });
    // Senders' copies of the catalogue are retired once the change has committed.
    await this.cache.invalidate();
    return changed;
  }
}
