import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import { calendarDate, countryCode, linkSchema, metaSchema, template, text, webUrl } from './shared';
import type { Platform } from './platforms';
import type { Server } from './servers';
import type { Site } from './site';
import { FINDING_STATUSES, SEVERITIES } from './audit-findings';

export * from './audit-findings';

const severity = z.enum(SEVERITIES, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a severity; write one of ${SEVERITIES.join(', ')}`,
});

const findingStatus = z.enum(FINDING_STATUSES, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not a status; write one of ${FINDING_STATUSES.join(', ')}`,
});

export const findingSchema = z
  .strictObject({
    id: z
      .string({ error: 'should be the id the auditor gave the finding, for example MSK-01-003' })
      .regex(
        /^[A-Z0-9]+(-[A-Z0-9]+)*$/,
        'should be capital letters and digits joined by dashes, as the auditor wrote it, for example MSK-01-003',
      )
      .describe("The id the auditor gave the finding, such as MSK-01-003. Each finding's id is different."),
    severity: severity.describe('How serious the auditor judged it: critical, high, medium, low or info.'),
    title: text.describe('What the auditor found, in one line, as the report titles it.'),
    status: findingStatus.describe(
      'fixed: an app version fixed it. accepted: we keep it as a known, explained risk. open: not fixed yet.',
    ),
    // Three numbers, so that YAML always reads the version as text: 4.2 alone would be a number.
    fixedIn: z
      .string({ error: 'should be the app version that fixed it, with three numbers, such as 4.2.1' })
      .regex(/^\d+\.\d+\.\d+$/, 'should be the app version that fixed it, with three numbers, such as 4.2.1')
      .optional()
      .describe('Only for a fixed finding: the first app version with the fix, such as 4.2.1.'),
  })
  .describe('One finding of the audit, as the report lists it.');
export type Finding = z.output<typeof findingSchema>;

// The schemas run in the browser and in Node alike, with neither's URL class, so addresses are read
// with patterns: the host is what follows https:// up to the first /, : or ?, the path what follows.
const ADDRESS = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)/i;

/** The path of an address, such as /reports/audit.pdf. */
const pathOf = (url: string) => ADDRESS.exec(url)?.[2] ?? url;

export const auditFrontMatterSchema = z
  .strictObject({
    title: text.describe("The audit's title, such as Security audit of the Masky VPN apps."),
    summary: text.describe('One or two sentences shown on the list of audits and in search results.'),
    auditor: z
      .strictObject({
        name: text.describe("The auditing firm's name."),
        website: webUrl.describe("The auditing firm's website, starting with https://."),
      })
      .describe('Who did the audit.'),
    dates: z
      .strictObject({
        start: calendarDate.describe('The first day of the audit work, written YYYY-MM-DD.'),
        end: calendarDate.describe('The last day of the audit work, written YYYY-MM-DD; not before start.'),
        published: calendarDate.describe(
          'The day the report is published, written YYYY-MM-DD; not before end. A later day than today keeps the audit off the site until then.',
        ),
      })
      .describe('When the audit was done and published.'),
    scope: z
      .array(text)
      .min(1, 'needs at least one item: what the auditor looked at, such as the Windows app')
      .describe('What was audited, one item a line: apps, platforms, servers.'),
    servers: z
      .array(countryCode)
      .optional()
      .describe(
        'The server locations the audit examined, by their codes in content/servers.yaml, such as [DE, SG, US], so the check holds the audit to the server list. Leave it out when the audit covered no servers.',
      ),
    report: webUrl
      .refine((url) => /\.pdf$/i.test(pathOf(url)), {
        error: 'should be the address of the full report as a PDF, ending in .pdf',
      })
      .describe("The full report's PDF, on the auditor's website or on ours, starting with https://."),
    findings: z
      .array(findingSchema)
      .describe(
        'Every finding of the report, in the order the report lists them. Leave the list empty, [], when it found nothing.',
      ),
  })
  .describe(
    'The front matter of a security audit: the lines between --- at the top of content/audits/<id>.md.',
  );
export type AuditFrontMatter = z.output<typeof auditFrontMatterSchema>;

/** The host of an address without a leading www., so that www.example.com and example.com agree. */
const hostOf = (url: string) => (ADDRESS.exec(url)?.[1] ?? url).toLowerCase().replace(/^www\./, '');

