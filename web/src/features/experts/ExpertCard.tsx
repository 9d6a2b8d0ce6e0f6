import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import type { Expert } from './experts-queries';
import { FollowButton } from './FollowButton';
import './experts.css';

/** The last grades as red (hit) and black (miss) dots, latest first: one picture to a screen reader, read as a list. */
export function RecentGrades({ recent }: { recent: ('hit' | 'miss')[] }) {
  const { t } = useTranslation('experts');
  if (recent.length === 0) return null;
  const label = `${t('record.recent')}: ${recent.map((grade) => t(`results.${grade}`)).join(', ')}`;
  return (
    <span className="grades" role="img" aria-label={label}>
      {recent.map((grade, i) => (
        <span key={i} className={`grade grade--${grade}`} title={t(`results.${grade}`)}>
          {t(`results.${grade}`).slice(0, 1)}
        </span>
      ))}
    </span>
  );
}

export function StreakText({ streak }: { streak: number }) {
  const { t } = useTranslation('experts');
  if (streak === 0) return <span className="muted small">{t('record.noStreak')}</span>;
  return (
    <span className={`streak ${streak > 0 ? 'streak--hit' : 'streak--miss'}`}>
      {streak > 0 ? t('record.streakHit', { count: streak }) : t('record.streakMiss', { count: -streak })}
    </span>
  );
}

/** An expert in the ranking: who, the record (hit rate first), followers and the follow button. */
export function ExpertCard({ expert, rank }: { expert: Expert; rank?: number }) {
  const { t } = useTranslation('experts');
  const r = expert.record;
  return (
    <article className="expert-card" data-testid="expert-card">
      {rank !== undefined && (
        <span className={`expert-card__rank${rank <= 3 ? ' expert-card__rank--top' : ''}`}>{rank}</span>
      )}
      <Link to={`/specialist-home?id=${expert.uid}`} className="expert-card__who">
        <Avatar src={expert.avatar} name={expert.name} size={48} />
        <span className="expert-card__name">
          <strong>{expert.name}</strong>
          <span className="expert-label">{t('label')}</span>
          <span className="muted small">{t(`sports.${expert.sport}`)}</span>
        </span>
      </Link>
      <div className="expert-card__rate">
        <strong className="num">{r.graded ? `${r.hit_rate}%` : '—'}</strong>
        <span className="muted small">{t('record.hitRate')}</span>
      </div>
      <div className="expert-card__record small">
        <span>{t('record.hits', { hits: r.hits, graded: r.graded })}</span>
        <StreakText streak={r.streak} />
        <RecentGrades recent={r.recent} />
      </div>
      <div className="expert-card__follow">
        <span className="muted small">{t('record.followers', { count: expert.follower_count })}</span>
        <FollowButton expertId={expert.uid} following={expert.is_follow === 1} />
      </div>
    </article>
  );
}
