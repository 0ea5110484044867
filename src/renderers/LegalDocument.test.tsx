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
          tocHeading: 'On this page',
          summaryHeading: 'In short',
          changesHeading: 'Changes to this text',
        }}
        document={{
          title: 'Privacy Policy',
          lastUpdated: '2025-07-24',
          lastUpdatedLabel: 'Last updated',
          description: 'How we keep you private.',
          footer: 'Questions? Write to support@masky.example.',
          html: '<h2 id="1-no-logs">1. No logs</h2><p>We keep none.</p>',
          headings: [{ depth: 2, id: '1-no-logs', text: '1. No logs' }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('July 24, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. No logs' })).toHaveAttribute('id', '1-no-logs');
    expect(screen.getByText('Questions? Write to support@masky.example.')).toBeInTheDocument();
  });
});
