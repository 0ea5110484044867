import { describe, expect, it } from 'vitest';
import {
  auditFrontMatterSchema,
  auditIssues,
  severityCounts,
  versionBefore,
  type AuditFrontMatter,
} from './audits';

const SITE = 'https://masky.example';

/** A valid audit in the test's own words, which each case breaks in one place. */
const audit: AuditFrontMatter = {
  title: 'Test audit',
  summary: 'A test summary.',
  auditor: { name: 'Test Auditors', website: 'https://www.test-auditors.example' },
  dates: { start: '2025-01-06', end: '2025-01-31', published: '2025-03-01' },
  scope: ['Test app'],
  report: 'https://reports.test-auditors.example/test.pdf',
  findings: [
    { id: 'TST-01', severity: 'high', title: 'First test finding', status: 'fixed', fixedIn: '1.2.3' },
    { id: 'TST-02', severity: 'low', title: 'Second test finding', status: 'open' },
    { id: 'TST-03', severity: 'low', title: 'Third test finding', status: 'accepted' },
  ],
};

const messages = (changed: Partial<AuditFrontMatter>) =>
  auditIssues({ ...audit, ...changed }, SITE).map(({ path, message }) => ({ path, message }));

describe('auditIssues', () => {
  it('accepts an audit whose dates run in order and whose findings are complete', () => {
    expect(auditIssues(audit, SITE)).toEqual([]);
  });

  it('accepts a report on the site’s own domain, and one day for start, end and published', () => {
    expect(
      messages({
        report: 'https://downloads.masky.example/audits/test.pdf',
        dates: { start: '2025-01-06', end: '2025-01-06', published: '2025-01-06' },
      }),
    ).toEqual([]);
  });

  it('asks for an end on or after the start', () => {
    expect(messages({ dates: { start: '2025-02-01', end: '2025-01-31', published: '2025-03-01' } })).toEqual([
      {
        path: ['dates', 'end'],
        message:
          'the audit ends on 2025-01-31, before it starts on 2025-02-01; end is the last day of the audit work, on or after start',
      },
    ]);
  });

  it('asks for a publishing day on or after the end', () => {
    expect(messages({ dates: { start: '2025-01-06', end: '2025-01-31', published: '2025-01-30' } })).toEqual([
      {
        path: ['dates', 'published'],
        message:
          'the report is published on 2025-01-30, before the audit ends on 2025-01-31; published is the day the report came out, on or after end',
      },
    ]);
  });

  it('asks for the report on the auditor’s website or on ours', () => {
    expect(messages({ report: 'https://files.example/test.pdf' })).toEqual([
      {
        path: ['report'],
        message:
          "the report is on files.example, which is neither the auditor's website (test-auditors.example) nor ours (masky.example); link to the PDF where the auditor or we publish it",
      },
    ]);
  });

  it('asks for each finding’s id to be its own', () => {
    const [first] = audit.findings;
    expect(messages({ findings: [first, { ...first, title: 'Copied test finding' }] })).toEqual([
      {
        path: ['findings', 1, 'id'],
        message:
          'TST-01 is already the id of finding 1 (First test finding); each finding of an audit has its own id',
      },
    ]);
  });

  it('asks a fixed finding for the version that fixed it, and only a fixed one', () => {
    expect(
      messages({
        findings: [
          { id: 'TST-01', severity: 'medium', title: 'Fixed, no version', status: 'fixed' },
          { id: 'TST-02', severity: 'info', title: 'Open, with a version', status: 'open', fixedIn: '1.0.0' },
        ],
      }),
    ).toEqual([
      {
        path: ['findings', 0, 'status'],
        message:
          'a fixed finding needs the app version that fixed it: add a line such as fixedIn: 4.2.1 below this one',
      },
      {
        path: ['findings', 1, 'fixedIn'],
        message:
          'only a fixed finding names the version that fixed it, and this one is open: remove this line, or set status: fixed',
      },
    ]);
  });
});

describe('auditFrontMatterSchema', () => {
  const errors = (changed: Record<string, unknown>) => {
    const result = auditFrontMatterSchema.safeParse({ ...audit, ...changed });
    return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
  };

  it('asks for a PDF as the full report', () => {
    expect(errors({ report: 'https://test-auditors.example/report.html' })).toEqual([
      { path: ['report'], message: 'should be the address of the full report as a PDF, ending in .pdf' },
    ]);
  });

  it('names the severities and statuses an editor may write', () => {
    expect(
      errors({ findings: [{ id: 'TST-01', severity: 'severe', title: 'Test', status: 'done' }] }),
    ).toEqual([
      {
        path: ['findings', 0, 'severity'],
        message: '"severe" is not a severity; write one of critical, high, medium, low, info',
      },
      {
        path: ['findings', 0, 'status'],
        message: '"done" is not a status; write one of fixed, accepted, open',
      },
    ]);
  });

  it('asks for a version with three numbers, which YAML always reads as text', () => {
    expect(
      errors({
        findings: [{ id: 'TST-01', severity: 'low', title: 'Test', status: 'fixed', fixedIn: 'v4.2' }],
      }),
    ).toEqual([
      {
        path: ['findings', 0, 'fixedIn'],
        message: 'should be the app version that fixed it, with three numbers, such as 4.2.1',
      },
    ]);
  });
});

describe('severityCounts', () => {
  it('counts the findings of each severity, worst first, with zeros', () => {
    const counts = severityCounts(audit.findings);
    expect(counts).toEqual({ critical: 0, high: 1, medium: 0, low: 2, info: 0 });
    expect(Object.keys(counts)).toEqual(['critical', 'high', 'medium', 'low', 'info']);
  });
});

describe('versionBefore', () => {
  it('compares versions number by number, not as text', () => {
    expect(versionBefore('2.4.1', '4.1.3')).toBe(true);
    expect(versionBefore('4.9.0', '4.10.0')).toBe(true);
    expect(versionBefore('4.1', '4.1.3')).toBe(true);
    expect(versionBefore('4.1.3', '4.1.3')).toBe(false);
    expect(versionBefore('4.1.3-beta', '4.1.3')).toBe(true);
    expect(versionBefore('4.1.3', '4.1.3-beta')).toBe(false);
    expect(versionBefore('4.1.3+build.7', '4.1.3')).toBe(false);
    expect(versionBefore('5.0.0', '4.12.9')).toBe(false);
  });
});
