import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../features/experts/experts-words';
import { AnalysisCard } from '../../features/experts/AnalysisCard';
import { RecentGrades, StreakText } from '../../features/experts/ExpertCard';
import { useExpertHome } from '../../features/experts/experts-queries';
import { FollowButton } from '../../features/experts/FollowButton';
import { failureKind } from '../../api/failure-kind';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';

/** /specialist-home?id=: an expert's profile, record and analyses, with the follow button. */
export default function ExpertHomePage() {
  const { t } = useTranslation('experts');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const home = useExpertHome(id);
  if (!id || (home.isError && failureKind(home.error) === 'service'))
    return <EmptyState icon="expert" title={t('home.notFound')} description={t('home.notFoundText')} />;
  if (home.isError) throw home.error;
  if (!home.data) return <div className="skeleton" style={{ height: 360 }} aria-busy="true" />;
  const { expert, analyses } = home.data;
  const r = expert.record;
  return (
    <div className="page" data-testid="expert-home">
      <section className="card">
        <div className="expert-hero">
          <Avatar src={expert.avatar} name={expert.name} size={72} />
          <div className="expert-hero__who">
            <h1 className="page-header__title">
              {expert.name} <span className="expert-label">{t('label')}</span>
            </h1>
            <span className="muted small">
              {t(`sports.${expert.sport}`)} · {t('record.followers', { count: expert.follower_count })}
            </span>
          </div>
          <FollowButton expertId={expert.uid} following={expert.is_follow === 1} />
        </div>
        <div className="expert-stats" data-testid="expert-record">
          <div className="expert-stat">
            <strong className="num">{r.graded ? `${r.hit_rate}%` : '—'}</strong>
            <span className="muted small">{t('record.hitRate')}</span>
          </div>
          <div className="expert-stat">
            <strong className="num">
              {r.hits}/{r.graded}
            </strong>
            <span className="muted small">{t('record.hits', { hits: r.hits, graded: r.graded })}</span>
          </div>
          <div className="expert-stat">
            <strong className="num">{r.analyses}</strong>
            <span className="muted small">{t('record.analyses', { count: r.analyses })}</span>
          </div>
          <div className="expert-stat">
            <StreakText streak={r.streak} />
            <RecentGrades recent={r.recent} />
          </div>
        </div>
      </section>
      <section className="card">
        <h2 className="card__title">{t('home.about')}</h2>
        <p className="analysis-body">{expert.intro}</p>
      </section>
      <section className="section">
        <h2 className="section__title">{t('home.analyses')}</h2>
        {analyses.list.length === 0 ? (
          <EmptyState compact icon="news" title={t('home.noAnalyses')} description={t('home.noAnalysesText')} />
        ) : (
          analyses.list.map((a) => <AnalysisCard key={a.id} analysis={a} hideExpert />)
        )}
      </section>
    </div>
  );
}
