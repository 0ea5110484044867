import { z } from 'zod';
import { calendarDate, text } from './shared';

/** The front matter of a legal text: `content/legal/privacy-policy.md` and `content/legal/terms.md`. */
export const legalFrontMatterSchema = z.strictObject({
  /** The page's heading, such as Privacy Policy. */
  title: text,
  /** The day the text last changed, written YYYY-MM-DD. */
  lastUpdated: calendarDate,
  /** One or two sentences shown in search results. */
  description: text,
  /** The words before the date, such as Last updated. */
  lastUpdatedLabel: text,
  /** The line at the foot of the text, such as Questions? Write to {email}. */
  footer: text,
});
export type LegalFrontMatter = z.output<typeof legalFrontMatterSchema>;
