import { type Lang, LOCALES } from '../i18n/langs';

const DAY_MS = 86_400_000;
const STEP_MINUTES = 15;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as `YYYY-MM-DD`. */
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface DateTimeSelectProps {
  /** Local wall-clock time `YYYY-MM-DDTHH:mm` (as `datetime-local` has it), or '' when none is picked. */
  value: string;
  onChange: (value: string) => void;
  lang: Lang;
  /** How many days from today may be picked. */
  days: number;
  labels: { group: string; day: string; time: string; pickDay: string; pickTime: string };
  /** Today's date, for tests; the visitor's clock otherwise. */
  now?: Date;
}

/**
 * A date and time picked in the page's language: a day and a time of day (every 15 minutes, 24-hour)
 * as two selects. The browser's own `datetime-local` follows the browser's locale instead (an English
 * Chromium shows "mm/dd/yyyy" on the Chinese page), and a phone's select is its native wheel.
 */
export function DateTimeSelect({ value, onChange, lang, days, labels, now = new Date() }: DateTimeSelectProps) {
  const [day = '', time = ''] = value ? value.split('T') : [];
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const dayLabel = new Intl.DateTimeFormat(LOCALES[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  });
  const dayOptions = Array.from(
    { length: days },
    (_, i) => new Date(today.getTime() + i * DAY_MS + 12 * 3_600_000),
  ).map((d) => ({ key: dayKey(d), label: dayLabel.format(d) }));
  if (day && !dayOptions.some((d) => d.key === day))
    dayOptions.unshift({ key: day, label: dayLabel.format(new Date(`${day}T12:00`)) });
  // Today offers only the times still to come; a time given from outside (a match's kick-off) is kept.
  const earliest = day === dayKey(now) ? now.getHours() * 60 + now.getMinutes() : -1;
  const times = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => i * STEP_MINUTES)
    .filter((minutes) => minutes > earliest)
    .map((minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  if (time && !times.includes(time)) times.push(time);
  times.sort();
  // A first day comes with the evening's usual 20:00 (or, today, the next time still to come).
  const pickDay = (next: string) => {
    if (!next) return onChange('');
    const clock = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
    const fallback = next === dayKey(now) && clock >= '20:00' ? `${pad(Math.min(23, now.getHours() + 1))}:00` : '20:00';
    onChange(`${next}T${time || fallback}`);
  };
  return (
    <span className="datetime-select" role="group" aria-label={labels.group}>
      <select
        className="datetime-select__part"
        value={day}
        aria-label={labels.day}
        onChange={(e) => pickDay(e.target.value)}
        data-testid="datetime-day"
      >
        <option value="">{labels.pickDay}</option>
        {dayOptions.map((d) => (
          <option key={d.key} value={d.key}>
            {d.label}
          </option>
        ))}
      </select>
      <select
        className="datetime-select__part"
        value={time}
        aria-label={labels.time}
        disabled={!day}
        onChange={(e) => onChange(`${day}T${e.target.value}`)}
        data-testid="datetime-time"
      >
        <option value="">{labels.pickTime}</option>
        {times.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </span>
  );
}
