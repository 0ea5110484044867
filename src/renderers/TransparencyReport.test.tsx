// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Single } from '../../schemas';
import { fillPlaceholders } from '../../schemas/placeholders';
import { coverageBehind, coverageLimit, transparencyTotals } from '../../schemas/transparency-data';
import { formatDate } from '../lib/format';
import { renderWithRouter } from '../test/render';
import { TransparencyReport } from './TransparencyReport';

// A report in the test's own words and figures, so that nothing here repeats the live site's.
const report: Single<'transparency'> = {
  meta: { title: 'Test report', description: 'A test description.' },
  heading: 'Test transparency',
  intro: 'Test intro.',
  lastUpdated: '2025-07-01',
  lastUpdatedLabel: 'Test updated {date}',
  summary: 'Test sums from {from} to {to}: {received} received, {answered} answered, {records} records.',
  coverage: { months: 6, behind: 'The test counts up to {end} only.' },
  table: {
    caption: 'Test table',
    period: '{start} until {end}',
    total: 'Test total',
    columns: {
      period: 'T-period',
      courtOrders: 'T-court',
      subpoenas: 'T-subpoena',
      takedowns: 'T-takedown',
      other: 'T-other',
      received: 'T-received',
      answered: 'T-answered',
      records: 'T-records',
      statement: 'T-statement',
    },
  },
  downloads: { heading: 'Test downloads', intro: 'Test files.', csv: 'Test CSV', json: 'Test JSON' },
  periods: [
    {
      start: '2024-01-01',
      end: '2024-06-30',
      requests: { courtOrders: 1, subpoenas: 2, takedowns: 1000, other: 0 },
      answered: 3,
      handedOver: { records: 0, statement: 'Test nothing.' },
    },
    {
      start: '2024-07-01',
      end: '2024-12-31',
      requests: { courtOrders: 0, subpoenas: 1, takedowns: 2, other: 1 },
      answered: 1,
      handedOver: { records: 2, statement: 'Test two records.' },
    },
  ],
};

describe('TransparencyReport', () => {
  it('sums every period in the words of the content', () => {
    renderWithRouter(<TransparencyReport report={report} locale="en-US" />);
    expect(
      screen.getByText(
        'Test sums from January 1, 2024 to December 31, 2024: 1,007 received, 4 answered, 2 records.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Test updated July 1, 2025')).toHaveAttribute('datetime', '2025-07-01');
  });

  it('shows the periods newest first, with row and column headers and a row of totals', () => {
    renderWithRouter(<TransparencyReport report={report} locale="en-US" />);
    const table = screen.getByRole('table', { name: 'Test table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(report.table.columns));
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['July 1, 2024 until December 31, 2024', '0', '1', '2', '1', '4', '1', '2', 'Test two records.'],
      ['January 1, 2024 until June 30, 2024', '1', '2', '1,000', '0', '1,003', '3', '0', 'Test nothing.'],
      ['Test total', '1', '3', '1,002', '1', '1,007', '4', '2', ''],
    ]);
    expect(screen.getByRole('region', { name: 'Test table' })).toHaveAttribute('tabindex', '0');
  });

  it('links the same figures as CSV and JSON', () => {
    renderWithRouter(<TransparencyReport report={report} locale="en-US" />);
    const downloads = screen.getByRole('region', { name: 'Test downloads' });
    expect(within(downloads).getByRole('link', { name: 'Test CSV' })).toHaveAttribute(
      'href',
      '/transparency.csv',
    );
    expect(within(downloads).getByRole('link', { name: 'Test JSON' })).toHaveAttribute(
      'href',
      '/transparency.json',
    );
  });

  it('says how far its figures go once the report has fallen behind its limit, and not before', () => {
    const { to } = transparencyTotals(report);
    const limit = coverageLimit(to, report.coverage.months);
    expect(coverageBehind(report, limit - 1)).toBeUndefined();
    expect(coverageBehind(report, limit)).toBe(to);
    // Six months after the day after a period's end, clamped to a month's last day.
    const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
    expect(coverageLimit('2025-06-30', 6)).toBe(utc('2026-01-01'));
    expect(coverageLimit('2025-12-31', 6)).toBe(utc('2026-07-01'));
    expect(coverageLimit('2025-08-31', 6)).toBe(utc('2026-03-01'));
    expect(coverageLimit('2025-08-30', 6)).toBe(utc('2026-02-28'));
    expect(coverageLimit('2027-08-30', 6)).toBe(utc('2028-02-29'));
    const { unmount } = renderWithRouter(<TransparencyReport report={report} locale="en-US" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
    renderWithRouter(<TransparencyReport report={report} behind={to} locale="en-US" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      fillPlaceholders(report.coverage.behind, { end: formatDate(to, 'en-US') }),
    );
  });
});
