// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditsPage, EntryPage } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { AuditReport } from './AuditReport';
import { markdownBody } from '../test/markdown';

const page: EntryPage<'audits'> = {
  entry: {
    id: 'test-audit',
    url: '/audits/test-audit',
    title: 'Test audit of the test app',
    summary: 'A test summary.',
    auditor: { name: 'Test Auditors', website: 'https://test-auditors.example' },
    dates: { start: '2025-01-06', end: '2025-01-31', published: '2025-03-01' },
    scope: ['Test app', 'Test server'],
    report: 'https://test-auditors.example/test.pdf',
    findings: [
      { id: 'TST-01', severity: 'critical', title: 'First test finding', status: 'fixed', fixedIn: '1.2.3' },
      { id: 'TST-02', severity: 'info', title: 'Second test finding', status: 'open' },
    ],
    ...markdownBody('The test body.'),
  },
  groups: {},
};

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy: Pick<
  AuditsPage,
  'backLink' | 'published' | 'facts' | 'findings' | 'countsLabel' | 'severities' | 'statuses'
> = {
  backLink: { label: 'Back to test audits', to: '/audits' },
  published: 'Out on {date}',
  countsLabel: 'Test counts',
  severities: { critical: 'Sev-C', high: 'Sev-H', medium: 'Sev-M', low: 'Sev-L', info: 'Sev-I' },
  statuses: { fixed: 'Test fixed', accepted: 'Test accepted', open: 'Test open' },
  facts: {
    heading: 'Test facts',
    auditor: 'Test auditor',
    period: 'Test work',
    periodValue: 'from {start} until {end}',
    published: 'Test published',
    scope: 'Test scope',
    report: 'Test report',
    reportLink: 'Open the test PDF',
  },
  findings: {
    heading: 'Test findings',
    caption: 'Test table of findings',
    none: 'Test: nothing found',
    notFixed: 'Test not fixed',
    columns: {
      id: 'Test id',
      severity: 'Test severity',
      title: 'Test title',
      status: 'Test status',
      fixedIn: 'Test version',
    },
  },
};

describe('AuditReport', () => {
  it('shows the body and the facts, with the auditor and the full report as links', () => {
    renderWithRouter(<AuditReport page={page} copy={copy} locale="en-US" />);
    expect(screen.getByRole('heading', { level: 1, name: page.entry.title })).toBeInTheDocument();
    expect(screen.getByText('The test body.')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: copy.facts.heading });
    expect(within(facts).getByRole('link', { name: 'Test Auditors' })).toHaveAttribute(
      'href',
      page.entry.auditor.website,
    );
    expect(within(facts).getByText('from January 6, 2025 until January 31, 2025')).toBeInTheDocument();
    expect(within(facts).getByRole('list')).toHaveTextContent('Test appTest server');
    expect(within(facts).getByRole('link', { name: copy.facts.reportLink })).toHaveAttribute(
      'href',
      page.entry.report,
    );
    expect(screen.getByRole('link', { name: copy.backLink.label })).toHaveAttribute('href', '/audits');
  });

  it('lists the findings in a table with a caption, headers and the severity in words', () => {
    renderWithRouter(<AuditReport page={page} copy={copy} locale="en-US" />);
    const table = screen.getByRole('table', { name: copy.findings.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(copy.findings.columns));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['TST-01', 'TST-02']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Sev-C', 'First test finding', 'Test fixed', '1.2.3'],
      ['Sev-I', 'Second test finding', 'Test open', 'Test not fixed'],
    ]);
    // The table scrolls inside its own frame, which a keyboard can reach.
    expect(screen.getByRole('region', { name: copy.findings.caption })).toHaveAttribute('tabindex', '0');
  });

  it('says the audit found nothing instead of an empty table', () => {
    renderWithRouter(
      <AuditReport page={{ ...page, entry: { ...page.entry, findings: [] } }} copy={copy} locale="en-US" />,
    );
    expect(screen.getByText(copy.findings.none)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
