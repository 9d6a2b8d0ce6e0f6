import { useTranslation } from 'react-i18next';
import { useProfile } from '../../auth/use-session';
import { RechargeButton } from '../RechargeButton';
import { currentLang } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/format';
import { ConversionForm } from './ConversionForm';

/** Diamonds, cash and the consumption wallet, with recharge, withdraw and the one-way conversion. */
export function BalancesView({ onWithdraw }: { onWithdraw: () => void }) {
  const { t } = useTranslation('wallet');
  const user = useProfile();
  const lang = currentLang();
  if (!user) return <div className="skeleton-list" />;
  return (
    <>
      <div className="balances">
        <section className="balance-card balance-card--accent" data-testid="balance-diamonds">
          <span className="muted">{t('balance.diamonds')}</span>
          <strong className="num">
            <span className="diamond" aria-hidden="true" />
            {formatNumber(user.gold, lang)}
          </strong>
          <span className="muted small">{t('balance.diamondsHint')}</span>
          <RechargeButton className="btn btn--light btn--small" testId="wallet-recharge" />
        </section>
        <section className="balance-card" data-testid="balance-cash">
          <span className="muted">{t('balance.cash')}</span>
          <strong className="num">¥{formatNumber(user.balances, lang)}</strong>
          <span className="muted small">{t('balance.cashHint')}</span>
          <button type="button" className="btn btn--outline btn--small" onClick={onWithdraw}>
            {t('views.withdraw')}
          </button>
        </section>
        <section className="balance-card" data-testid="balance-consumption">
          <span className="muted">{t('balance.consumption')}</span>
          <strong className="num">¥{formatNumber(user.consumption, lang)}</strong>
          <span className="muted small">{t('balance.consumptionHint')}</span>
        </section>
      </div>
      <ConversionForm cash={user.balances} />
    </>
  );
}