/** Whether `host` is `domain` itself or one of its subdomains, such as reports.example.com. */
const isOn = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Checks one audit: its dates run in order, each finding's id is its own, a fixed finding names
 * the version that fixed it (and only a fixed one does), and the report is on the auditor's
 * website or on the site's own, where readers can trust it.
 */
export function auditIssues(audit: AuditFrontMatter, siteUrl: string): CheckIssue[] {
  const issues: CheckIssue[] = [];
  const { start, end, published } = audit.dates;
  if (end < start) {
    issues.push({
      path: ['dates', 'end'],
      message: `the audit ends on ${end}, before it starts on ${start}; end is the last day of the audit work, on or after start`,
    });
  }
  if (published < end) {
    issues.push({
      path: ['dates', 'published'],
      message: `the report is published on ${published}, before the audit ends on ${end}; published is the day the report came out, on or after end`,
    });
  }
  const report = hostOf(audit.report);
  const auditor = hostOf(audit.auditor.website);
  const site = hostOf(siteUrl);
  if (!isOn(report, auditor) && !isOn(report, site)) {
    issues.push({
      path: ['report'],
      message: `the report is on ${report}, which is neither the auditor's website (${auditor}) nor ours (${site}); link to the PDF where the auditor or we publish it`,
    });
  }
  const firstWithId = new Map<string, number>();
  audit.findings.forEach((finding, index) => {
    const first = firstWithId.get(finding.id);
    if (first === undefined) firstWithId.set(finding.id, index);
    else {
      issues.push({
        path: ['findings', index, 'id'],
        message: `${finding.id} is already the id of finding ${first + 1} (${audit.findings[first].title}); each finding of an audit has its own id`,
      });
    }
    if (finding.status === 'fixed' && finding.fixedIn === undefined) {
      issues.push({
        path: ['findings', index, 'status'],
        message:
          'a fixed finding needs the app version that fixed it: add a line such as fixedIn: 4.2.1 below this one',
      });
    }
    if (finding.status !== 'fixed' && finding.fixedIn !== undefined) {
      issues.push({
        path: ['findings', index, 'fixedIn'],
        message: `only a fixed finding names the version that fixed it, and this one is ${finding.status}: remove this line, or set status: fixed`,
      });
    }
  });
  return issues;
}

/** A version's numbers, such as [4, 1, 3] for 4.1.3 (or 4.1.3-beta): what the comparison reads. */
const versionNumbers = (version: string) => version.split(/[-+]/)[0].split('.').map(Number);

/**
 * Whether version `a` comes before version `b`, number by number (4.1 before 4.1.3, 4.9 before
 * 4.10), a prerelease before its release.
 */
