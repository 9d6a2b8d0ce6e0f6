import type { TFunction } from 'i18next';
import { formatClock } from '../../../i18n/format';
import type { Lang } from '../../../i18n/langs';
import type { MatchRow } from './use-match-list';

/**
 * What the time column says: the kick-off time before the match, the minute (football) or the
 * quarter (basketball) while it is played, "finished" after it.
 */
export function matchClock(match: MatchRow, t: TFunction, lang: Lang): string {
  if (match.status === 'upcoming') return formatClock(new Date(match.start_time), lang);
  if (match.status === 'finished') return t('scores.status.finished');
  if (match.sport === 'basketball') return t('scores.quarter', { n: Math.max(1, match.period) });
  return `${match.minute}'`;
}

/** The half-time score once the first half is over (football) or the first two quarters (basketball). */
export function halfTime(match: MatchRow): string {
  const reached = match.status === 'finished' || (match.sport === 'football' ? match.period >= 2 : match.period >= 3);
  return reached ? `${match.home_half_score}-${match.away_half_score}` : '';
}
