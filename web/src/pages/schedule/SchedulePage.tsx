import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/langs';
import { PageHeader } from '../../ui/PageHeader';
import { PendingSection } from '../../ui/PendingSection';
import '../../features/scores/scores.css';

/** The broadcast schedule (type=4): a week strip of days, and the reserved broadcasts of the chosen day. */
export default function SchedulePage() {
  const { t } = useTranslation('pages');
  const lang = currentLang();
  const days = useMemo(() => {
    const today = new Date();
    return Array.from({ length: 7 }, (_, i) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + i));
  }, []);
  const [day, setDay] = useState(0);
  const weekday = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'short' });
  const date = new Intl.DateTimeFormat(LOCALES[lang], { month: '2-digit', day: '2-digit' });
  return (
    <div className="page">
      <PageHeader title={t('schedule.title')} subtitle={t('schedule.subtitle')} />
      <div className="day-strip" role="tablist">
        {days.map((d, i) => (
          <button key={i} type="button" role="tab" aria-selected={day === i} className={`day-strip__day${day === i ? ' active' : ''}`} onClick={() => setDay(i)}>
            <span>{i === 0 ? t('schedule.today') : weekday.format(d)}</span>
            <b className="num">{date.format(d)}</b>
          </button>
        ))}
      </div>
      <PendingSection what="schedule" icon="calendar" />
    </div>
  );
}
