import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../ui/Tabs';
import { BalancesView } from './BalancesView';
import { PayoutAccountsView } from './PayoutAccountsView';
import { RecordsView } from './RecordsView';
import { WithdrawView } from './WithdrawView';
import '../wallet.css';

const VIEWS = ['overview', 'records', 'withdraw', 'accounts'] as const;
type View = (typeof VIEWS)[number];

/** The member centre's wallet: balances and conversion, records, withdrawals, payout accounts (`?view=`). */
export function WalletTab() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const requested = params.get('view') as View | null;
  const view: View = requested && VIEWS.includes(requested) ? requested : 'overview';
  const show = (next: View) => {
    const copy = new URLSearchParams(params);
    copy.set('view', next);
    setParams(copy);
  };
  return (
    <div className="stack" data-testid="wallet-tab">
      <Tabs items={VIEWS.map((key) => ({ key, label: t(`views.${key}`) }))} active={view} onChange={show}>
        {view === 'overview' && <BalancesView onWithdraw={() => show('withdraw')} />}
        {view === 'records' && <RecordsView />}
        {view === 'withdraw' && <WithdrawView onBindAccount={() => show('accounts')} />}
        {view === 'accounts' && <PayoutAccountsView />}
      </Tabs>
    </div>
  );
}
