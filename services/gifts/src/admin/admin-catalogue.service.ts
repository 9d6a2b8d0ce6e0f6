import { Injectable } from '@nestjs/common';
import { AppError, PaidDanmakuStyle, Db, Gift, Goods, Prisma, Transactions } from '@arena/shared';
import { z } from 'zod';
import {
  AdminPaidDanmakuStyleOutput,
  AdminGiftOutput,
  AdminGoodsOutput,
  AuditTarget,
  PaidDanmakuStyleCreateInput,
  PaidDanmakuStyleUpdateInput,
  GiftCreateInput,
  GiftUpdateInput,
  GoodsCreateInput,
  GoodsUpdateInput,
} from './admin.schemas';
import { CatalogueCache } from '../catalogue/catalogue-cache';
import { AdminCatalogueRepository } from './admin-catalogue.repository';
import { GiftsAuditLogRepository } from './gifts-audit-log.repository';

type Rows = AdminCatalogueRepository;

/** One administered catalogue: how its rows are read, written (through the repository) and shown (the audit log keeps what is shown). */
interface Catalogue<Row extends { id: number }, View, Create, Patch> {
  target: AuditTarget;
  /** Its table, locked while a row changes (a constant, never input). */
  table: string;
  missing: string;
  all(rows: Rows, db?: Db): Promise<Row[]>;
  find(rows: Rows, id: number, db: Db): Promise<Row | null>;
  create(rows: Rows, input: Create, db: Db): Promise<Row>;
  update(rows: Rows, id: number, input: Patch, db: Db): Promise<Row>;
  view(row: Row): View;
}

type GiftView = z.output<typeof AdminGiftOutput>;
type StyleView = z.output<typeof AdminPaidDanmakuStyleOutput>;
type GoodsView = z.output<typeof AdminGoodsOutput>;
type Patch<T> = Omit<T, 'id'>;

const giftView = (g: Gift): GiftView => ({
  id: g.id,
  code: g.code,
  name_zh: g.nameZh,
  name_en: g.nameEn,
  name_vi: g.nameVi,
  tier: g.tier,
  diamonds: g.diamonds,
  image: g.image,
  animation: g.animation,
  sort: g.sort,
  enabled: g.enabled,
});
const giftData = (i: Partial<z.output<typeof GiftCreateInput>>) => ({
  nameZh: i.name_zh,
  nameEn: i.name_en,
  nameVi: i.name_vi,
  tier: i.tier,
  diamonds: i.diamonds,
  image: i.image,
  animation: i.animation,
  sort: i.sort,
  enabled: i.enabled,
});
const GIFTS: Catalogue<Gift, GiftView, z.output<typeof GiftCreateInput>, Patch<z.output<typeof GiftUpdateInput>>> = {
  target: 'gift',
  table: '"gifts"."gifts"',
  missing: 'gifts.gift_missing',
  all: (rows, db) => rows.listGifts(db),
  find: (rows, id, db) => rows.findGift(id, db),
  create: (rows, i, db) =>
    rows.createGift(
      {
        ...giftData(i),
        code: i.code,
        nameZh: i.name_zh,
        nameEn: i.name_en,
        nameVi: i.name_vi,
        tier: i.tier,
        diamonds: i.diamonds,
        image: i.image ?? `/gifts/${i.code}.svg`,
        animation: i.animation ?? `/gifts/${i.code}-anim.svg`,
      },
      db,
    ),
  update: (rows, id, i, db) => rows.updateGift(id, giftData(i), db),
  view: giftView,
};

const styleView = (s: PaidDanmakuStyle): StyleView => ({
  id: s.id,
  code: s.code,
  name_zh: s.nameZh,
  name_en: s.nameEn,
  name_vi: s.nameVi,
  diamonds: s.diamonds,
  color: s.color,
  effect: s.effect,
  sort: s.sort,
  enabled: s.enabled,
});
const styleData = (i: Partial<z.output<typeof PaidDanmakuStyleCreateInput>>) => ({
  nameZh: i.name_zh,
  nameEn: i.name_en,
  nameVi: i.name_vi,
  diamonds: i.diamonds,
  color: i.color,
  effect: i.effect,
  sort: i.sort,
  enabled: i.enabled,
});
const STYLES: Catalogue<
  PaidDanmakuStyle,
  StyleView,
  z.output<typeof PaidDanmakuStyleCreateInput>,
  Patch<z.output<typeof PaidDanmakuStyleUpdateInput>>
> = {
  target: 'barrage_style',
  table: '"gifts"."barrage_styles"',
  missing: 'gifts.paid_danmaku_style_missing',
  all: (rows, db) => rows.listPaidDanmakuStyles(db),
  find: (rows, id, db) => rows.findPaidDanmakuStyle(id, db),
  create: (rows, i, db) =>
    rows.createPaidDanmakuStyle(
      {
        ...styleData(i),
        code: i.code,
        nameZh: i.name_zh,
        nameEn: i.name_en,
        nameVi: i.name_vi,
        diamonds: i.diamonds,
        color: i.color,
        effect: i.effect,
      },
      db,
    ),
  update: (rows, id, i, db) => rows.updatePaidDanmakuStyle(id, styleData(i), db),
  view: styleView,
};