export function versionBefore(a: string, b: string): boolean {
  const [left, right] = [versionNumbers(a), versionNumbers(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  // A prerelease (4.1.3-beta) comes before its release (4.1.3), which may be the first with the fix.
  const prerelease = (version: string) => /^[^+]*-/.test(version);
  return prerelease(a) && !prerelease(b);
}

/**
 * The fixes an audit reports that the download page's apps do not have: a finding fixed in 4.1.3
 * beside an app offered at 2.4.1 tells the reader the audit's fix is not in what they download.
 */
export function fixesNotOffered(
  audit: Pick<AuditFrontMatter, 'findings'>,
  platforms: readonly Platform[],
): CheckIssue[] {
  const issues: CheckIssue[] = [];
  audit.findings.forEach((finding, index) => {
    if (finding.status !== 'fixed' || finding.fixedIn === undefined) return;
    platforms.forEach((platform, platformIndex) => {
      if (platform.version === undefined || !versionBefore(platform.version, finding.fixedIn!)) return;
      issues.push({
        path: ['findings', index, 'fixedIn'],
        message: `this finding was fixed in ${finding.fixedIn}, but the download page offers the ${platform.title} app at ${platform.version}, without the fix; offer the version that has it, or correct the version here`,
        also: { collection: 'platforms', path: [platformIndex, 'version'] },
      });
    });
  });
  return issues;
}

/**
 * The server locations an audit says it examined that the server list does not have: an audit of
 * Amsterdam beside a list without the Netherlands tells the reader of a server the site never offers.
 */
export function serversNotListed(
  audit: Pick<AuditFrontMatter, 'servers'>,
  servers: readonly Server[],
): CheckIssue[] {
  const listed = [...new Set(servers.map((server) => server.code))];
  return (audit.servers ?? []).flatMap((code, index) =>
    listed.includes(code)
      ? []
      : [
          {
            path: ['servers', index],
            message: `${code} is not a location of the server list, which has ${listed.join(', ')}; name only the locations content/servers.yaml lists, or add the location there first`,
          },
        ],
  );
}

/**
 * An audit's rules, which read the site's own address for where its report may be, and the apps the
 * download page offers, which must have every fix the audit reports.
 */
export const auditChecks: EntryCheck<AuditFrontMatter>[] = [
  {
    needs: ['site'],
    run: (audit, { content }) => auditIssues(audit, (content.site as Site).siteUrl),
  },
  {
    needs: ['platforms'],
    run: (audit, { content }) => fixesNotOffered(audit, content.platforms as Platform[]),
  },
  {
    needs: ['servers'],
    run: (audit, { content }) => serversNotListed(audit, content.servers as Server[]),
  },
];

const severityWords = z
  .strictObject({
    critical: text.describe('The word for a critical finding, such as Critical.'),
    high: text.describe('The word for a high-severity finding, such as High.'),
    medium: text.describe('The word for a medium-severity finding, such as Medium.'),
    low: text.describe('The word for a low-severity finding, such as Low.'),
    info: text.describe('The word for a finding given for information only, such as Info.'),
  })
  .describe('The word shown for each severity, in the lists and the tables.');

const statusWords = z
  .strictObject({
    fixed: text.describe('The word for a fixed finding, such as Fixed.'),
    accepted: text.describe('The word for a finding kept as a known risk, such as Accepted.'),
    open: text.describe('The word for a finding not fixed yet, such as Open.'),
  })
  .describe('The word shown for each status in the findings table.');

/** `content/pages/audits.yaml`: the words of the list of audits and of each audit's page. */
export const auditsPageSchema = z
  .strictObject({
    meta: metaSchema,
    heading: text.describe('The heading of the list of audits.'),
    intro: text.describe('The paragraph under the heading.'),
    empty: text.describe('Shown instead of the list while no audit is published.'),
    auditedBy: template(['auditor']).describe(
      'The line naming the auditor on the list, with {auditor}, such as By {auditor}.',
    ),
    published: template(['date']).describe(
      'The line with the publishing day, with {date}, such as Published {date}.',
    ),
    readMore: text.describe("The link from the list to an audit's page, such as Read the audit."),
    countsLabel: text.describe(
      'Read aloud before the counts of findings by severity, such as Findings by severity.',
    ),
    severities: severityWords,
    statuses: statusWords,
    backLink: linkSchema.describe("The link from an audit's page back to the list."),
    facts: z
      .strictObject({
        heading: text.describe('The heading over the facts, such as At a glance.'),
        auditor: text.describe('The label of the auditor, such as Auditor.'),
        period: text.describe('The label of the days of the audit work, such as Audit work.'),
        periodValue: template(['start', 'end']).describe(
          'The days of the audit work, with {start} and {end}, such as {start} to {end}.',
        ),
        published: text.describe('The label of the publishing day, such as Published.'),
        scope: text.describe('The label of what was audited, such as Scope.'),
        report: text.describe('The label of the full report, such as Full report.'),
        reportLink: text.describe('The words of the link to the PDF, such as Read the full report (PDF).'),
      })
      .describe("The facts at the top of an audit's page."),
    findings: z
      .strictObject({
        heading: text.describe('The heading over the findings, such as Findings.'),
        caption: text.describe('The title of the findings table, read aloud with it.'),
        none: text.describe('Shown instead of the table when the audit found nothing.'),
        notFixed: text.describe('Shown in the Fixed in column for a finding not fixed, such as Not fixed.'),
        columns: z
          .strictObject({
            id: text.describe("The heading of the findings' ids, such as ID."),
            severity: text.describe('The heading of the severities, such as Severity.'),
            title: text.describe('The heading of what was found, such as Finding.'),
            status: text.describe('The heading of the statuses, such as Status.'),
            fixedIn: text.describe('The heading of the versions with the fix, such as Fixed in.'),
          })
          .describe('The headings of the findings table.'),
      })
      .describe("The findings on an audit's page."),
  })
  .describe('The words of the security audits: the list at /audits and each audit’s page.');
export type AuditsPage = z.output<typeof auditsPageSchema>;
