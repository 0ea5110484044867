// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TextVersionPage } from '../../schemas';
import { testLegalCopy } from '../test/legal';
import { renderWithRouter } from '../test/render';
import { LegalVersion, versionMeta } from './LegalVersion';

const earlier: TextVersionPage = {
  title: 'Test Terms',
  name: '2025-03-01',
  date: '2025-03-01',
  note: 'The test began.',
  html: '<h2 id="1-test">1. Test</h2><p>The test once said this.</p>',
  current: false,
  inForce: { name: '2025-07-24', date: '2025-07-24', url: '/test-terms/history/2025-07-24' },
  url: '/test-terms',
  historyUrl: '/test-terms/history',
};

describe('LegalVersion', () => {
  it('shows an earlier version whole, says which is in force, and links to it and to every version', () => {
    renderWithRouter(<LegalVersion version={earlier} copy={testLegalCopy} locale="en-US" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The Test Terms worded on March 1, 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The test began.')).toBeInTheDocument();
    expect(screen.getByText('The test once said this.')).toBeInTheDocument();
    const status = screen.getByText(/^The test no longer uses this wording/);
    expect(status).toHaveTextContent(
      'The test no longer uses this wording; it has used the one of July 24, 2025 since.',
    );
    expect(status.querySelector('time')).toHaveAttribute('datetime', '2025-07-24');
    expect(screen.getByRole('link', { name: testLegalCopy.history.backLink })).toHaveAttribute(
      'href',
      '/test-terms',
    );
    expect(screen.getByRole('link', { name: testLegalCopy.versionPage.historyLink })).toHaveAttribute(
      'href',
      '/test-terms/history',
    );
  });

  it('says so when the version is the one in force', () => {
    renderWithRouter(
      <LegalVersion
        version={{ ...earlier, current: true, date: '2025-07-24', name: '2025-07-24' }}
        copy={testLegalCopy}
        locale="en-US"
      />,
    );
    expect(screen.getByText(/^The test uses this wording now\./)).toBeInTheDocument();
    expect(screen.queryByText(/no longer uses/)).not.toBeInTheDocument();
  });
});

describe('versionMeta', () => {
  it('names the text and the day, and keeps every version out of search results', () => {
    expect(versionMeta(earlier, testLegalCopy.versionPage, 'en-US')).toEqual({
      title: 'The Test Terms worded on March 1, 2025',
      description: 'How the Test Terms read on March 1, 2025.',
      modified: '2025-03-01',
      indexable: false,
    });
    expect(versionMeta({ ...earlier, current: true }, testLegalCopy.versionPage, 'en-US').indexable).toBe(
      false,
    );
  });
});
