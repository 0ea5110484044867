import { z } from 'zod';
import { calendarDate, text } from './shared';

/** One entry of a legal text's change history. */
export const legalChangeSchema = z.strictObject({
  /** The day the text changed, written YYYY-MM-DD. */
  date: calendarDate,
  /** What changed, in a sentence or two. */
  text,
});
export type LegalChange = z.output<typeof legalChangeSchema>;

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
  /** Optional: a few plain-language sentences shown in a box above the text, for readers in a hurry. */
  summary: text.optional(),
  /**
   * Optional: the text's change history, newest first, one entry a change. The newest entry's date
   * must be the same day as lastUpdated.
   */
  changes: z
    .array(legalChangeSchema)
    .min(1, 'needs at least one change; remove the changes line to show no history')
    .optional(),
});
export type LegalFrontMatter = z.output<typeof legalFrontMatterSchema>;
