/**
 * The words of an audit's findings that the pages need as values, kept apart from the zod schemas
 * so that the browser's pages can import them without the schemas.
 */

/** The severities of a finding, worst first: the order the pages list them in. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What became of a finding: fixed in an app version, accepted as a known risk, or still open. */
export const FINDING_STATUSES = ['fixed', 'accepted', 'open'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/** How many findings an audit has of each severity, worst first; a severity it lacks counts 0. */
export function severityCounts(findings: readonly { severity: Severity }[]): Record<Severity, number> {
  const counts = Object.fromEntries(SEVERITIES.map((name) => [name, 0])) as Record<Severity, number>;
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}
