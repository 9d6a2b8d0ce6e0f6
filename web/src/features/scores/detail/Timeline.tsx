import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import type { MatchDetail, MatchEvent } from './use-match';

// Drawn as text or the site's icons, never emoji (many phones and these machines have no emoji font).
const MARKS: Record<string, string> = { substitution: '⇄', var: 'VAR', corner: '⚑' };

function EventMark({ event }: { event: MatchEvent }) {
  if (event.type === 'yellow' || event.type === 'red')
    return <span className={`card-count card-count--${event.type}`} aria-hidden="true" />;
  if (event.type === 'points') return <strong className="timeline__points">+{event.points}</strong>;
  if (['goal', 'penalty', 'own_goal'].includes(event.type))
    return <Icon name="football" size={14} className={event.type === 'own_goal' ? 'timeline__own-goal' : undefined} />;
  return <span aria-hidden="true">{MARKS[event.type] ?? '•'}</span>;
}

/**
 * A period change as a fan reads it: the start, half time and full time (football), the end of a
 * quarter (basketball). Its event carries the period that starts (0 = full time).
 */
function periodChange(sport: string, starts: number, t: TFunction): string {
  if (starts === 0) return t('scores.events.fullTime');
  if (starts === 1) return t(sport === 'basketball' ? 'scores.events.tipOff' : 'scores.events.kickOff');
  if (sport === 'basketball') return t('scores.events.quarterEnd', { n: starts - 1 });
  return starts === 2 ? t('scores.events.halfTime') : t('scores.events.periodStart', { n: starts });
}

/**
 * The match's events by minute, each side on its own half; period changes span the middle. `extra`
 * adds something after an event (a goal's clip).
 */
export function Timeline({ match, extra }: { match: MatchDetail; extra?: (event: MatchEvent) => ReactNode }) {
  const { t } = useTranslation('pages');
  const events = [...match.events].sort((a, b) => b.minute - a.minute || b.seq - a.seq);
  if (events.length === 0) return <EmptyState icon="chart" title={t('scores.detail.noEvents')} compact />;
  return (
    <ol className="timeline" data-testid="timeline">
      {events.map((event) => {
        const label =
          event.type === 'points' && [1, 2, 3].includes(event.points)
            ? t(`scores.events.points${event.points}`)
            : t(`scores.events.${event.type}`);
        if (event.type === 'period' || !event.side) {
          return (
            <li key={event.seq} className="timeline__period" data-testid="timeline-event">
              <span className="num">{event.minute}&apos;</span>{' '}
              {event.type === 'period' ? periodChange(match.sport, event.period, t) : label}
            </li>
          );
        }
        const score = ['goal', 'penalty', 'own_goal', 'points'].includes(event.type)
          ? ` ${event.home_score}-${event.away_score}`
          : '';
        return (
          <li
            key={event.seq}
            className={`timeline__event timeline__event--${event.side}${event.corrected ? ' timeline__event--corrected' : ''}`}
            data-testid="timeline-event"
            data-type={event.type}
          >
            <span className="timeline__minute num">{event.minute}&apos;</span>
            <span className="timeline__body">
              <EventMark event={event} />
              <span>
                {label}
                {event.player_name && <span className="muted"> · {event.player_name}</span>}
                {score && <strong className="num">{score}</strong>}
              </span>
              {extra?.(event)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
