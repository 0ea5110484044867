import { z } from 'zod';
import { calendarDate, text } from './shared';

export const legalChangeSchema = z
  .strictObject({
    date: calendarDate.describe('The day the text changed, written YYYY-MM-DD.'),
    text: text.describe('What changed, in a sentence or two.'),
  })
  .describe("One entry of a legal text's change history.");
export type LegalChange = z.output<typeof legalChangeSchema>;

export const legalFrontMatterSchema = z
  .strictObject({
    title: text.describe("The page's heading, such as Privacy Policy."),
    lastUpdated: calendarDate.describe('The day the text last changed, written YYYY-MM-DD.'),
    description: text.describe('One or two sentences shown in search results.'),
    lastUpdatedLabel: text.describe('The words before the date, such as Last updated.'),
    footer: text.describe('The line at the foot of the text, such as Questions? Write to {email}.'),
    summary: text
      .optional()
      .describe(
        'Optional: a few plain-language sentences shown in a box above the text, for readers in a hurry.',
      ),
    changes: z
      .array(legalChangeSchema)
      .min(1, 'needs at least one change; remove the changes line to show no history')
      .optional()
      .describe(
        "Optional: the text's change history, newest first, one entry a change. The newest entry's date must be the same day as lastUpdated.",
      ),
  })
  .describe('The front matter of a legal text: content/legal/privacy-policy.md and content/legal/terms.md.');
export type LegalFrontMatter = z.output<typeof legalFrontMatterSchema>;
