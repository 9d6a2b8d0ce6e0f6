import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { useProfile } from '../auth/use-session';
import { rechargeDialog } from '../wallet/recharge-dialog';
import { refreshBalances } from '../wallet/wallet-queries';
import { giftsKeys } from './gifts-keys';
import { useNobilityList } from './nobility-queries';
import { newRequestKey } from '../../api/request-key';
import './nobility.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const HORN_MAX = 100;

/**
 * Buying nobility: the tiers with their monthly price and privileges, the months (1..12), the total
 * against the viewer's diamonds (short: the recharge dialog instead), and the horn, free within the
 * noble's monthly quota.
 */
export default function NobilityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('nobility');
  const lang = currentLang();
  const queryClient = useQueryClient();
  const user = useProfile();
  const nobility = useNobilityList(user?.id ?? 0);
  const membership = nobility.data?.membership ?? null;
  const tiers = nobility.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [months, setMonths] = useState(1);
  const tier =
    tiers.find((item) => item.id === chosen) ?? tiers.find((item) => item.id === membership?.tier_id) ?? tiers[0];
  const total = tier ? tier.diamonds * months : 0;
  const gold = Number(user?.gold ?? 0);
  const short = Boolean(tier) && gold < total;
  const lower = Boolean(tier && membership && tier.level < membership.level);
  const buyRequestKey = useRef(newRequestKey());

  const changed = () => {
    refreshBalances(queryClient);
    void queryClient.invalidateQueries({ queryKey: giftsKeys.all });
  };

  const buy = useMutation({
    mutationFn: () =>
      api.post('/api/guard_user/buy', { tier_id: tier!.id, months, request_key: buyRequestKey.current }),
    // No toast: the dialog itself shows the new tier and its end (a toast would cover the horn on phones).
    onSuccess: () => {
      buyRequestKey.current = newRequestKey();
      changed();
    },
  });

  const [horn, setHorn] = useState('');
  const hornRequestKey = useRef(newRequestKey());
  const sendHorn = useMutation({
    mutationFn: (content: string) => api.post('/api/Member/sneHorn', { content, request_key: hornRequestKey.current }),
    onSuccess: () => {
      hornRequestKey.current = newRequestKey();
      setHorn('');
      changed();
    },
  });
  const submitHorn = (event: FormEvent) => {
    event.preventDefault();
    const content = horn.trim();
    if (content && !sendHorn.isPending) sendHorn.mutate(content);
  };

  const recharge = () => {
    onClose();
    rechargeDialog.open();
  };

  return (
    <Dialog title={t('title')} onClose={onClose} wide>
      <div className="guard-dialog" data-testid="guard-dialog">
        {membership ? (
          <p className="guard-dialog__current" data-testid="guard-current">
            {t('current', { name: membership.name, date: formatDate(new Date(membership.expires_at), lang) })}
          </p>
        ) : (
          <p className="guard-dialog__current">{t('none')}</p>
        )}
        <ul className="guard-tiers" role="radiogroup" aria-label={t('tiers')}>
          {tiers.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                role="radio"
                aria-checked={item.id === tier?.id}
                className={`guard-tier${item.id === tier?.id ? ' guard-tier--chosen' : ''}`}
                onClick={() => setChosen(item.id)}
                data-testid={`guard-tier-${item.code}`}
              >
                <span className="guard-tier__name" style={{ color: item.privileges.danmaku_color }}>
                  <Icon name="crown" size={14} /> {item.name}
                </span>
                <span className="guard-tier__price">
                  <span className="diamond" aria-hidden="true" />{' '}
                  {t('perMonth', { diamonds: formatNumber(item.diamonds, lang) })}
                </span>
                <span className="guard-tier__perks">{t('perks', { count: item.privileges.horn_quota })}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="guard-dialog__buy">
          <label className="guard-dialog__months">
            {t('months')}
            <select
              value={months}
              onChange={(event) => setMonths(Number(event.target.value))}
              data-testid="guard-months"
            >
              {MONTHS.map((n) => (
                <option key={n} value={n}>
                  {t('monthCount', { count: n })}
                </option>
              ))}
            </select>
          </label>
          <span className="guard-dialog__total" data-testid="guard-total">
            {t('total', { diamonds: formatNumber(total, lang), gold: formatNumber(gold, lang) })}
          </span>
          {short ? (
            <button type="button" className="btn btn--primary" onClick={recharge} data-testid="guard-recharge">
              {t('shortRecharge')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary"
              disabled={!tier || lower || buy.isPending}
              onClick={() => buy.mutate()}
              data-testid="guard-buy"
            >
              {membership && tier?.id === membership.tier_id ? t('renew') : t('buy')}
            </button>
          )}
        </div>
        {lower && <p className="guard-dialog__note">{t('lowerTier')}</p>}
        <form className="guard-horn" onSubmit={submitHorn}>
          <label className="guard-horn__label" htmlFor="guard-horn-input">
            <Icon name="horn" size={14} />{' '}
            {membership
              ? t('hornFree', { count: membership.horn_left, price: nobility.data?.horn_price ?? 0 })
              : t('hornPaid', { price: nobility.data?.horn_price ?? 0 })}
          </label>
          <div className="guard-horn__row">
            <input
              id="guard-horn-input"
              value={horn}
              maxLength={HORN_MAX}
              onChange={(event) => setHorn(event.target.value)}
              placeholder={t('hornPlaceholder')}
              data-testid="horn-input"
            />
            <button
              type="submit"
              className="btn btn--light"
              disabled={!horn.trim() || sendHorn.isPending}
              data-testid="horn-send"
            >
              {t('hornSend')}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
