// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from './LegalDocument';

describe('LegalDocument', () => {
  it('shows the title, the last updated day, the sections and the footer line', () => {
    render(
      <LegalDocument
        locale="en-US"
        copy={{
          tocHeading: 'Sections of the test',
          summaryHeading: 'The test in brief',
          changesHeading: 'History of the test',
        }}
        document={{
          title: 'A legal text for the test',
          lastUpdated: '2025-07-24',
          lastUpdatedLabel: 'Changed on',
          description: 'What the test promises.',
          footer: 'Questions? Write to test@example.org.',
          html: '<h2 id="1-first">1. First</h2><p>The test keeps nothing.</p>',
          headings: [{ depth: 2, id: '1-first', text: '1. First' }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'A legal text for the test' })).toBeInTheDocument();
    expect(screen.getByText('July 24, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. First' })).toHaveAttribute('id', '1-first');
    expect(screen.getByText('Questions? Write to test@example.org.')).toBeInTheDocument();
  });
});