const goodsView = (g: Goods): GoodsView => ({
  id: g.id,
  code: g.code,
  name_zh: g.nameZh,
  name_en: g.nameEn,
  name_vi: g.nameVi,
  description_zh: g.descriptionZh,
  description_en: g.descriptionEn,
  description_vi: g.descriptionVi,
  image: g.image,
  diamonds: g.diamonds,
  stock: g.stock,
  per_user_limit: g.perUserLimit,
  sort: g.sort,
  enabled: g.enabled,
});
const goodsData = (i: Partial<z.output<typeof GoodsCreateInput>>) => ({
  nameZh: i.name_zh,
  nameEn: i.name_en,
  nameVi: i.name_vi,
  descriptionZh: i.description_zh,
  descriptionEn: i.description_en,
  descriptionVi: i.description_vi,
  image: i.image,
  diamonds: i.diamonds,
  stock: i.stock,
  perUserLimit: i.per_user_limit,
  sort: i.sort,
  enabled: i.enabled,
});
const GOODS: Catalogue<
  Goods,
  GoodsView,
  z.output<typeof GoodsCreateInput>,
  Patch<z.output<typeof GoodsUpdateInput>>
> = {
  target: 'goods',
  table: '"gifts"."goods"',
  missing: 'gifts.goods_missing',
  all: (rows, db) => rows.listGoods(db),
  find: (rows, id, db) => rows.findGoods(id, db),
  create: (rows, i, db) =>
    rows.createGoods(
      {
        ...goodsData(i),
        code: i.code,
        nameZh: i.name_zh,
        nameEn: i.name_en,
        nameVi: i.name_vi,
        diamonds: i.diamonds,
        image: i.image ?? `/goods/${i.code}.svg`,
      },
      db,
    ),
  update: (rows, id, i, db) => rows.updateGoods(id, goodsData(i), db),
  view: goodsView,
};

export const CATALOGUES = { gifts: GIFTS, paidDanmakuStyles: STYLES, goods: GOODS };

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * Administrators' changes to the catalogues (gifts, paid danmaku styles, goods): each change and its
 * audit entry (the row as shown before and after) commit together, the row locked meanwhile so two
 * administrators' changes are logged in the order they happened. A change that changes nothing is not logged.
 */
@Injectable()
export class AdminCatalogueService {
  constructor(
    private readonly rows: AdminCatalogueRepository,
    private readonly transactions: Transactions,
    private readonly audit: GiftsAuditLogRepository,
    private readonly cache: CatalogueCache,
  ) {}

  async list<Row extends { id: number }, View>(catalogue: Catalogue<Row, View, unknown, unknown>): Promise<View[]> {
    return (await catalogue.all(this.rows)).map((row) => catalogue.view(row));
  }

  async create<Row extends { id: number }, View extends Record<string, unknown>, Create>(
    catalogue: Catalogue<Row, View, Create, unknown>,
    adminId: number,
    input: Create,
  ): Promise<View> {
    try {
      const created = await this.transactions.run(async (tx) => {
        const row = await catalogue.create(this.rows, input, tx);
        const after = catalogue.view(row);
        await this.audit.write(
          { adminId, action: 'create', targetType: catalogue.target, targetId: row.id, before: null, after },
          tx,
        );
        return after;
      });
      await this.cache.invalidate();
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.fail('gifts.code_taken');
      throw error;
    }
  }

  update<Row extends { id: number }, View extends Record<string, unknown>, P>(
    catalogue: Catalogue<Row, View, unknown, P>,
    adminId: number,
    id: number,
    patch: P,
  ): Promise<View> {
    return this.change(catalogue, adminId, id, 'update', patch);
  }

  /** Takes the row off the offer (`enabled: false`); rows are never deleted: sends and exchanges point at them. */
  disable<Row extends { id: number }, View extends Record<string, unknown>, P>(
    catalogue: Catalogue<Row, View, unknown, P>,
    adminId: number,
    id: number,
  ): Promise<View> {
    return this.change(catalogue, adminId, id, 'disable', { enabled: false } as P);
  }

  private async change<Row extends { id: number }, View extends Record<string, unknown>, P>(
    catalogue: Catalogue<Row, View, unknown, P>,
    adminId: number,
    id: number,
    action: 'update' | 'disable',
    patch: P,
  ): Promise<View> {
    const changed = await this.transactions.run(async (tx) => {
      await this.rows.lock(catalogue.table, id, tx);
      const current = await catalogue.find(this.rows, id, tx);
      if (!current) throw AppError.fail(catalogue.missing);
      const before = catalogue.view(current);
      const after = catalogue.view(await catalogue.update(this.rows, id, patch, tx));
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
