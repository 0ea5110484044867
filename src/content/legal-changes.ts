import type { LegalFrontMatter } from '../../schemas';

/** One problem in a legal text's change history: the field at fault and what to write instead. */
export interface ChangeHistoryIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Checks a legal text's change history: entries run newest first, and the newest one is dated the
 * same day as `lastUpdated`, so the date at the top of the page and the history never disagree.
 */
export function changeHistoryIssues(
  document: Pick<LegalFrontMatter, 'lastUpdated' | 'changes'>,
): ChangeHistoryIssue[] {
  const changes = document.changes ?? [];
  const issues: ChangeHistoryIssue[] = [];
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
