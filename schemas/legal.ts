import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import { calendarDate, template, text } from './shared';

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

/** `content/pages/legal.yaml`: the words around both legal texts, their histories and versions. */
export const legalPageSchema = z
  .strictObject({
    tocHeading: text.describe('The heading over the list of sections, such as On this page.'),
    summaryHeading: text.describe('The heading of the plain-language summary box, such as In short.'),
    changesHeading: text.describe('The heading over the change history, such as Changes to this text.'),
    versionShown: template(['date']).describe(
      'Under the title: which version the page shows, with {date} for the day it was recorded, such as This is the version of {date}.',
    ),
    historyLink: text.describe(
      'The link to every version of the text, such as Every version, and what changed.',
    ),
    history: z
      .strictObject({
        meta: z.strictObject({ title: template(['document']), description: template(['document']) }),
        heading: template(['document']).describe(
          'The heading, with {document} for the text’s title, such as {document}: every version.',
        ),
        intro: text.describe('A sentence or two under the heading: why the site keeps every version.'),
        inForce: text.describe('The label on the version in force, such as In force.'),
        readVersion: text.describe('The link to a version’s whole text, such as Read this version.'),
        changesLabel: text.describe('The words over what changed in a version, such as What changed.'),
        firstVersion: text.describe('Shown for the first version, which has nothing to compare with.'),
        added: text.describe('Read aloud before added words, such as Added:.'),
        removed: text.describe('Read aloud before removed words, such as Removed:.'),
        unchanged: text.describe(
          'Read aloud where unchanged text is left out of what changed (the page shows …), such as Unchanged text left out.',
        ),
        backLink: text.describe('The link back to the text in force, such as Back to the text in force.'),
      })
      .describe(
        'The page that lists every version of a legal text, at /privacypolicy/history and /terms/history.',
      ),
    versionPage: z
      .strictObject({
        meta: z.strictObject({
          title: template(['document', 'date']),
          description: template(['document', 'date']),
        }),
        heading: template(['document', 'date']).describe(
          'The heading, with {document} and {date}, such as {document}, the version of {date}.',
        ),
        current: text.describe('Shown when the version is the one in force.'),
        earlier: template(['date']).describe(
          'Shown on an earlier version, with {date} for the version in force, such as This is an earlier version, kept for the record. The version in force is the one of {date}.',
        ),
        historyLink: text.describe('The link back to every version, such as Every version.'),
      })
      .describe('The page of one recorded version of a legal text.'),
    versionsFeed: z
      .strictObject({
        title: text.describe(
          'The feed’s name in a feed reader, such as {product}: changes to the legal texts.',
        ),
        description: text.describe('A sentence saying what the feed brings.'),
        entryTitle: template(['document', 'date']).describe(
          'Each new version’s title in the feed, such as {document}: new version of {date}.',
        ),
      })
      .describe('The Atom feed at /legal/feed.xml that announces each new version of a legal text.'),
  })
  .describe('content/pages/legal.yaml: the words around both legal texts.');
export type LegalPage = z.output<typeof legalPageSchema>;
