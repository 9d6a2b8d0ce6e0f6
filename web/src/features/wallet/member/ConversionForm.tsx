import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { confirmDialog, toast } from '../../../ui/feedback';
import { Icon } from '../../../ui/Icon';
import { amountProblem } from '../money';
import { refreshBalances } from '../wallet-queries';

/** Cash balance into the consumption wallet: one way only, so the warning shows and a confirm asks first. */
export function ConversionForm({ cash }: { cash: string | number }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');

  // A refusal is shown by the API client's toast.
  const convert = useMutation({
    mutationFn: (value: string) => api.get('/api/Balance/conversionBalance', { amount: value }),
    onSuccess: (result) => {
      refreshBalances(queryClient);
      toast.success(t('convert.done', { amount: result.amount }));
      setAmount('');
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(amount, cash);
    if (problem) return void toast.warning(t(problem));
    const ok = await confirmDialog({
      message: t('convert.confirm', { amount }),
      okText: t('convert.ok'),
      cancelText: t('common:actions.cancel'),
    });
    if (!ok) return;
    convert.mutate(amount.trim());
  };

  return (
    <form className="card form" onSubmit={(e) => void submit(e)} noValidate data-testid="conversion-form">
      <h2 className="card__title">{t('convert.title')}</h2>
      <p className="muted small">{t('convert.text')}</p>
      <p className="notice" role="note">
        <Icon name="warning" size={16} />
        {t('convert.warning')}
      </p>
      <div className="field">
        <input
          name="amount"
          inputMode="decimal"
          placeholder={t('convert.amount')}
          aria-label={t('convert.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <button type="button" className="btn btn--ghost" onClick={() => setAmount(String(cash))}>
          {t('convert.all')}
        </button>
      </div>
      <button type="submit" className="btn btn--primary" disabled={convert.isPending}>
        {t('convert.submit')}
      </button>
    </form>
  );
}
