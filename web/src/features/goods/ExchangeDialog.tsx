import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { Dialog } from '../../ui/Dialog';
import { useProfile } from '../auth/use-session';
import { rechargeDialog } from '../wallet/recharge-dialog';
import type { Exchanged, GoodsItem } from './goods-api';
import { useExchange } from './goods-queries';
import { newRequestKey } from '../../api/request-key';
import { maxQuantity } from './goods-rules';
import './goods-words';

/**
 * Exchange one goods: the quantity (bounded by the stock and the per-user limit), the total and the
 * caller's diamonds. Short of diamonds, it offers the recharge dialog instead of the exchange. One
 * request key per order: a retry of the same order is charged once.
 */
export function ExchangeDialog({
  goods,
  onClose,
  onShowRecords,
}: {
  goods: GoodsItem;
  onClose: () => void;
  onShowRecords: () => void;
}) {
  const { t } = useTranslation('goods');
  const lang = currentLang();
  const user = useProfile();
  const exchange = useExchange();
  const [quantity, setQuantity] = useState(1);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [done, setDone] = useState<Exchanged | null>(null);
  const max = maxQuantity(goods);
  const total = goods.diamonds * quantity;
  const balance = Number(user?.gold ?? 0);
  const short = total > balance;

  const change = (next: number) => {
    setQuantity(Math.min(max, Math.max(1, Math.floor(next) || 1)));
    // Another order: another key.
    setRequestKey(newRequestKey());
    exchange.reset();
  };
  const recharge = () => {
    onClose();
    rechargeDialog.open();
  };

  if (done) {
    return (
      <Dialog title={t('dialog.doneTitle')} onClose={onClose}>
        <div className="exchange" data-testid="exchange-done">
          <p className="exchange__done">
            {t('dialog.done', { count: done.quantity, name: goods.name, diamonds: formatNumber(done.diamonds, lang) })}
          </p>
          <p className="muted">
            {t('dialog.balanceNow')} <span className="diamond" aria-hidden="true" />
            <strong className="num">{formatNumber(done.gold, lang)}</strong>
          </p>
          <div className="exchange__actions">
            <button type="button" className="btn btn--ghost" onClick={onShowRecords} data-testid="exchange-records">
              {t('dialog.viewRecords')}
            </button>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {t('dialog.ok')}
            </button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('dialog.title')} onClose={onClose}>
      <form
        className="exchange"
        data-testid="exchange-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (short || exchange.isPending) return;
          exchange.mutate({ goods_id: goods.id, quantity, request_key: requestKey }, { onSuccess: setDone });
        }}
      >
        <div className="exchange__goods">
          <img src={goods.image} alt="" width={72} height={72} />
          <div>
            <div className="exchange__name">{goods.name}</div>
            <div className="muted small">
              <span className="diamond" aria-hidden="true" />
              {t('dialog.each', { diamonds: formatNumber(goods.diamonds, lang) })}
              {goods.stock !== null && <> · {t('stock.left', { count: goods.stock })}</>}
            </div>
          </div>
        </div>
        <div className="exchange__row">
          <span id="exchange-quantity-label">{t('dialog.quantity')}</span>
          <div className="stepper" role="group" aria-labelledby="exchange-quantity-label">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => change(quantity - 1)}
              disabled={quantity <= 1}
              aria-label={t('dialog.less')}
            >
              −
            </button>
            <input
              className="stepper__input num"
              inputMode="numeric"
              value={quantity}
              onChange={(event) => change(Number(event.target.value))}
              aria-labelledby="exchange-quantity-label"
              data-testid="exchange-quantity"
            />
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => change(quantity + 1)}
              disabled={quantity >= max}
              aria-label={t('dialog.more')}
              data-testid="exchange-more"
            >
              +
            </button>
          </div>
        </div>
        <div className="exchange__row">
          <span>{t('dialog.total')}</span>
          <strong className="num" data-testid="exchange-total">
            <span className="diamond" aria-hidden="true" />
            {formatNumber(total, lang)}
          </strong>
        </div>
        <div className="exchange__row muted">
          <span>{t('dialog.balance')}</span>
          <span className="num" data-testid="exchange-balance">
            {formatNumber(balance, lang)}
          </span>
        </div>
        {short && (
          <p className="exchange__short" role="alert" data-testid="exchange-short">
            {t('dialog.short', { diamonds: formatNumber(total - balance, lang) })}
          </p>
        )}
        {exchange.error && (
          <p className="exchange__error" role="alert" data-testid="exchange-error">
            {exchange.error instanceof ApiError ? exchange.error.message : t('dialog.failed')}
          </p>
        )}
        <div className="exchange__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          {short ? (
            <button type="button" className="btn btn--primary" onClick={recharge} data-testid="exchange-recharge">
              {t('dialog.recharge')}
            </button>
          ) : (
            <button
              type="submit"
              className="btn btn--primary"
              disabled={exchange.isPending}
              data-testid="exchange-confirm"
            >
              {exchange.isPending ? t('dialog.exchanging') : t('dialog.confirm')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
