/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function dayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A day as Prisma stores a `@db.Date`: midnight UTC of that date. */
export const dayAsDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

export function previousDay(day: string): string {
  const date = dayAsDate(day);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
