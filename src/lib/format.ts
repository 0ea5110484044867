/**
 * Writes a `YYYY-MM-DD` day the way the site's locale does (July 24, 2025). The day is read in UTC
 * and shown in UTC, so every visitor sees the same day whatever their time zone.
 */
export function formatDate(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** Builds the `mailto:` address that opens a new email with a subject and first words. */
export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
