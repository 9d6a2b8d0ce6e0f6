import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { loginDialog } from '../auth/login-dialog';
import { useSession } from '../auth/use-session';
import type { GoodsItem } from './goods-api';
import { ExchangeDialog } from './ExchangeDialog';
import { useGoodsList } from './goods-queries';
import './goods-words';

/** The goods on offer as cards; "Exchange" opens the quantity dialog (visitors are asked to log in first). */
export function GoodsGrid({ onShowRecords }: { onShowRecords: () => void }) {
  const { t } = useTranslation('goods');
  const lang = currentLang();
  const { token } = useSession();
  const goods = useGoodsList();
  const [chosen, setChosen] = useState<GoodsItem | null>(null);

  if (goods.isPending) return <div className="skeleton-list" />;
  const list = goods.data ?? [];
  if (list.length === 0) return <EmptyState icon="trophy" title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <>
      <ul className="goods-grid">
        {list.map((item) => {
          const soldOut = item.stock === 0;
          return (
            <li key={item.id} className="goods-card" data-testid={`goods-${item.code}`}>
              <img className="goods-card__image" src={item.image} alt="" width={120} height={120} loading="lazy" />
              <div className="goods-card__body">
                <h3 className="goods-card__name">{item.name}</h3>
                <p className="goods-card__text muted small">{item.description}</p>
                <div className="goods-card__price">
                  <span className="diamond" aria-hidden="true" />
                  <strong className="num">{formatNumber(item.diamonds, lang)}</strong>
                  <span className="muted small">{t('diamonds')}</span>
                </div>
                <div className="goods-card__meta muted small" data-testid="goods-stock">
                  {item.stock === null ? t('stock.unlimited') : t('stock.left', { count: item.stock })}
                  {item.per_user_limit !== null && <span> · {t('limit', { count: item.per_user_limit })}</span>}
                </div>
              </div>
              <button
                type="button"
                className="btn btn--primary btn--block goods-card__action"
                disabled={soldOut}
                onClick={() => (token ? setChosen(item) : loginDialog.open())}
                data-testid="goods-exchange"
              >
                {soldOut ? t('soldOut') : t('exchange')}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen && (
        <ExchangeDialog
          goods={chosen}
          onClose={() => setChosen(null)}
          onShowRecords={() => {
            setChosen(null);
            onShowRecords();
          }}
        />
      )}
    </>
  );
}
