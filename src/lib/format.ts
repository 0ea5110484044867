export { formatDate } from '../../shared/dates';

/** Builds the `mailto:` address that opens a new email with a subject and first words. */
export function mailtoHref(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
