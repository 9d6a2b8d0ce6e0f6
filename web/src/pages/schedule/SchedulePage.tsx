import type { IndexSport } from '@arena/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/langs';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { MatchList } from '../../features/scores/list/MatchList';
import { dayOf, useMatchList } from '../../features/scores/list/use-match-list';
import { useStar } from '../../features/scores/list/use-star';
import '../../features/scores/scores.css';

const SPORTS = ['football', 'basketball'] as const;

/** The schedule (type=4): a week strip of days from today, and the chosen day's matches of a sport. */
export default function SchedulePage() {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const [day, setDay] = useState(0);
  const [sport, setSport] = useState<IndexSport>('football');
  const { matches, flashing } = useMatchList(sport, { date: dayOf(day) });
  const star = useStar();
  const weekday = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'short', timeZone: 'UTC' });
  // The day as the page's language writes it: 11月27日, Nov 27, 27 thg 11.
  const date = new Intl.DateTimeFormat(LOCALES[lang], { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const list = matches.data?.list ?? [];
  return (
    <div className="page">
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.subtitle')}>
        <div className="segmented" role="radiogroup" aria-label={t('scores.sport')}>
          {SPORTS.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={sport === s}
              className={sport === s ? 'active' : ''}
              onClick={() => setSport(s)}
            >
              {t(`scores.${s}`)}
            </button>
          ))}
        </div>
      </PageHeader>
      <div className="day-strip" role="tablist" aria-label={t('scores.day')}>
        {Array.from({ length: 7 }, (_, i) => new Date(`${dayOf(i)}T00:00:00Z`)).map((d, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            aria-selected={day === i}
            className={`day-strip__day${day === i ? ' active' : ''}`}
            onClick={() => setDay(i)}
          >
            <span>{i === 0 ? t('schedule.today') : weekday.format(d)}</span>
            <b className="num">{date.format(d)}</b>
          </button>
        ))}
      </div>
      <div className="section">
        {matches.isPending ? (
          <div className="skeleton-list" aria-busy="true" />
        ) : list.length === 0 ? (
          <EmptyState icon="calendar" title={t('scores.empty')} compact />
        ) : (
          <MatchList matches={list} flashing={flashing} onStar={star} label={t('schedule.title')} />
        )}
      </div>
    </div>
  );
}
