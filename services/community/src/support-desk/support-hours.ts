/** The support desk's hours are written in the platform's time (China, UTC+8). */
export const SUPPORT_UTC_OFFSET_HOURS = 8;

/** Whether `now` falls within opening hours `opensAt`-`closesAt` ("HH:MM", platform time). */
export function isOpen(opensAt: string, closesAt: string, now = new Date()): boolean {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const local = (now.getUTCHours() * 60 + now.getUTCMinutes() + SUPPORT_UTC_OFFSET_HOURS * 60) % (24 * 60);
  const [from, to] = [minutes(opensAt), minutes(closesAt)];
  return from <= to ? local >= from && local < to : local >= from || local < to;
}
