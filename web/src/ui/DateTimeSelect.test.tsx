import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../i18n/langs';
import { DateTimeSelect } from './DateTimeSelect';

const LABELS = { group: 'When', day: 'Day', time: 'Time', pickDay: 'Pick a day', pickTime: 'Pick a time' };
const NOW = new Date(2026, 10, 27, 21, 10);

function Picker({ lang, initial = '' }: { lang: Lang; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeSelect value={value} onChange={setValue} lang={lang} days={60} labels={LABELS} now={NOW} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const dayOptions = () =>
  [...(screen.getByTestId('datetime-day') as HTMLSelectElement).options].slice(1).map((o) => o.textContent);

describe("DateTimeSelect (a date and time in the page's language, not the browser's)", () => {
  it("names the days in the page's language: 2026年11月28日 on the Chinese page, never mm/dd/yyyy", () => {
    render(<Picker lang="zh" />);
    expect(dayOptions()).toHaveLength(60);
    expect(dayOptions()[1]).toContain('2026年11月28日');
    expect(dayOptions().join(' ')).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('in English and Vietnamese too', () => {
    const { unmount } = render(<Picker lang="en" />);
    expect(dayOptions()[1]).toContain('November 28, 2026');
    unmount();
    render(<Picker lang="vi" />);
    expect(dayOptions()[1]).toContain('28 tháng 11, 2026');
  });

  it('a day then a time make the local wall-clock value; today offers only times to come', () => {
    render(<Picker lang="zh" />);
    const time = screen.getByTestId('datetime-time') as HTMLSelectElement;
    expect(time.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('datetime-day'), { target: { value: '2026-11-27' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-27T22:00');
    expect([...time.options].slice(1).map((o) => o.value)[0]).toBe('21:15');
    fireEvent.change(screen.getByTestId('datetime-day'), { target: { value: '2026-11-29' } });
    fireEvent.change(time, { target: { value: '09:45' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-29T09:45');
  });

  it("keeps a time given from outside (a match's kick-off off the quarter hours)", () => {
    render(<Picker lang="en" initial="2026-11-28T18:25" />);
    expect((screen.getByTestId('datetime-time') as HTMLSelectElement).value).toBe('18:25');
    expect((screen.getByTestId('datetime-day') as HTMLSelectElement).value).toBe('2026-11-28');
  });
});
