// The canary page reads these in the browser, so this module holds no schema: zod would come with it,
// and zod tries `new Function`, which the site's Content Security Policy refuses.

/** Whether a statement is still within its period at a moment, or has expired. */
export type CanaryState = 'current' | 'expired';

/**
 * The moment a statement whose next one is due on `nextDue` expires, in milliseconds as `Date.now()`
 * counts them. It stays current through the whole of its due day in UTC, and expires when the next
 * day starts in UTC, so every visitor, wherever they are, sees it expire at the same moment.
 */
export function canaryExpiry(nextDue: string): number {
  const [year, month, day] = nextDue.split('-').map(Number);
  return Date.UTC(year, month - 1, day + 1);
}

/** Whether a statement whose next one is due on `nextDue` has expired at the moment `now`. */
export function canaryState(nextDue: string, now: number): CanaryState {
  return now >= canaryExpiry(nextDue) ? 'expired' : 'current';
}

/** A declaration's words, whether it is written as a sentence alone or with what it denies. */
export const declarationText = (declaration: string | { text: string }): string =>
  typeof declaration === 'string' ? declaration : declaration.text;
