import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { api } from '../../api/api';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { Standings } from '../../features/scores/library/Standings';
import { Teams } from '../../features/scores/library/Teams';
import { TopScorers } from '../../features/scores/library/TopScorers';
import { scoresKeys } from '../../features/scores/scores-keys';
import '../../features/scores/scores.css';

type Tab = 'standings' | 'teams' | 'scorers';

/** The football and basketball databases: a competition's table, its teams with their squads, its top scorers. */
export default function DatabasePage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const sport = pathname === '/base-basketball' ? 'basketball' : 'football';
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('standings');
  const competitions = useQuery({
    queryKey: scoresKeys.competitions(sport, lang),
    queryFn: () => api.get('/api/scores/competitions', { sport }),
  });
  const list = competitions.data?.list ?? [];
  const chosen = list.find((c) => c.competition_id === Number(params.get('competition'))) ?? list[0];
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
      {competitions.isPending ? (
        <div className="skeleton-list" aria-busy="true" />
      ) : !chosen ? (
        <EmptyState icon="book" title={t('database.noCompetitions')} />
      ) : (
        <>
          <div className="chips" role="radiogroup" aria-label={t('scores.competition')} data-testid="competitions">
            {list.map((c) => (
              <button
                key={c.competition_id}
                type="button"
                role="radio"
                aria-checked={c === chosen}
                className={`chip${c === chosen ? ' chip--active' : ''}`}
                onClick={() => setParams({ competition: String(c.competition_id) }, { replace: true })}
              >
                {c.name}
              </button>
            ))}
          </div>
          <Tabs<Tab>
            items={(['standings', 'teams', 'scorers'] as const).map((key) => ({
              key,
              label: t(`database.tabs.${key}`),
            }))}
            active={tab}
            onChange={setTab}
          >
            {tab === 'standings' && <Standings competitionId={chosen.competition_id} competitionName={chosen.name} />}
            {tab === 'teams' && <Teams key={chosen.competition_id} competitionId={chosen.competition_id} />}
            {tab === 'scorers' && (
              <TopScorers competitionId={chosen.competition_id} basketball={sport === 'basketball'} />
            )}
          </Tabs>
        </>
      )}
    </div>
  );
}
