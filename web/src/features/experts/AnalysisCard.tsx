import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock, formatDate } from '../../i18n/format';
import { currentLang } from '../../i18n/i18n';
import { Avatar } from '../../ui/Avatar';
import type { Analysis } from './experts-queries';
import './experts.css';

export function Confidence({ value }: { value: number }) {
  const { t } = useTranslation('experts');
  return (
    <span className="confidence" aria-label={`${t('confidence')} ${value}/5`} title={t('confidence')}>
      {'★'.repeat(value)}
      <span className="confidence__off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

export function ResultBadge({ result }: { result: Analysis['result'] }) {
  const { t } = useTranslation('experts');
  return (
    <span className={`result result--${result}`} data-testid="analysis-result">
      {t(`results.${result}`)}
    </span>
  );
}

/** The match line of an analysis: competition, teams, kick-off or final score. */
export function AnalysisMatch({ match }: { match: Analysis['match'] }) {
  const lang = currentLang();
  const kickoff = new Date(match.start_time);
  return (
    <span className="analysis-match small">
      <span className="muted">{match.competition_name}</span>
      <span>
        {match.home_team_name}{' '}
        <strong className="num">
          {match.home_score !== null && match.away_score !== null ? `${match.home_score}-${match.away_score}` : 'vs'}
        </strong>{' '}
        {match.away_team_name}
      </span>
      <span className="muted num">
        {formatDate(kickoff, lang)} {formatClock(kickoff, lang)}
      </span>
    </span>
  );
}

/** An analysis in a list: title, pick with confidence, result, the match and (unless `hideExpert`) who wrote it. */
export function AnalysisCard({ analysis, hideExpert }: { analysis: Analysis; hideExpert?: boolean }) {
  const { t } = useTranslation('experts');
  return (
    <article className="analysis-card" data-testid="analysis-card">
      {!hideExpert && (
        <Link
          to={`/specialist-home?id=${analysis.expert.uid}`}
          className="analysis-card__expert"
          data-testid="analysis-expert"
        >
          <Avatar src={analysis.expert.avatar} name={analysis.expert.name} size={28} />
          <span>{analysis.expert.name}</span>
          <span className="expert-label">{t('label')}</span>
        </Link>
      )}
      <Link to={`/specialist-detail?id=${analysis.id}`} className="analysis-card__title">
        {analysis.title}
      </Link>
      <AnalysisMatch match={analysis.match} />
      <div className="analysis-card__pick">
        <span className="pick">{t(`picks.${analysis.pick}`)}</span>
        <Confidence value={analysis.confidence} />
        <ResultBadge result={analysis.result} />
      </div>
      <p className="analysis-card__text">{analysis.content}</p>
    </article>
  );
}
