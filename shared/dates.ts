// Making a formatter costs a thousand times what using one does (a build of a thousand posts spent
// six seconds making them), so each locale's is made once; a locale's formatter never changes.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Writes a `YYYY-MM-DD` day the way a locale does (July 24, 2025). The day is read in UTC and shown
 * in UTC, so every visitor sees the same day whatever their time zone, and the build writes the
 * same words into a feed as the page shows.
 */
export function formatDate(isoDay: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** Today in this machine's calendar, written YYYY-MM-DD: the day a build publishes for. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
