import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { formatDate, formatClock } from '../../../i18n/format';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { RECORDS_PAGE_SIZE, useStatementTypes, useStatements } from '../wallet-queries';

/** Order/getList with the type filter of order/getTypeList; only the last 3 months (spec section 9). */
export function RecordsView() {
  const { t } = useTranslation('wallet');
  const lang = currentLang();
  const [type, setType] = useState(0);
  const [page, setPage] = useState(1);
  const types = useStatementTypes();
  const records = useStatements(page, type);
  const list = records.data?.list ?? [];

  return (
    <section className="card" data-testid="wallet-records">
      <div className="sign-head">
        <label className="field">
          <span className="muted">{t('records.filter')}</span>
          <select
            value={type}
            onChange={(e) => {
              setType(Number(e.target.value));
              setPage(1);
            }}
            data-testid="records-type"
          >
            {(types.data ?? [{ type: 0, name: '…' }]).map((item) => (
              <option key={item.type} value={item.type}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <span className="muted small">{t('records.window')}</span>
      </div>
      {records.isPending && <div className="skeleton-list" />}
      {records.isSuccess && list.length === 0 && (
        <EmptyState compact icon="book" title={t('records.emptyTitle')} description={t('records.emptyText')} />
      )}
      {list.length > 0 && (
        <table className="records">
          <thead>
            <tr>
              <th>{t('records.time')}</th>
              <th>{t('records.type')}</th>
              <th className="num">{t('records.amount')}</th>
              <th className="num records__optional">{t('records.balanceAfter')}</th>
              <th className="records__optional">{t('records.memo')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => {
              const at = new Date(row.created_at);
              const yuan = row.account !== 'diamond';
              return (
                <tr key={row.id} data-testid="record-row">
                  <td className="num small">
                    {formatDate(at, lang)} {formatClock(at, lang)}
                  </td>
                  <td>
                    {row.reason_name || row.type_name}
                    <div className="muted small">
                      {t(yuan ? (row.account === 'cash' ? 'balance.cash' : 'balance.consumption') : 'balance.diamonds')}
                    </div>
                  </td>
                  <td className={`num ${row.amount.startsWith('-') ? 'amount--out' : 'amount--in'}`}>
                    {yuan ? row.amount.replace(/^([+-])/, '$1¥') : row.amount}
                  </td>
                  <td className="num records__optional">{yuan ? `¥${row.balance_after}` : row.balance_after}</td>
                  <td className="muted small records__optional">{row.memo}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {records.data && <Pager page={page} total={records.data.total} limit={RECORDS_PAGE_SIZE} onChange={setPage} />}
    </section>
  );
}
