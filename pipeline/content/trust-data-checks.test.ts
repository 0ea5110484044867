import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { platformSchema } from '../../schemas/platforms';
import { serversSchema } from '../../schemas/servers';
import { formatProblem, sortProblems } from './problem';
import { loadContent } from './store';
import { contentDay } from '../../tools/test/content-day';
import { copyContent } from '../../tools/test/project-copy';

/**
 * The security audits' and the transparency report's checks as an editor meets them: files written
 * in the test's own words, laid over a copy of the real content, and the exact lines the content
 * check prints, positions included.
 */

const made: string[] = [];

afterAll(async () => {
  await Promise.all(made.map((root) => rm(root, { recursive: true, force: true })));
});

async function printedLines(files: Record<string, string>): Promise<string[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'trust-data-'));
  made.push(root);
  await copyContent(root);
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(root, 'content', file), text);
  // The content's own day, on which its newest legal version is not in the future.
  const { content, problems } = await loadContent({ root, today: contentDay() });
  expect(content).toBeUndefined();
  return sortProblems(problems).map(formatProblem);
}

const brokenAudit = `---
title: Test audit
summary: A test summary.
auditor:
  name: Test Auditors
  website: https://test-auditors.example
dates:
  start: 2025-03-03
  end: 2025-02-28
  published: 2025-01-01
scope:
  - Test app
report: https://files.example/test.pdf
findings:
  - id: TST-01
    severity: high
    title: First test finding
    status: fixed
  - id: TST-01
    severity: low
    title: Second test finding
    status: open
    fixedIn: 1.0.0
---

The test audit's body.
`;

const brokenReport = `meta:
  title: Test report
  description: A test description.
heading: Test heading
intro: Test intro.
lastUpdated: 2025-07-01
lastUpdatedLabel: "Test updated {date}"
summary: "Test {from} {to} {received} {answered} {records}"
coverage:
  months: 6
  behind: Test figures up to {end}.
table:
  caption: Test caption
  period: "{start} - {end}"
  total: Test total
  columns:
    period: Test period
    courtOrders: Test court orders
    subpoenas: Test subpoenas
    takedowns: Test takedowns
    other: Test other
    received: Test received
    answered: Test answered
    records: Test records
    statement: Test statement
downloads:
  heading: Test downloads
  intro: Test files.
  csv: Test CSV
  json: Test JSON
periods:
  - start: 2025-01-01
    end: 2025-06-30
    requests: { courtOrders: 1, subpoenas: 1, takedowns: 1, other: 1 }
    answered: 5
    handedOver: { records: 0, statement: Test nothing. }
  - start: 2025-06-30
    end: 2025-12-31
    requests: { courtOrders: 0, subpoenas: 0, takedowns: 0, other: 0 }
    answered: 0
    handedOver: { records: 0, statement: Test nothing. }
  - start: 2024-12-31
    end: 2024-07-01
    requests: { courtOrders: 0, subpoenas: 0, takedowns: 0, other: 0 }
    answered: 0
    handedOver: { records: 0, statement: Test nothing. }
`;

describe('the content check of the trust data', () => {
  it('points at each broken rule of an audit', async () => {
    expect(await printedLines({ 'audits/test-broken.md': brokenAudit })).toEqual([
      'content/audits/test-broken.md:9:8  dates.end: the audit ends on 2025-02-28, before it starts on 2025-03-03; end is the last day of the audit work, on or after start',
      'content/audits/test-broken.md:10:14  dates.published: the report is published on 2025-01-01, before the audit ends on 2025-02-28; published is the day the report came out, on or after end',
      "content/audits/test-broken.md:13:9  report: the report is on files.example, which is neither the auditor's website (test-auditors.example) nor ours (masky.example); link to the PDF where the auditor or we publish it",
      'content/audits/test-broken.md:18:13  findings[0].status: a fixed finding needs the app version that fixed it: add a line such as fixedIn: 4.2.1 below this one',
      'content/audits/test-broken.md:19:9  findings[1].id: TST-01 is already the id of finding 1 (First test finding); each finding of an audit has its own id',
      'content/audits/test-broken.md:23:14  findings[1].fixedIn: only a fixed finding names the version that fixed it, and this one is open: remove this line, or set status: fixed',
    ]);
  });

  it('points at each broken rule of the transparency report', async () => {
    expect(await printedLines({ 'transparency.yaml': brokenReport })).toEqual([
      'content/transparency.yaml:35:15  periods[0].answered: 5 requests answered, but the period received only 4 (court orders, subpoenas, takedowns and other added up); answered can be at most 4',
      'content/transparency.yaml:37:12  periods[1].start: this period (2025-06-30 to 2025-12-31) shares days with period 1 (2025-01-01 to 2025-06-30); a request is counted in one period only, so periods must not overlap',
      'content/transparency.yaml:43:10  periods[2].end: this period ends on 2024-07-01, before it starts on 2024-12-31; end is the last day of the period, on or after start',
    ]);
  });
});

