// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalDocument as LegalDocumentData } from '../../schemas';
import { LegalDocument, tocEntries } from './LegalDocument';

const copy = {
  tocHeading: 'On this page',
  summaryHeading: 'In short',
  changesHeading: 'Changes to this text',
};

const document: LegalDocumentData = {
  title: 'Privacy Policy',
  lastUpdated: '2025-07-24',
  lastUpdatedLabel: 'Last updated',
  description: 'How we keep you private.',
  footer: 'Questions? Write to us.',
  summary: 'We keep no logs.',
  changes: [
    { date: '2025-07-24', text: 'Listed what we collect.' },
    { date: '2025-03-01', text: 'First published.' },
  ],
  html: '<h2 id="1-no-logs">1. No logs</h2><h3 id="dns">DNS</h3><h2 id="2-payments">2. Payments</h2>',
  headings: [
    { depth: 2, id: '1-no-logs', text: '1. No logs' },
    { depth: 3, id: 'dns', text: 'DNS' },
    { depth: 2, id: '2-payments', text: '2. Payments' },
  ],
};

describe('LegalDocument, as a publication', () => {
  it('opens with the plain-language summary in a box of its own', () => {
    render(<LegalDocument document={document} copy={copy} locale="en-US" />);
    const summary = screen.getByRole('region', { name: 'In short' });
    expect(summary).toHaveTextContent('We keep no logs.');
  });

  it('lists the sections in a table of contents that links to their anchors', () => {
    render(<LegalDocument document={document} copy={copy} locale="en-US" />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['1. No logs', '#1-no-logs'],
      ['DNS', '#dns'],
      ['2. Payments', '#2-payments'],
      ['Changes to this text', '#changes-title'],
    ]);
    for (const [, href] of links) expect(window.document.getElementById(href!.slice(1))).not.toBeNull();
  });

  it('shows the change history, newest first, with each day written out', () => {
    render(<LegalDocument document={document} copy={copy} locale="en-US" />);
    const history = screen.getByRole('region', { name: 'Changes to this text' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['July 24, 2025Listed what we collect.', 'March 1, 2025First published.']);
  });

  it('leaves out the summary and the history when the text has none', () => {
    render(
      <LegalDocument
        document={{ ...document, summary: undefined, changes: undefined }}
        copy={copy}
        locale="en-US"
      />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(3);
  });
});

describe('tocEntries', () => {
  it('puts each h3 under the h2 before it, and an h3 with no h2 before it at the top', () => {
    expect(
      tocEntries([
        { depth: 3, id: 'a', text: 'A' },
        { depth: 2, id: 'b', text: 'B' },
        { depth: 3, id: 'c', text: 'C' },
      ]),
    ).toEqual([
      { heading: { depth: 3, id: 'a', text: 'A' }, children: [] },
      { heading: { depth: 2, id: 'b', text: 'B' }, children: [{ depth: 3, id: 'c', text: 'C' }] },
    ]);
  });
});
