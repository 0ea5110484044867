// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LegalDocument as LegalDocumentData } from '../../schemas';
import { testLegalCopy as copy } from '../test/legal';
import { renderWithRouter } from '../test/render';
import { LegalDocument, tocEntries } from './LegalDocument';
import { markdownBody } from '../test/markdown';

// The page links to the text's history, so it is drawn inside a router.
const render = (element: ReactElement) => renderWithRouter(element);

const document: LegalDocumentData = {
  title: 'A legal text for the test',
  lastUpdated: '2025-07-24',
  lastUpdatedLabel: 'Changed on',
  description: 'What the test promises.',
  footer: 'Questions? Ask the test.',
  summary: 'The test keeps nothing.',
  changes: [
    { date: '2025-07-24', text: 'Said more in the test.' },
    { date: '2025-03-01', text: 'Wrote the test.' },
  ],
  history: {
    url: '/test-text/history',
    current: { name: '2025-07-24', date: '2025-07-24', url: '/test-text/history/2025-07-24' },
  },
  ...markdownBody('## 1. First\n\n### Detail\n\n## 2. Second'),
};

describe('LegalDocument, as a publication', () => {
  it('opens with the plain-language summary in a box of its own', () => {
    render(<LegalDocument document={document} copy={copy} locale="en-US" />);
    const summary = screen.getByRole('region', { name: copy.summaryHeading });
    expect(summary).toHaveTextContent('The test keeps nothing.');
  });

  it('lists the sections in a table of contents that links to their anchors', () => {
    render(<LegalDocument document={document} copy={copy} locale="en-US" />);
    const toc = screen.getByRole('navigation', { name: copy.tocHeading });
    const links = within(toc)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['1. First', '#1-first'],
      ['Detail', '#detail'],
      ['2. Second', '#2-second'],
      [copy.changesHeading, '#changes-title'],
    ]);
    for (const [, href] of links) expect(window.document.getElementById(href!.slice(1))).not.toBeNull();
  });

  it('shows the change history, newest first, with each day written out', () => {
    render(<LegalDocument document={document} copy={copy} locale="en-US" />);
    const history = screen.getByRole('region', { name: copy.changesHeading });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['July 24, 2025Said more in the test.', 'March 1, 2025Wrote the test.']);
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
