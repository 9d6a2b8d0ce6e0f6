import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { currentLang } from '../../../i18n/i18n';
import { MatchRowView } from './MatchRowView';
import type { MatchRow } from './use-match-list';

interface Props {
  matches: readonly MatchRow[];
  flashing: ReadonlySet<number>;
  onStar: (match: MatchRow) => void;
  label: string;
  /** `competition` for a day's list; `day` for one competition's matches over several days (the cup hub). */
  groupBy?: 'competition' | 'day';
  /** By kick-off: `asc` for what is on or coming, `desc` (latest first) for results. */
  order?: 'asc' | 'desc';
}

const NO_MATCHES: readonly MatchRow[] = [];

/** Matches grouped by competition (or by day), in kick-off order within each, the groups in the order of their first rows. */
export function MatchList({ matches: latest, flashing, onStar, label, groupBy = 'competition', order = 'asc' }: Props) {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  // The rows are drawn in a render React can interrupt (a day's matches drawn at once were a phone's
  // longest task), first and after every change; the placeholder stays until the first is done.
  const matches = useDeferredValue(latest, NO_MATCHES);
  const groups = new Map<string, { name: string; rows: MatchRow[] }>();
  const direction = order === 'asc' ? 1 : -1;
  // Basketball has no corners, and its half time is after the second quarter (in Vietnamese "H1" would read as the first quarter).
  const basketball = matches.length > 0 && matches.every((m) => m.sport === 'basketball');
  for (const match of [...matches].sort(
    (a, b) => direction * (a.start_time.localeCompare(b.start_time) || a.match_id - b.match_id),
  )) {
    const name = groupBy === 'day' ? formatDate(new Date(match.start_time), lang) : match.competition_name;
    const key = groupBy === 'day' ? name : String(match.competition_id);
    const group = groups.get(key) ?? { name, rows: [] };
    group.rows.push(match);
    groups.set(key, group);
  }
  if (matches.length === 0 && latest.length > 0) return <div className="skeleton-list" aria-busy="true" />;
  return (
    <div className="score-table" role="table" aria-label={label}>
      <div className="score-table__head match-row" role="row">
        <span role="columnheader">{t('scores.columns.time')}</span>
        <span role="columnheader" className="match-row__team--home">
          {t('scores.columns.home')}
        </span>
        <span role="columnheader" className="match-row__score">
          {t('scores.columns.score')}
        </span>
        <span role="columnheader" className="match-row__team--away">
          {t('scores.columns.away')}
        </span>
        <span role="columnheader" className="match-row__half">
          {t(basketball ? 'scores.columns.halfBasketball' : 'scores.columns.half')}
        </span>
        <span role="columnheader" className="match-row__corners">
          {basketball ? '' : t('scores.columns.corners')}
        </span>
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
