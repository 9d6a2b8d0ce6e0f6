/** The calendar day (YYYY-MM-DD) in a time zone, as a Date at UTC midnight (a `@db.Date` column's value). */
export function calendarDay(timeZone: string, at = new Date()): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
  return new Date(`${day}T00:00:00.000Z`);
}
