import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { useProfile } from '../../auth/use-session';
import { currentLang } from '../../../i18n/i18n';
import { formatDate, formatNumber } from '../../../i18n/format';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/feedback';
import { Pager } from '../../../ui/Pager';
import { amountProblem } from '../money';
import { RECORDS_PAGE_SIZE, refreshBalances, useAlipay, useBankCard, useWithdrawals } from '../wallet-queries';
import type { PayoutAccountType } from '../wallet-api';

function WithdrawForm({ onBindAccount }: { onBindAccount: () => void }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const user = useProfile();
  const bank = useBankCard();
  const alipay = useAlipay();
  const [form, setForm] = useState({ amount: '', payment_password: '', account_type: 'bank' as PayoutAccountType });
  const cash = user?.balances ?? 0;
  const bound = form.account_type === 'bank' ? bank.data?.is_bind : alipay.data?.is_bind;

  // A refusal is shown by the API client's toast.
  const apply = useMutation({
    mutationFn: (body: typeof form) => api.get('/api/Balance/applyForWithdrawal', body),
    onSuccess: () => {
      toast.success(t('withdraw.done'));
      setForm((current) => ({ ...current, amount: '', payment_password: '' }));
      refreshBalances(queryClient);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(form.amount, cash);
    if (problem) return void toast.warning(t(problem));
    if (form.payment_password.length !== 6) return void toast.warning(t('common:completeInfo'));
    if (!bound) return void toast.warning(t('withdraw.needAccount', { type: t(`withdraw.${form.account_type}`) }));
    apply.mutate({ ...form, amount: form.amount.trim() });
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="withdraw-form">
      <h2 className="card__title">{t('withdraw.title')}</h2>
      <p className="muted">{t('withdraw.available', { amount: formatNumber(cash, currentLang()) })}</p>
      <input
        name="amount"
        inputMode="decimal"
        placeholder={t('withdraw.amount')}
        aria-label={t('withdraw.amount')}
        value={form.amount}
        onChange={(e) => setForm({ ...form, amount: e.target.value.replace(/[^\d.]/g, '') })}
      />
      <div className="chips" role="radiogroup" aria-label={t('withdraw.accountType')}>
        {(['bank', 'alipay'] as const).map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={form.account_type === type}
            className={`chip${form.account_type === type ? ' chip--active' : ''}`}
            onClick={() => setForm({ ...form, account_type: type })}
          >
            {t(`withdraw.${type}`)}
          </button>
        ))}
      </div>
      {!bound && (bank.isSuccess || alipay.isSuccess) && (
        <button type="button" className="link-button small" onClick={onBindAccount}>
          {t('withdraw.needAccount', { type: t(`withdraw.${form.account_type}`) })}
        </button>
      )}
      <input
        type="password"
        name="payment_password"
        inputMode="numeric"
        maxLength={6}
        placeholder={t('withdraw.password')}
        aria-label={t('withdraw.password')}
        value={form.payment_password}
        onChange={(e) => setForm({ ...form, payment_password: e.target.value.replace(/\D/g, '') })}
      />
      <p className="muted small">{t('withdraw.passwordHint')}</p>
      <button type="submit" className="btn btn--primary" disabled={apply.isPending}>
        {t('withdraw.submit')}
      </button>
    </form>
  );
}

function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page);
  const list = withdrawals.data?.list ?? [];
  return (
    <section className="card" data-testid="withdrawal-list">
      <h2 className="card__title">{t('withdraw.listTitle')}</h2>
      {withdrawals.isPending && <div className="skeleton-list" />}
      {withdrawals.isSuccess && list.length === 0 && (
        <EmptyState compact icon="book" title={t('withdraw.emptyTitle')} description={t('withdraw.emptyText')} />
      )}
      {list.length > 0 && (
        <table className="records">
          <thead>
            <tr>
              <th>{t('records.time')}</th>
              <th className="num">{t('records.amount')}</th>
              <th className="num records__optional">{t('withdraw.fee')}</th>
              <th className="num">{t('withdraw.actual')}</th>
              <th className="records__optional">{t('withdraw.account')}</th>
              <th>{t('withdraw.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id} data-testid="withdrawal-row">
                <td className="num small">{formatDate(new Date(row.created_at), lang)}</td>
                <td className="num">¥{row.amount}</td>
                <td className="num records__optional">¥{row.fee}</td>
                <td className="num">¥{row.actual_amount}</td>
                <td className="small records__optional">
                  {t(`withdraw.${row.account_type}`)} {row.bank_name ?? ''} <span className="num">{row.account}</span>
                </td>
                <td>
                  <span className={`status status--${row.status}`}>{t(`withdraw.statuses.${row.status}`)}</span>
                  {row.review_note && (
                    <div className="muted small" title={t('withdraw.note')}>
                      {row.review_note}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {withdrawals.data && (
        <Pager page={page} total={withdrawals.data.total} limit={RECORDS_PAGE_SIZE} onChange={setPage} />
      )}
    </section>
  );
}

/** Balance/applyForWithdrawal (payment password, bank card or Alipay) and the list with its states. */
export function WithdrawView({ onBindAccount }: { onBindAccount: () => void }) {
  return (
    <div className="stack">
      <WithdrawForm onBindAccount={onBindAccount} />
      <WithdrawalList />
    </div>
  );
}
