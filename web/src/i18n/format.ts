import type { TFunction } from 'i18next';
import { type Lang, LOCALES } from './langs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Heat above 10000 reads value/10000 with one decimal and the suffix w (the spec's rule, every language). */
export function formatHeat(value: number): string {
  return value > 10000 ? `${(value / 10000).toFixed(1)}w` : String(value);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * One formatter per language and style, made on first use: making an Intl formatter costs a
 * millisecond or more on a phone, and a list formats every row.
 */
function formatterOf<F>(make: (locale: string) => F): (lang: Lang) => F {
  const made = new Map<Lang, F>();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) made.set(lang, (formatter = make(LOCALES[lang])));
    return formatter;
  };
}

const dates = formatterOf(
  (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const clocks = formatterOf(
  (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }),
);
const weekdays = formatterOf((locale) => new Intl.DateTimeFormat(locale, { weekday: 'long' }));
const numbers = formatterOf((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

export function formatDate(date: Date, lang: Lang): string {
  return dates(lang).format(date);
}

export function formatClock(date: Date, lang: Lang): string {
  return clocks(lang).format(date);
}

/**
 * The spec's relative time: 'just now' under a minute, minutes and hours today, then yesterday,
 * the day before, the weekday within 168 hours, and the date beyond.
 */
export function formatRelativeTime(date: Date, now: Date, lang: Lang, t: TFunction): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return t('common:time.justNow');
  const days = Math.round((startOfDay(now) - startOfDay(date)) / (24 * HOUR));
  const clock = formatClock(date, lang);
  if (days === 0) {
    if (elapsed < HOUR) return t('common:time.minutesAgo', { n: Math.floor(elapsed / MINUTE) });
    return t('common:time.hoursAgo', { n: Math.floor(elapsed / HOUR) });
  }
  if (days === 1) return t('common:time.yesterday', { time: clock });
  if (days === 2) return t('common:time.dayBefore', { time: clock });
  if (elapsed < 168 * HOUR) {
    return `${weekdays(lang).format(date)} ${clock}`;
  }
  return formatDate(date, lang);
}

/** Whole numbers and money in the language's grouping, with tabular figures from CSS. */
export function formatNumber(value: number | string, lang: Lang): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) ? numbers(lang).format(n) : String(value);
}
