import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { formatClock, formatDate, formatNumber } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { RECORDS_PAGE_SIZE, useExchangeRecords } from './goods-queries';
import './goods-words';

/** The caller's exchanges of the last 3 months, newest first (goods/exchangeRecords). */
export function ExchangeRecords() {
  const { t } = useTranslation('goods');
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const records = useExchangeRecords(page);
  const list = records.data?.list ?? [];
  return (
    <section className="card goods-records" data-testid="goods-records">
      <p className="muted small">{t('records.window')}</p>
      {records.isPending && <div className="skeleton-list" />}
      {records.isSuccess && list.length === 0 && (
        <EmptyState compact icon="book" title={t('records.emptyTitle')} description={t('records.emptyText')} />
      )}
      {list.length > 0 && (
        <ul className="goods-records__list">
          {list.map((row) => {
            const at = new Date(row.created_at);
            return (
              <li key={row.id} className="goods-records__row" data-testid="goods-record">
                <img src={row.image} alt="" width={44} height={44} />
                <div className="goods-records__body">
                  <span className="goods-records__name">
                    {row.goods_name} <span className="muted">× {row.quantity}</span>
                  </span>
                  <time className="muted small num" dateTime={row.created_at}>
                    {formatDate(at, lang)} {formatClock(at, lang)}
                  </time>
                </div>
                <strong className="num goods-records__amount">
                  −{formatNumber(row.diamonds, lang)} <span className="muted small">{t('diamonds')}</span>
                </strong>
              </li>
            );
          })}
        </ul>
      )}
      {records.data && <Pager page={page} total={records.data.total} limit={RECORDS_PAGE_SIZE} onChange={setPage} />}
    </section>
  );
}
