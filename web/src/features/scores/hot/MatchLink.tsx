import { Link } from 'react-router';
import type { MatchRow } from '../list/use-match-list';

/** One match as a line leading to its match page: competition and clock, then home, score, away. */
export function MatchLink({ match, clock }: { match: MatchRow; clock: string }) {
  return (
    <Link
      to={`/score-detail?id=${match.match_id}`}
      className={`hot-match hot-match--${match.status}`}
      data-testid="hot-match"
    >
      <span className="hot-match__meta">
        <span className="hot-match__competition">{match.competition_name}</span>
        <span className="hot-match__clock">{clock}</span>
      </span>
      <span className="hot-match__team">{match.home_team_name}</span>
      <strong className="hot-match__score num">
        {match.status === 'upcoming' ? 'vs' : `${match.home_score}-${match.away_score}`}
      </strong>
      <span className="hot-match__team hot-match__team--away">{match.away_team_name}</span>
    </Link>
  );
}
