import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loginDialog } from '../../features/auth/login-dialog';
import { useSession } from '../../features/auth/use-session';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { ExchangeRecords } from '../../features/goods/ExchangeRecords';
import { GoodsGrid } from '../../features/goods/GoodsGrid';
import '../../features/wallet/wallet.css';
import '../../features/goods/goods.css';
import '../../features/goods/goods-words';

const VIEWS = ['shop', 'records'] as const;
type View = (typeof VIEWS)[number];

/** The goods shop: fan merchandise for diamonds (goods/goodsList, goods/exchange) and the caller's exchanges (`?view=records`). */
export default function GoodsPage() {
  const { t } = useTranslation('goods');
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('view') as View | null;
  const view: View = requested && VIEWS.includes(requested) ? requested : 'shop';
  const show = (next: View) => {
    const copy = new URLSearchParams(params);
    copy.set('view', next);
    setParams(copy);
  };
  return (
    <div className="page goods" data-testid="goods-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs<View> items={VIEWS.map((key) => ({ key, label: t(`views.${key}`) }))} active={view} onChange={show}>
        {view === 'shop' && <GoodsGrid onShowRecords={() => show('records')} />}
        {view === 'records' &&
          (token ? (
            <ExchangeRecords />
          ) : (
            <EmptyState icon="lock" title={t('records.loginFirst')}>
              <button type="button" className="btn btn--primary" onClick={() => loginDialog.open()}>
                {t('login')}
              </button>
            </EmptyState>
          ))}
      </Tabs>
    </div>
  );
}
