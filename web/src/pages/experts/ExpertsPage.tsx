import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../../features/experts/experts-words';
import { ExpertCard } from '../../features/experts/ExpertCard';
import { type ExpertSport, useExperts } from '../../features/experts/experts-queries';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

const SPORTS: (ExpertSport | undefined)[] = [undefined, 'football', 'basketball'];

/** /specialist: experts ranked by hit rate, by sport, with the way to apply. */
export default function ExpertsPage() {
  const { t } = useTranslation('experts');
  const { t: tp } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const sport = SPORTS.find((s) => s === params.get('sport'));
  const experts = useExperts(sport);
  if (experts.isError) throw experts.error;
  return (
    <div className="page">
      <PageHeader title={tp('specialist.list')} subtitle={tp('specialist.subtitle')}>
        <div className="segmented" role="tablist">
          {SPORTS.map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              role="tab"
              aria-selected={s === sport}
              className={s === sport ? 'active' : ''}
              onClick={() => setParams(s ? { sport: s } : {}, { replace: true })}
            >
              {t(`sports.${s ?? 'all'}`)}
            </button>
          ))}
        </div>
      </PageHeader>
      <div className="apply-banner">
        <span>{t('list.applyText')}</span>
        <Link to="/specialist-info" className="btn btn--primary btn--small" data-testid="expert-apply-link">
          {t('list.apply')}
        </Link>
      </div>
      {!experts.data ? (
        <div className="skeleton" style={{ height: 320 }} aria-busy="true" />
      ) : experts.data.list.length === 0 ? (
        <EmptyState icon="expert" title={t('list.empty')} description={t('list.emptyText')} />
      ) : (
        <div className="expert-list" data-testid="expert-list">
          {experts.data.list.map((expert, i) => (
            <ExpertCard key={expert.uid} expert={expert} rank={i + 1} />
          ))}
        </div>
      )}
    </div>
  );
}
