import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../auth/use-session';
import { currentLang } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/feedback';
import { bonusPercent, diamondsOf } from './recharge-rules';
import { useRechargePayment } from './use-recharge-payment';
import { usePackages } from './wallet-queries';
import type { RechargePackage } from './wallet-api';
import './wallet.css';

function PackageCard({ pack, selected, onSelect }: { pack: RechargePackage; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('wallet');
  const lang = currentLang();
  const bonus = bonusPercent(pack);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={`pack${selected ? ' pack--selected' : ''}`}
      onClick={onSelect}
      data-testid={`package-${pack.id}`}
    >
      {bonus > 0 && <span className="pack__bonus">{t('recharge.bonus', { rate: bonus })}</span>}
      <span className="pack__coin num">
        <span className="diamond" aria-hidden="true" />
        {formatNumber(pack.coin, lang)}
      </span>
      <span className="pack__give small">
        {pack.give > 0 ? t('recharge.give', { give: formatNumber(pack.give, lang) }) : t('recharge.noGive')}
      </span>
      <span className="pack__money num">¥{pack.money}</span>
    </button>
  );
}

/** The recharge dialog (spec section 2): packages, the wallet as payment method, checkout in a new tab. */
export function RechargeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const lang = currentLang();
  const user = useProfile();
  const packages = usePackages();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { state, busy, pay, check, restart } = useRechargePayment(user?.gold);
  const list = packages.data ?? [];
  const selected = list.find((pack) => pack.id === selectedId) ?? list[0];

  useEffect(() => {
    if (state.phase === 'paid') toast.success(t('recharge.paid', { amount: formatNumber(state.credited, lang) }));
  }, [state, t, lang]);

  const checkNow = async () => {
    if (!(await check())) toast.info(t('recharge.notYet'));
  };

  return (
    <Dialog title={t('recharge.title')} onClose={onClose} wide>
      <div className="recharge" data-testid="recharge-dialog">
        <div className="recharge__balance">
          <span className="muted">{t('balance.diamonds')}</span>
          <strong className="num" data-testid="recharge-balance">
            <span className="diamond" aria-hidden="true" />
            {formatNumber(user?.gold ?? 0, lang)}
          </strong>
          <span className="recharge__rate small muted">{t('recharge.rate')}</span>
        </div>

        {state.phase === 'choose' && (
          <>
            {packages.isPending && (
              <div className="pack-grid">
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="skeleton pack-skeleton" />
                ))}
              </div>
            )}
            {packages.isSuccess && list.length === 0 && (
              <EmptyState compact icon="warning" title={t('recharge.empty')} />
            )}
            {list.length > 0 && (
              <div className="pack-grid" role="radiogroup" aria-label={t('recharge.choose')}>
                {list.map((pack) => (
                  <PackageCard
                    key={pack.id}
                    pack={pack}
                    selected={pack.id === selected?.id}
                    onSelect={() => setSelectedId(pack.id)}
                  />
                ))}
              </div>
            )}
            <div className="recharge__method">
              <span className="muted small">{t('recharge.methodLabel')}</span>
              <span className="chip chip--active">{t('recharge.method')}</span>
            </div>
            {/* The one payment method is the built-in sandbox provider: say so before anyone pays. */}
            <p className="small muted" data-testid="recharge-sandbox-note">
              {t('recharge.sandboxNote')}
            </p>
            <button
              type="button"
              className="btn btn--primary btn--block recharge__pay"
              disabled={!selected || busy}
              onClick={() => selected && void pay(selected)}
              data-testid="recharge-pay"
            >
              {selected
                ? t('recharge.pay', { money: selected.money, diamonds: formatNumber(diamondsOf(selected), lang) })
                : t('recharge.choose')}
            </button>
          </>
        )}

        {state.phase === 'waiting' && (
          <div className="recharge__status" data-testid="recharge-waiting">
            <span className="recharge__spinner" aria-hidden="true" />
            <h3>{t('recharge.waitingTitle')}</h3>
            <p className="muted">{t('recharge.waitingText')}</p>
            <p className="small muted num">{t('recharge.orderNo', { no: state.order.order_no })}</p>
            <div className="recharge__actions">
              <a className="btn btn--ghost" href={state.url} target="_blank" rel="noopener noreferrer">
                {t('recharge.reopen')}
              </a>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void checkNow()}
                data-testid="recharge-check"
              >
                {t('recharge.checkNow')}
              </button>
            </div>
            <button type="button" className="link-button small" onClick={restart}>
              {t('recharge.back')}
            </button>
          </div>
        )}

        {state.phase === 'paid' && (
          <div className="recharge__status recharge__status--ok" data-testid="recharge-paid">
            <span className="recharge__check" aria-hidden="true">
              ✓
            </span>
            <h3>{t('recharge.paidTitle')}</h3>
            <p className="num">{t('recharge.paid', { amount: formatNumber(state.credited, lang) })}</p>
            <div className="recharge__actions">
              <button type="button" className="btn btn--ghost" onClick={restart}>
                {t('recharge.again')}
              </button>
              <button type="button" className="btn btn--primary" onClick={onClose}>
                {t('recharge.done')}
              </button>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
