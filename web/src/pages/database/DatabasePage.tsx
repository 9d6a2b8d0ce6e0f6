import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';

/** The football and basketball databases: competitions, standings, teams and players. */
export default function DatabasePage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const sport = pathname === '/base-basketball' ? 'basketball' : 'football';
  return (
    <div className="page">
      <PageHeader title={t(`database.${sport}`)} subtitle={t('database.subtitle')}>
        <div className="segmented">
          <Link to="/base-football" className={sport === 'football' ? 'active' : ''}>
            {t('scores.football')}
          </Link>
          <Link to="/base-basketball" className={sport === 'basketball' ? 'active' : ''}>
            {t('scores.basketball')}
          </Link>
        </div>
      </PageHeader>
      <PendingSection what="database" icon="book" />
    </div>
  );
}
