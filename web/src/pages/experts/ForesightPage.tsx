import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '../../features/experts/experts-words';
import { type ExpertSport, useAnalysisCounts, useComingMatches } from '../../features/experts/experts-queries';
import { MatchPreviewPanel } from '../../features/experts/MatchPreviewPanel';
import { formatClock, formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorRegion } from '../../ui/ErrorRegion';
import { PageHeader } from '../../ui/PageHeader';

/** /foresight: the coming matches; one opened shows its preview and the experts' analyses of it. */
export default function ForesightPage() {
  const { t } = useTranslation('experts');
  const { t: tp } = useTranslation('pages');
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const sport: ExpertSport = params.get('sport') === 'basketball' ? 'basketball' : 'football';
  const matches = useComingMatches(sport);
  const list = matches.data?.list ?? [];
  const counts = useAnalysisCounts(list.map((m) => m.match_id));
  const countOf = new Map((counts.data?.list ?? []).map((c) => [c.match_id, c.count]));
  const [open, setOpen] = useState<number | null>(null);
  if (matches.isError) throw matches.error;
  return (
    <div className="page">
      <PageHeader title={tp('foresight.title')} subtitle={tp('foresight.subtitle')}>
        <div className="segmented" role="tablist" aria-label={t('foresight.sport')}>
          {(['football', 'basketball'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === sport}
              className={s === sport ? 'active' : ''}
              onClick={() => setParams(s === 'football' ? {} : { sport: s }, { replace: true })}
            >
              {t(`sports.${s}`)}
            </button>
          ))}
        </div>
      </PageHeader>
      <h2 className="section__title">{t('foresight.coming')}</h2>
      {!matches.data ? (
        <div className="skeleton" style={{ height: 320 }} aria-busy="true" />
      ) : list.length === 0 ? (
        <EmptyState icon="eye" title={t('foresight.empty')} description={t('foresight.emptyText')} />
      ) : (
        <div className="foresight-list" data-testid="foresight-list">
          {list.map((m) => {
            const kickoff = new Date(m.start_time);
            const expanded = open === m.match_id;
            const count = countOf.get(m.match_id) ?? 0;
            return (
              <article key={m.match_id} className="foresight-match" data-testid="foresight-match">
                <button
                  type="button"
                  className="foresight-match__head"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? null : m.match_id)}
                >
                  <span className="foresight-match__when num">
                    <span>{formatDate(kickoff, lang)}</span>
                    <strong>{formatClock(kickoff, lang)}</strong>
                  </span>
                  <span className="foresight-match__teams">
                    <span className="muted small">{m.competition_name}</span>
                    <strong>{m.home_team_name}</strong>
                    <strong>{m.away_team_name}</strong>
                  </span>
                  <span className="foresight-match__more">
                    {count > 0 && <span className="expert-label">{t('foresight.analysesCount', { count })}</span>}
                    <span className="muted">{expanded ? t('foresight.collapse') : t('foresight.expand')}</span>
                  </span>
                </button>
                {expanded && (
                  <ErrorRegion name="foresight">
                    <MatchPreviewPanel matchId={m.match_id} />
                  </ErrorRegion>
                )}
              </article>
            );
          })}
        </div>
      )}
    </div>
  );
}
