import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';
import { Tabs } from '../../ui/Tabs';
import { GameSoundSettingsBar } from '../../features/scores/goal/GameSoundSettingsBar';
import '../../features/scores/scores.css';

type Filter = 'all' | 'live' | 'upcoming' | 'finished';

/** Football and basketball live-score lists, grouped by competition once the scores service answers. */
export default function ScoreListPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const sport = pathname === '/basketball' ? 'basketball' : 'football';
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <div className="page">
      <PageHeader title={t(`scores.${sport}`)} subtitle={t('scores.subtitle')}>
        <div className="segmented">
          <Link to="/football" className={sport === 'football' ? 'active' : ''}>
            {t('scores.football')}
          </Link>
          <Link to="/basketball" className={sport === 'basketball' ? 'active' : ''}>
            {t('scores.basketball')}
          </Link>
        </div>
      </PageHeader>
      <Tabs<Filter>
        items={(['all', 'live', 'upcoming', 'finished'] as const).map((key) => ({ key, label: t(`scores.filters.${key}`) }))}
        active={filter}
        onChange={setFilter}
      >
        <GameSoundSettingsBar />
        <div className="score-table" role="table" aria-label={t(`scores.${sport}`)}>
          <div className="score-table__head" role="row">
            <span role="columnheader">{t('scores.columns.time')}</span>
            <span role="columnheader">{t('scores.columns.home')}</span>
            <span role="columnheader">{t('scores.columns.score')}</span>
            <span role="columnheader">{t('scores.columns.away')}</span>
            <span role="columnheader">{t('scores.columns.half')}</span>
          </div>
        </div>
        <PendingSection what="matches" icon={sport} />
      </Tabs>
    </div>
  );
}
