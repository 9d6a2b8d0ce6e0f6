import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n/i18n';
import { halfTime, matchClock } from './match-clock';
import type { MatchRow } from './use-match-list';
import { Tooltip } from '../../../ui/Tooltip';

/** A card count with its meaning as a tooltip and for screen readers; nothing when there are none. */
function CardCount({ colour, n }: { colour: 'yellow' | 'red'; n: number }) {
  const { t } = useTranslation('pages');
  if (n <= 0) return null;
  const label = t(`scores.cards.${colour}`, { n });
  return (
    <Tooltip content={label}>
      <span className={`card-count card-count--${colour}`}>
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">{n}</span>
      </span>
    </Tooltip>
  );
}

function Cards({ red, yellow }: { red: number; yellow: number }) {
  return (
    <>
      <CardCount colour="yellow" n={yellow} />
      <CardCount colour="red" n={red} />
    </>
  );
}

/**
 * One match of a score list: time or minute (red while played), home, score, away, half-time score,
 * cards and corners (football), and the favourite star. The row links to the match page.
 */
export function MatchRowView({
  match,
  flashing,
  onStar,
}: {
  match: MatchRow;
  flashing: boolean;
  onStar: (match: MatchRow) => void;
}) {
  const { t } = useTranslation('pages');
  const football = match.sport === 'football';
  const score = match.status === 'upcoming' ? 'vs' : `${match.home_score}-${match.away_score}`;
  return (
    <div
      className={`match-row match-row--${match.status}${flashing ? ' match-row--flash' : ''}`}
      role="row"
      data-testid="match-row"
      data-match={match.match_id}
      data-status={match.status}
    >
      <span role="cell" className="match-row__clock" data-testid="match-clock">
        {matchClock(match, t, currentLang())}
      </span>
      <Link role="cell" to={`/score-detail?id=${match.match_id}`} className="match-row__team match-row__team--home">
        {football && <Cards red={match.home_red} yellow={match.home_yellow} />}
        <span className="match-row__name">{match.home_team_name}</span>
      </Link>
      <Link
        role="cell"
        to={`/score-detail?id=${match.match_id}`}
        className="match-row__score num"
        data-testid="match-score"
        aria-label={`${match.home_team_name} ${score} ${match.away_team_name}`}
      >
        {score}
      </Link>
      <Link role="cell" to={`/score-detail?id=${match.match_id}`} className="match-row__team match-row__team--away">
        <span className="match-row__name">{match.away_team_name}</span>
        {football && <Cards red={match.away_red} yellow={match.away_yellow} />}
      </Link>
      <span role="cell" className="match-row__half num muted">
        {halfTime(match)}
      </span>
      <span role="cell" className="match-row__corners num muted">
        {football && match.status !== 'upcoming' ? `${match.home_corner}-${match.away_corner}` : ''}
      </span>
      <span role="cell" className="match-row__star">
        <Tooltip content={t(match.collected ? 'scores.unstar' : 'scores.star')}>
          <button
            type="button"
            className={`star${match.collected ? ' star--on' : ''}`}
            aria-pressed={match.collected}
            aria-label={t(match.collected ? 'scores.unstar' : 'scores.star')}
            onClick={() => onStar(match)}
            data-testid="match-star"
          >
            ★
          </button>
        </Tooltip>
      </span>
    </div>
  );
}
