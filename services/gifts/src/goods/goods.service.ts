import { Injectable } from '@nestjs/common';
import { walletContracts } from '@arena/contracts';
import { AppError, failedWith, Goods, GoodsExchange, Lang, Page, ServiceClient, Transactions } from '@arena/shared';
import { z } from 'zod';
import { localizedName } from '../catalogue/localized-name';
import { giftsConfig } from '../gifts.config';
import { GoodsRepository } from './goods.repository';
import { ExchangeInput, ExchangeOutput, ExchangeRecordOutput, GoodsView } from './goods.schemas';
import { storedRequestKey } from '../settling/request-key';

type Exchanged = z.output<typeof ExchangeOutput>;
type ExchangeRecord = z.output<typeof ExchangeRecordOutput>;

export function goodsView(goods: Goods, lang: Lang): GoodsView {
  return {
    id: goods.id,
    code: goods.code,
    name: localizedName(goods, lang),
    description: lang === 'en' ? goods.descriptionEn : lang === 'vi' ? goods.descriptionVi : goods.descriptionZh,
    image: goods.image,
    diamonds: goods.diamonds,
    stock: goods.stock,
    per_user_limit: goods.perUserLimit,
  };
}

/** The first day of records still shown: the spec keeps records queryable for 3 months. */
export function recordsSince(now: Date, months: number): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

/**
 * Goods bought with diamonds. An exchange is claimed first under the caller's request key, and the
 * stock taken (and the per-user limit checked) in the same transaction, under the goods row's lock,
 * so concurrent exchanges never oversell. Then the wallet is charged (user diamonds ->
 * diamond.spending, reason `goods`, keyed by the exchange): a refused payment deletes the claim and
 * gives the stock back; a retry with the same key replays the charge and completes the exchange.
 */
@Injectable()
export class GoodsService {
  private readonly config = giftsConfig().goods;

  constructor(
    private readonly goods: GoodsRepository,
    private readonly transactions: Transactions,
    private readonly services: ServiceClient,
  ) {}

  async list(lang: Lang): Promise<GoodsView[]> {
    const rows = await this.goods.listEnabled();
    return rows.map((goods) => goodsView(goods, lang));
  }

  async exchange(userId: number, input: ExchangeInput, lang: Lang): Promise<Exchanged> {
    const requestKey = storedRequestKey(userId, input.request_key);
    const goods = await this.goods.findById(input.goods_id);
    if (!goods) throw AppError.fail('gifts.goods_not_found');
    const claimed = await this.claim(userId, requestKey, goods, input.quantity);
    const exchange = await this.goods.findExchangeByRequestKeyOrThrow(requestKey);
    if (exchange.userId !== userId || exchange.goodsId !== goods.id || exchange.quantity !== input.quantity)
      throw AppError.fail('gifts.exchange_conflict');

    let paid;
    try {
      paid = await this.pay(exchange, goods.code, lang);
    } catch (error) {
      if (failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) {
        // Nothing moved: the claim and its stock go back, and the key may be tried again later.
        await this.release(exchange.id);
        throw AppError.fail('gifts.goods_insufficient_diamonds', { diamonds: exchange.diamonds });
      }
      // Unknown outcome: the claim stays pending, holding its stock; the same key (or the settling sweep) settles it.
      throw error;
    }
    const replayed = !claimed || paid.replayed;
    const gold = replayed ? (await this.services.call(walletContracts.balances, { userId })).gold : paid.from_balance;
    const stock = await this.goods.stockOf(goods.id);
    return {
      exchange_id: exchange.id,
      goods_id: goods.id,
      quantity: exchange.quantity,
      diamonds: exchange.diamonds,
      gold: String(Number(gold)),
      stock,
      replayed,
    };
  }

  /** The caller's paid exchanges of the last months (the spec keeps records for 3), newest first. */
  async records(
    userId: number,
    page: number,
    limit: number,
    lang: Lang,
    now = new Date(),
  ): Promise<Page<ExchangeRecord>> {
    const since = recordsSince(now, this.config.recordsMonths);
    const [rows, total] = await Promise.all([
      this.goods.listRecords(userId, since, (page - 1) * limit, limit),
      this.goods.countRecords(userId, since),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        goods_id: row.goodsId,
        goods_name: localizedName(row.goods, lang),
        image: row.goods.image,
        quantity: row.quantity,
        diamonds: row.diamonds,
        created_at: row.createdAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  }

  /**
   * Exchanges left pending by a payment whose outcome was unknown (the wallet did not answer) and not
   * retried: the same transfer settles each one (a replay if the wallet had posted it, the charge now
   * if not, which is what the user asked for); a short balance releases it. Run by a repeated job.
   */
  async settlePending(now = Date.now()): Promise<number> {
    const stale = await this.goods.listPendingSince(new Date(now - this.config.settleAfterMs), 500);
    let settled = 0;
    for (const exchange of stale) {
      try {
        await this.pay(exchange, exchange.goods.code, 'en');
        settled += 1;
      } catch (error) {
        if (!failedWith(error, walletContracts.transfer, 'wallet.insufficient_diamonds')) throw error;
        await this.release(exchange.id);
        settled += 1;
      }
    }
    return settled;
  }

  /** The exchange's one transfer (user diamonds -> diamond.spending), keyed by its request key; marks it completed once paid. */
  private async pay(exchange: GoodsExchange, goodsCode: string, lang: Lang) {
    const paid = await this.services.call(
      walletContracts.transfer,
      {
        idempotency_key: `goods:${exchange.requestKey}`,
        from: { user_id: exchange.userId, kind: 'diamond' },
        to: { system: 'diamond.spending' },
        amount: String(exchange.diamonds),
        reason: 'goods',
        memo: `goods ${goodsCode} x${exchange.quantity}`,
      },
      { lang },
    );
    if (exchange.status !== 'completed') {
      await this.goods.completeExchange(exchange.id, paid.transfer_id);
    }
    return paid;
  }

  /**
   * The claim, in one transaction: the exchange row (a key already used answers false: a retry),
   * then the stock taken by a conditional update, which also locks the goods row so that the
   * per-user count that follows sees every earlier claim of this goods. Any refusal rolls both back.
   */
  private claim(userId: number, requestKey: string, goods: Goods, quantity: number): Promise<boolean> {
    return this.transactions.run(async (tx) => {
      const created = await this.goods.claimExchange(
        { requestKey, userId, goodsId: goods.id, quantity, diamonds: goods.diamonds * quantity },
        tx,
      );
      if (!created) return false;
      if (!(await this.goods.takeStock(goods.id, quantity, tx))) {
        const now = await this.goods.findByIdOrThrow(goods.id, tx);
        if (!now.enabled) throw AppError.fail('gifts.goods_not_found');
        throw AppError.fail('gifts.goods_out_of_stock', { left: now.stock ?? 0 });
      }
      if (goods.perUserLimit !== null) {
        const had = (await this.goods.exchangedQuantity(userId, goods.id, tx)) - quantity;
        if (had + quantity > goods.perUserLimit)
          throw AppError.fail('gifts.goods_limit_reached', {
            limit: goods.perUserLimit,
            left: Math.max(0, goods.perUserLimit - had),
          });
      }
      return true;
    });
  }

  /** Deletes a pending claim and gives its stock back, once (a second release finds no row). */
  private release(exchangeId: number): Promise<void> {
    return this.transactions.run(async (tx) => {
      const removed = await this.goods.deletePendingExchange(exchangeId, tx);
      for (const row of removed) await this.goods.returnStock(row.goods_id, row.quantity, tx);
    });
  }
}
