import { useTranslation } from 'react-i18next';
import { MatchRowView } from './MatchRowView';
import type { MatchRow } from './use-match-list';

/** A day's matches grouped by competition, in kick-off order within each, the groups in first-kick-off order. */
export function MatchList({ matches, flashing, onStar, label }: { matches: readonly MatchRow[]; flashing: ReadonlySet<number>; onStar: (match: MatchRow) => void; label: string }) {
  const { t } = useTranslation('pages');
  const groups = new Map<number, { name: string; rows: MatchRow[] }>();
  for (const match of [...matches].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.match_id - b.match_id)) {
    const group = groups.get(match.competition_id) ?? { name: match.competition_name, rows: [] };
    group.rows.push(match);
    groups.set(match.competition_id, group);
  }
  return (
    <div className="score-table" role="table" aria-label={label}>
      <div className="score-table__head match-row" role="row">
        <span role="columnheader">{t('scores.columns.time')}</span>
        <span role="columnheader" className="match-row__team--home">{t('scores.columns.home')}</span>
        <span role="columnheader" className="match-row__score">{t('scores.columns.score')}</span>
        <span role="columnheader" className="match-row__team--away">{t('scores.columns.away')}</span>
        <span role="columnheader" className="match-row__half">{t('scores.columns.half')}</span>
        <span role="columnheader" className="match-row__corners">{t('scores.columns.corners')}</span>
        <span role="columnheader" className="match-row__star">
          <span className="sr-only">{t('scores.star')}</span>
        </span>
      </div>
      {[...groups.entries()].map(([id, group]) => (
        <div key={id} role="rowgroup" className="score-group" data-testid="competition-group">
          <div role="row" className="score-group__title">
            <span role="cell">{group.name}</span>
          </div>
          {group.rows.map((match) => (
            <MatchRowView key={match.match_id} match={match} flashing={flashing.has(match.match_id)} onStar={onStar} />
          ))}
        </div>
      ))}
    </div>
  );
}
