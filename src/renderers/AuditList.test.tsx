// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditsPage, ListItem } from '../../schemas';
import { renderWithRouter } from '../test/render';
import { AuditList } from './AuditList';

const audit: ListItem<'audits'> = {
  id: 'test-audit',
  url: '/audits/test-audit',
  title: 'Test audit of the test app',
  summary: 'A test summary.',
  auditor: { name: 'Test Auditors', website: 'https://test-auditors.example' },
  dates: { start: '2025-01-06', end: '2025-01-31', published: '2025-03-01' },
  findings: [
    { id: 'TST-01', severity: 'high', title: 'First test finding', status: 'fixed', fixedIn: '1.2.3' },
    { id: 'TST-02', severity: 'low', title: 'Second test finding', status: 'open' },
    { id: 'TST-03', severity: 'low', title: 'Third test finding', status: 'accepted' },
  ],
  groups: {},
};

// Words of the test's own, so that nothing here repeats the copy of the live site.
const copy: Pick<
  AuditsPage,
  'empty' | 'auditedBy' | 'published' | 'readMore' | 'countsLabel' | 'severities'
> = {
  empty: 'No test audits',
  auditedBy: 'Tested by {auditor}',
  published: 'Out on {date}',
  readMore: 'Open the test audit',
  countsLabel: 'Test counts',
  severities: { critical: 'Sev-C', high: 'Sev-H', medium: 'Sev-M', low: 'Sev-L', info: 'Sev-I' },
};

describe('AuditList', () => {
  it('shows each audit with its day, auditor, summary and a link to its page', () => {
    renderWithRouter(<AuditList audits={[audit]} copy={copy} locale="en-US" />);
    expect(screen.getByRole('heading', { level: 2, name: audit.title })).toBeInTheDocument();
    expect(screen.getByText('Out on March 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
    expect(screen.getByText('Tested by Test Auditors')).toBeInTheDocument();
    expect(screen.getByText('A test summary.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open the test audit Test audit of the test app' }),
    ).toHaveAttribute('href', '/audits/test-audit');
  });

  it('counts the findings of every severity in words, worst first, zeros included', () => {
    renderWithRouter(<AuditList audits={[audit]} copy={copy} locale="en-US" />);
    const counts = within(screen.getByRole('list', { name: copy.countsLabel })).getAllByRole('listitem');
    expect(counts.map((item) => item.textContent)).toEqual([
      'Sev-C 0',
      'Sev-H 1',
      'Sev-M 0',
      'Sev-L 2',
      'Sev-I 0',
    ]);
  });

  it('says so when no audit is published', () => {
    renderWithRouter(<AuditList audits={[]} copy={copy} locale="en-US" />);
    expect(screen.getByText(copy.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
