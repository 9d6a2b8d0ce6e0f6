import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatHeat, formatRelativeTime } from './format';

const at = (iso: string) => new Date(iso);

describe('formatting', () => {
  it('shows heat above 10000 as value/10000 with one decimal and w', () => {
    expect(formatHeat(10000)).toBe('10000');
    expect(formatHeat(10001)).toBe('1.0w');
    expect(formatHeat(123456)).toBe('12.3w');
    expect(formatHeat(987)).toBe('987');
  });

  it('follows the relative-time rules', () => {
    const now = at('2026-11-20T15:00:00');
    const t = i18next.t.bind(i18next);
    expect(formatRelativeTime(at('2026-11-20T14:59:30'), now, 'en', t)).toBe('just now');
    expect(formatRelativeTime(at('2026-11-20T14:45:00'), now, 'en', t)).toBe('15 min ago');
    expect(formatRelativeTime(at('2026-11-19T20:05:00'), now, 'en', t)).toBe('Yesterday 20:05');
    expect(formatRelativeTime(at('2026-11-18T08:00:00'), now, 'en', t)).toBe('Day before yesterday 08:00');
    expect(formatRelativeTime(at('2026-11-16T09:00:00'), now, 'en', t)).toBe('Monday 09:00');
    expect(formatRelativeTime(at('2026-11-10T09:00:00'), now, 'en', t)).toBe('11/10/2026');
  });
});
