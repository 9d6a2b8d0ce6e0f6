import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../../features/experts/experts-words';
import { AnalysisMatch, Confidence, ResultBadge } from '../../features/experts/AnalysisCard';
import { useAnalysis } from '../../features/experts/experts-queries';
import { failureKind } from '../../api/failure-kind';
import { formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';

/** /specialist-detail?id=: one analysis with its match card and its expert. */
export default function AnalysisPage() {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const analysis = useAnalysis(id);
  if (!id || (analysis.isError && failureKind(analysis.error) === 'service'))
    return <EmptyState icon="news" title={t('detail.notFound')} description={t('detail.notFoundText')} />;
  if (analysis.isError) throw analysis.error;
  if (!analysis.data) return <div className="skeleton" style={{ height: 360 }} aria-busy="true" />;
  const a = analysis.data;
  return (
    <div className="page" data-testid="analysis-detail">
      <section className="card stack">
        <Link to={`/specialist-home?id=${a.expert.uid}`} className="analysis-card__expert">
          <Avatar src={a.expert.avatar} name={a.expert.name} size={40} />
          <span>{a.expert.name}</span>
          <span className="expert-label">{t('label')}</span>
        </Link>
        <h1 className="page-header__title">{a.title}</h1>
        <span className="muted small">
          {t('detail.published', { date: formatDate(new Date(a.create_time), lang) })}
        </span>
      </section>
      <section className="card stack" data-testid="analysis-match-card">
        <h2 className="card__title">{t('detail.match')}</h2>
        <AnalysisMatch match={a.match} />
        <div className="analysis-card__pick">
          <span className="pick">{t(`picks.${a.pick}`)}</span>
          <Confidence value={a.confidence} />
          <ResultBadge result={a.result} />
        </div>
        <div className="chips">
          <Link className="btn btn--outline btn--small" to={`/score-detail?id=${a.match.match_id}`}>
            {t('detail.openMatch')}
          </Link>
          <Link className="btn btn--outline btn--small" to={`/specialist-home?id=${a.expert.uid}`}>
            {t('detail.openExpert')}
          </Link>
        </div>
      </section>
      <section className="card">
        <p className="analysis-body">{a.content}</p>
      </section>
    </div>
  );
}
