import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { GameSoundSettingsBar } from '../../features/scores/goal/GameSoundSettingsBar';
import { MatchList } from '../../features/scores/list/MatchList';
import { dayOf, useMatchList } from '../../features/scores/list/use-match-list';
import { useStar } from '../../features/scores/list/use-star';
import '../../features/scores/scores.css';

type Filter = 'all' | 'live' | 'upcoming' | 'finished';
const FILTERS = ['all', 'live', 'upcoming', 'finished'] as const;
/** Yesterday, today and the next two days. */
const DAYS = [-1, 0, 1, 2];

/** Football and basketball live scores: one day's matches by competition, kept live, with filters and stars. */
export default function ScoreListPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const sport = pathname === '/basketball' ? 'basketball' : 'football';
  const [params, setParams] = useSearchParams();
  const offset = DAYS.includes(Number(params.get('day'))) ? Number(params.get('day')) : 0;
  const [filter, setFilter] = useState<Filter>('all');
  const [competition, setCompetition] = useState<number | null>(null);
  const { matches, flashing } = useMatchList(sport, { date: dayOf(offset) });
  const star = useStar();

  const all = matches.data?.list ?? [];
  const competitions = [...new Map(all.map((m) => [m.competition_id, m.competition_name])).entries()];
  const shown = all.filter(
    (m) => (filter === 'all' || m.status === filter) && (competition === null || m.competition_id === competition),
  );
  const counts = Object.fromEntries(
    FILTERS.map((f) => [f, f === 'all' ? all.length : all.filter((m) => m.status === f).length]),
  );

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
      <div className="day-strip day-strip--short" role="tablist" aria-label={t('scores.day')}>
        {DAYS.map((day) => (
          <button
            key={day}
            type="button"
            role="tab"
            aria-selected={day === offset}
            className={`day-strip__day${day === offset ? ' active' : ''}`}
            onClick={() => setParams(day === 0 ? {} : { day: String(day) }, { replace: true })}
          >
            <strong>{t(`scores.days.${day}`)}</strong>
            <span className="num">{dayOf(day).slice(5)}</span>
          </button>
        ))}
      </div>
      <Tabs<Filter>
        items={FILTERS.map((key) => ({ key, label: `${t(`scores.filters.${key}`)} ${counts[key] ?? 0}` }))}
        active={filter}
        onChange={setFilter}
      >
        <div className="score-tools">
          <label className="score-tools__competition">
            <span className="sr-only">{t('scores.competition')}</span>
            <select
              value={competition ?? ''}
              onChange={(e) => setCompetition(e.target.value ? Number(e.target.value) : null)}
              data-testid="competition-filter"
            >
              <option value="">{t('scores.allCompetitions')}</option>
              {competitions.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <GameSoundSettingsBar />
        </div>
        {matches.isPending ? (
          <div className="skeleton-list" aria-busy="true" />
        ) : shown.length === 0 ? (
          <EmptyState icon={sport} title={t('scores.empty')} compact />
        ) : (
          <MatchList matches={shown} flashing={flashing} onStar={star} label={t(`scores.${sport}`)} />
        )}
      </Tabs>
    </div>
  );
}
