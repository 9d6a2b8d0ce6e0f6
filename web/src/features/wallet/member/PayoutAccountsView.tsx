import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { toast } from '../../../ui/feedback';
import { useAlipay, useBankCard, walletKeys } from '../wallet-queries';
import type { AlipayInfo, BankCardInfo } from '../wallet-api';

type Fields = Record<string, string>;

/** One payout account: the masked read-back when bound, the form to bind or change it. */
function AccountCard({
  title,
  testId,
  bound,
  summary,
  inputs,
  optional = [],
  save,
}: {
  title: string;
  testId: string;
  bound: boolean;
  summary: ReactNode;
  inputs: { name: string; label: string; inputMode?: 'numeric' | 'email' | 'text' }[];
  optional?: string[];
  save: (fields: Fields) => Promise<unknown>;
}) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<Fields>({});

  // A refusal is shown by the API client's toast.
  const bind = useMutation({
    mutationFn: save,
    onSuccess: () => {
      toast.success(t('accounts.saved'));
      setEditing(false);
      setFields({});
      return queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inputs.some((input) => !optional.includes(input.name) && !fields[input.name]?.trim()))
      return void toast.warning(t('common:completeInfo'));
    bind.mutate(fields);
  };

  return (
    <section className="card form" data-testid={testId}>
      <div className="sign-head">
        <h2 className="card__title">{title}</h2>
        <span className={`status status--${bound ? 'paid' : 'pending'}`}>
          {t(bound ? 'accounts.bound' : 'accounts.unbound')}
        </span>
      </div>
      {bound && !editing && summary}
      {editing || !bound ? (
        <form className="form" onSubmit={submit} noValidate>
          {inputs.map((input) => (
            <input
              key={input.name}
              name={input.name}
              inputMode={input.inputMode}
              placeholder={input.label}
              aria-label={input.label}
              value={fields[input.name] ?? ''}
              onChange={(e) => setFields({ ...fields, [input.name]: e.target.value })}
            />
          ))}
          <div className="field">
            <button type="submit" className="btn btn--primary" disabled={bind.isPending}>
              {t('accounts.bind')}
            </button>
            {bound && (
              <button type="button" className="btn btn--ghost" onClick={() => setEditing(false)}>
                {t('accounts.cancel')}
              </button>
            )}
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn--outline btn--small" onClick={() => setEditing(true)}>
          {t('accounts.rebind')}
        </button>
      )}
    </section>
  );
}

/** Bank_card bind/getInfo and bindAliPay/getAliPayInfo; the service answers the numbers masked. */
export function PayoutAccountsView() {
  const { t } = useTranslation('wallet');
  const bank = useBankCard();
  const alipay = useAlipay();
  if (bank.isPending || alipay.isPending) return <div className="skeleton-list" />;
  const card: BankCardInfo = bank.data ?? { is_bind: 0, name: '', card_no: '', bank_name: '', branch: '' };
  const ali: AlipayInfo = alipay.data ?? { is_bind: 0, name: '', account: '' };
  return (
    <div className="stack">
      <div className="grid-2">
        <AccountCard
          title={t('accounts.bankTitle')}
          testId="bank-card"
          bound={Boolean(card.is_bind)}
          summary={
            <div className="bound" data-testid="bank-card-bound">
              <strong className="num">{card.card_no}</strong>
              <span>
                {card.bank_name} {card.branch}
              </span>
              <span className="muted small">{card.name}</span>
            </div>
          }
          inputs={[
            { name: 'name', label: t('accounts.holder') },
            { name: 'card_no', label: t('accounts.cardNo'), inputMode: 'numeric' },
            { name: 'bank_name', label: t('accounts.bankName') },
            { name: 'branch', label: t('accounts.branch') },
          ]}
          optional={['branch']}
          save={(fields) =>
            api.get('/api/Bank_card/bind', {
              name: fields.name,
              card_no: fields.card_no,
              bank_name: fields.bank_name,
              branch: fields.branch || undefined,
            })
          }
        />
        <AccountCard
          title={t('accounts.alipayTitle')}
          testId="alipay"
          bound={Boolean(ali.is_bind)}
          summary={
            <div className="bound" data-testid="alipay-bound">
              <strong className="num">{ali.account}</strong>
              <span className="muted small">{ali.name}</span>
            </div>
          }
          inputs={[
            { name: 'name', label: t('accounts.alipayName') },
            { name: 'account', label: t('accounts.alipayAccount'), inputMode: 'email' },
          ]}
          save={(fields) => api.get('/api/Bank_card/bindAliPay', { name: fields.name, account: fields.account })}
        />
      </div>
      <p className="muted small">{t('accounts.maskedNote')}</p>
    </div>
  );
}
