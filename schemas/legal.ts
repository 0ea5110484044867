import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import { calendarDate, text } from './shared';

export const legalChangeSchema = z
  .strictObject({
    date: calendarDate.describe('The day the text changed, written YYYY-MM-DD.'),
    text: text.describe('What changed, in a sentence or two.'),
    fingerprint: z
      .string()
      .regex(
        /^[0-9a-f]{16}$/,
        'should be the 16 letters and digits npm run legal:record writes; remove the line and run the command again',
      )
      .optional()
      .describe(
        'Written by npm run legal:record, never by hand: the fingerprint of the wording this change published. The wording itself is kept in content/legal/versions/.',
      ),
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

/**
 * Checks a legal text's change history: entries run newest first, and the newest one is dated the
 * same day as `lastUpdated`, so the date at the top of the page and the history never disagree.
 */
export function changeHistoryIssues(
  document: Pick<LegalFrontMatter, 'lastUpdated' | 'changes'>,
): CheckIssue[] {
  const changes = document.changes ?? [];
  const issues: CheckIssue[] = [];
  changes.forEach((change, index) => {
    const above = changes[index - 1];
    if (above && change.date > above.date) {
      issues.push({
        path: ['changes', index, 'date'],
        message: `${change.date} is newer than the change above it (${above.date}); list the changes newest first`,
      });
    }
  });
  // A wrong order makes "the newest" ambiguous, so the date is compared only once the order is right.
  if (issues.length === 0 && changes.length > 0 && changes[0].date !== document.lastUpdated) {
    issues.push({
      path: ['changes', 0, 'date'],
      message: `the newest change is dated ${changes[0].date} but lastUpdated is ${document.lastUpdated}; they should be the same day: add the latest change at the top, or correct one of the dates`,
    });
  }
  return issues;
}

/** The rules of every legal text: its date is not in the future, and its history agrees with it. */
export const legalChecks: EntryCheck<LegalFrontMatter>[] = [
  {
    run(document, { today }) {
      const issues: CheckIssue[] = [];
      if (document.lastUpdated > today) {
        issues.push({
          path: ['lastUpdated'],
          message: `${document.lastUpdated} is in the future; write the day the text last changed, today at the latest (${today})`,
        });
      }
      return [...issues, ...changeHistoryIssues(document)];
    },
  },
];