describe('the audits held to the apps the download page offers', () => {
  it('names the audit and the platforms file when an app lacks a fix the audit reports', async () => {
    const audit = brokenAudit
      .replace(/report: .*/, 'report: https://test-auditors.example/report.pdf')
      .replace(
        /findings:[\s\S]*?\n---/,
        `findings:
  - id: TST-09
    severity: high
    title: Test finding fixed in a later version
    status: fixed
    fixedIn: 99.1.0
---`,
      )
      .replace('end: 2025-02-28', 'end: 2025-03-28')
      .replace('published: 2025-01-01', 'published: 2025-04-01');
    const lines = (await printedLines({ 'audits/test-fixes.md': audit })).filter((line) =>
      line.startsWith('content/audits/test-fixes.md'),
    );
    // Each app the live platforms file offers at a version, with the line of its version.
    const platformsFile = await readFile(
      path.resolve(import.meta.dirname, '../../content/platforms.yaml'),
      'utf8',
    );
    const versionLines = platformsFile.split('\n').flatMap((line, index) => {
      const column = line.indexOf('version:');
      return column < 0 ? [] : [{ line: index + 1, column: column + 10 }];
    });
    const platforms = platformSchema.array().parse(parse(platformsFile));
    const offered = platforms.flatMap((platform, index) => (platform.version ? [{ platform, index }] : []));
    expect(offered.length).toBeGreaterThan(0);
    // Problems on one line are printed in the order of their words, so the two are compared sorted.
    expect([...lines].sort()).toEqual(
      offered
        .map(
          ({ platform, index }, nth) =>
            `content/audits/test-fixes.md:19:14  findings[0].fixedIn: this finding was fixed in 99.1.0, but the download page offers the ${platform.title} app at ${platform.version}, without the fix; offer the version that has it, or correct the version here (content/platforms.yaml:${versionLines[nth].line}:${versionLines[nth].column} [${index}].version)`,
        )
        .sort(),
    );
  });
});

describe('the audits held to the server list', () => {
  it('names a location an audit examined that the server list does not have, at its place', async () => {
    const audit = brokenAudit
      .replace(/report: .*/, 'servers: [DE, NL]\nreport: https://test-auditors.example/report.pdf')
      .replace(/findings:[\s\S]*?\n---/, 'findings: []\n---')
      .replace('end: 2025-02-28', 'end: 2025-03-28')
      .replace('published: 2025-01-01', 'published: 2025-04-01');
    const lines = (await printedLines({ 'audits/test-servers.md': audit })).filter((line) =>
      line.startsWith('content/audits/test-servers.md'),
    );
    const servers = serversSchema.parse(
      parse(await readFile(path.resolve(import.meta.dirname, '../../content/servers.yaml'), 'utf8')),
    );
    expect(servers.map((server) => server.code)).toContain('DE');
    expect(servers.map((server) => server.code)).not.toContain('NL');
    expect(lines).toEqual([
      `content/audits/test-servers.md:13:15  servers[1]: NL is not a location of the server list, which has ${servers.map((server) => server.code).join(', ')}; name only the locations content/servers.yaml lists, or add the location there first`,
    ]);
  });
});
